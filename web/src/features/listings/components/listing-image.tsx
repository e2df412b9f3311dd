import { ImageOff } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn.ts";

/**
 * A listing picture that falls back to a calm placeholder when missing or broken (spec 001 §5).
 * `priority` marks the page's largest picture (its LCP): fetched eagerly and ahead of other images,
 * since it is only discovered after the data request and would otherwise queue behind the rest.
 */
export function ListingImage({
  src,
  alt,
  className,
  loading = "lazy",
  priority = false,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  loading?: "lazy" | "eager";
  priority?: boolean;
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
      loading={priority ? "eager" : loading}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(src)}
      className={cn("size-full object-cover", className)}
    />
  );
}
