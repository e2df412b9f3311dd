import { ChevronLeft, ChevronRight } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog.tsx";

/** The gallery's full-size view with previous/next (buttons and arrow keys); loaded on first open (listing-gallery.tsx). */
export function ListingLightbox({
  open,
  onOpenChange,
  title,
  url,
  index,
  count,
  go,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  url: string | undefined;
  index: number;
  count: number;
  go: (delta: number) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
            src={url}
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
  );
}
