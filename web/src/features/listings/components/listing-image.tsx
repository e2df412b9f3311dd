import { ImageOff } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn.ts";

/** A grid's first row (three cards at its widest) is on screen on arrival. */
const firstRow = 3;

/**
 * A listing picture that falls back to a calm placeholder when missing or broken (spec 001 §5).
 * `priority` marks the page's largest picture (its LCP): fetched eagerly and ahead of other images,
 * since it is only discovered after the data request and would otherwise queue behind the rest.
 * `gridPosition` (a card's place in a grid of cards) sets both: the first row loads at once, the first card's
 * picture — a phone's largest paint — first of all; the rest wait until they come near the screen (issue 38).
 */
export function ListingImage({
  src,
  alt,
  className,
  priority: askedPriority = false,
  gridPosition,
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  priority?: boolean;
  gridPosition?: number;
}) {
  const priority = gridPosition === undefined ? askedPriority : gridPosition === 0;
  const eager = priority || (gridPosition !== undefined && gridPosition < firstRow);
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
      loading={eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(src)}
      className={cn("size-full object-cover", className)}
    />
  );
}
