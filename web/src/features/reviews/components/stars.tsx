import { Star } from "lucide-react";
import { cn } from "@/lib/cn.ts";

/** Read-only stars for a rating (1–5), with the figure for screen readers. */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)} role="img" aria-label={`${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn(
            "size-4",
            i <= Math.round(value) ? "fill-amber-400 text-amber-400" : "text-muted-foreground/40",
          )}
        />
      ))}
    </span>
  );
}

/** A 1–5 choice as a radio group of stars (keyboard: arrows move, like any radio group). */
export function StarInput({
  label,
  value,
  onChange,
  name,
  error,
}: {
  label: string;
  value: number;
  onChange: (v: number) => void;
  name: string;
  error?: boolean;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((i) => (
          <label
            key={i}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={i}
              checked={value === i}
              onChange={() => onChange(i)}
              className="sr-only"
              aria-invalid={error ? true : undefined}
            />
            <Star
              aria-hidden="true"
              className={cn("size-7", i <= value ? "fill-amber-400 text-amber-400" : "text-muted-foreground/50")}
            />
            <span className="sr-only">
              {i} star{i > 1 ? "s" : ""}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
