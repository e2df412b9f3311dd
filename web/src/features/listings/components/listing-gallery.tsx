import { ChevronLeft, ChevronRight, Expand } from "lucide-react";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog.tsx";
import { cn } from "@/lib/cn.ts";
import type { ListingImage as ListingImageData } from "../api.ts";
import { ListingImage } from "./listing-image.tsx";

const thumbsShown = 4;

/**
 * The listing's pictures: the selected one large (the cover first), thumbnails of the first 4 with '+N' for
 * the rest (spec 001 §9); the large picture opens a lightbox with previous/next (buttons and arrow keys).
 */
export function ListingGallery({ images, title }: { images: ListingImageData[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const current = images[index];
  const count = images.length;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  if (count === 0) {
    return (
      <div className="aspect-[16/9] overflow-hidden rounded-xl">
        <ListingImage src={null} alt={`${title}: no photos yet`} />
      </div>
    );
  }

  return (
    <div className="grid gap-3">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="group relative aspect-[16/9] cursor-zoom-in overflow-hidden rounded-xl bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
        aria-label={`Open photo ${index + 1} of ${count} full size`}
      >
        <ListingImage src={current?.url} alt={`${title} (${index + 1} of ${count})`} priority />
        <span className="absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-black/60 px-2.5 py-1 text-xs text-white">
          <Expand className="size-3.5" aria-hidden="true" />
          {index + 1} / {count}
        </span>
      </button>
      {count > 1 ? (
        <ul className="grid grid-cols-4 gap-2 sm:gap-3" aria-label="Photos">
          {images.slice(0, thumbsShown).map((image, i) => {
            const more = i === thumbsShown - 1 && count > thumbsShown ? count - thumbsShown : 0;
            return (
              <li key={image.id}>
                <button
                  type="button"
                  onClick={() => {
                    setIndex(i);
                    if (more) setOpen(true);
                  }}
                  aria-label={more ? `Show all ${count} photos` : `Show photo ${i + 1}`}
                  aria-current={i === index ? "true" : undefined}
                  className={cn(
                    "relative block aspect-[4/3] w-full cursor-pointer overflow-hidden rounded-lg bg-muted ring-offset-2 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                    i === index && "ring-2 ring-primary",
                  )}
                >
                  <ListingImage src={image.cardUrl} alt="" />
                  {more ? (
                    <span className="absolute inset-0 flex items-center justify-center bg-black/55 text-lg font-semibold text-white">
                      +{more}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          className="max-w-5xl gap-3 bg-black p-3 text-white sm:p-4 [&>button]:text-white"
          onKeyDown={(e) => {
            if (e.key === "ArrowRight") go(1);
            if (e.key === "ArrowLeft") go(-1);
          }}
        >
          <DialogTitle className="pr-8 text-base text-white">{title}</DialogTitle>
          <DialogDescription className="text-white/80">
            Photo {index + 1} of {count}. Use the arrow keys to browse.
          </DialogDescription>
          <div className="relative flex items-center justify-center">
            <img
              src={current?.url}
              alt={`${title} (${index + 1} of ${count})`}
              className="max-h-[75dvh] w-auto max-w-full rounded-md object-contain"
            />
            {count > 1 ? (
              <>
                <button
                  type="button"
                  onClick={() => go(-1)}
                  aria-label="Previous photo"
                  className="absolute left-2 flex size-10 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
                >
                  <ChevronLeft aria-hidden="true" />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label="Next photo"
                  className="absolute right-2 flex size-10 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
                >
                  <ChevronRight aria-hidden="true" />
                </button>
              </>
            ) : null}
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
