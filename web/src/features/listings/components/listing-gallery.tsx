import { Expand } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { cn } from "@/lib/cn.ts";
import type { ListingImage as ListingImageData } from "../api.ts";
import { ListingImage } from "./listing-image.tsx";

const thumbsShown = 4;

// The lightbox (and the dialog code under it) loads when first opened: it is not needed for the page's first paint.
const ListingLightbox = lazy(() => import("./listing-lightbox.tsx").then((m) => ({ default: m.ListingLightbox })));

/**
 * The listing's pictures: the selected one large (the cover first), thumbnails of the first 4 with '+N' for
 * the rest (spec 001 §9); the large picture opens a lightbox with previous/next (buttons and arrow keys).
 */
export function ListingGallery({ images, title }: { images: ListingImageData[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
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
        onClick={show}
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
                    if (more) show();
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
      {opened ? (
        <Suspense fallback={null}>
          <ListingLightbox
            open={open}
            onOpenChange={setOpen}
            title={title}
            url={current?.url}
            index={index}
            count={count}
            go={go}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
