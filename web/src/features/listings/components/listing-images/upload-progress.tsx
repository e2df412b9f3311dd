/** A bar with "Uploading images… 40%" under it (field uploads and the create request with images). */
export function UploadProgress({ value, label = "Uploading images" }: { value: number; label?: string }) {
  const percent = Math.round(value * 100);
  return (
    <div className="grid w-full max-w-xs gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        {label}… {percent}%
      </p>
    </div>
  );
}
