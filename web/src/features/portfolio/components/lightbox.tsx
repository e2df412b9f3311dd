import { creatorMessages } from "@domain/creator-messages.ts";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog.tsx";
import type { PortfolioItem } from "../api.ts";
import { stepIndex } from "../gallery.ts";
import { mediaLabel } from "./media-tile.tsx";

const navButton =
  "absolute top-1/2 z-10 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none";

/** The lightbox viewer: ←/→ step through the (filtered) items, Esc closes; videos play with controls. */
export function Lightbox({
  items,
  index,
  onIndexChange,
  onClose,
}: {
  items: PortfolioItem[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const item = index === null ? undefined : items[index];
  const step = (delta: 1 | -1) => {
    if (index !== null) onIndexChange(stepIndex(index, delta, items.length));
  };
  return (
    <Dialog open={item !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-4xl gap-3 bg-ink p-3 text-ink-foreground sm:p-4 [&>button:last-child]:text-ink-foreground"
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") {
            event.preventDefault();
            step(1);
          } else if (event.key === "ArrowLeft") {
            event.preventDefault();
            step(-1);
          }
        }}
      >
        {item ? (
          <>
            <div className="pr-8">
              <DialogTitle className="truncate text-base text-ink-foreground">{mediaLabel(item)}</DialogTitle>
              <DialogDescription className="text-ink-muted">
                {index !== null ? `${index + 1} of ${items.length}` : null}
                {item.tags.length > 0 ? ` · ${item.tags.join(", ")}` : ""}
              </DialogDescription>
            </div>
            <div className="relative flex min-h-[40vh] items-center justify-center overflow-hidden rounded-lg bg-black">
              {item.type === "video" ? (
                // biome-ignore lint/a11y/useMediaCaption: creators' portfolio clips have no caption tracks
                <video key={item.id} src={item.url} controls playsInline className="max-h-[70vh] w-full">
                  {creatorMessages.videoUnsupported}
                </video>
              ) : (
                <img src={item.url} alt={mediaLabel(item)} className="max-h-[70vh] w-auto max-w-full object-contain" />
              )}
              {items.length > 1 ? (
                <>
                  <button type="button" className={`${navButton} left-2`} onClick={() => step(-1)}>
                    <ChevronLeft className="size-5" aria-hidden="true" />
                    <span className="sr-only">Previous item</span>
                  </button>
                  <button type="button" className={`${navButton} right-2`} onClick={() => step(1)}>
                    <ChevronRight className="size-5" aria-hidden="true" />
                    <span className="sr-only">Next item</span>
                  </button>
                </>
              ) : null}
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
