import { ImageOff } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn.ts";

/** A listing picture that falls back to a calm placeholder when missing or broken (spec 001 §5). */
export function ListingImage({
  src,
  alt,
  className,
  loading = "lazy",
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div className={cn("flex size-full items-center justify-center bg-muted text-muted-foreground", className)}>
        <ImageOff className="size-8" aria-hidden="true" />
        {alt ? <span className="sr-only">{alt}</span> : null}
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailed(src)}
      className={cn("size-full object-cover", className)}
    />
  );
}
