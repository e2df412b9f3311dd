import { mediaTitle } from "@domain/creator-messages.ts";
import { ArrowLeft, ArrowRight, GripVertical, Play, Trash2 } from "lucide-react";
import { type CSSProperties, forwardRef, type ReactNode, useState } from "react";
import { cn } from "@/lib/cn.ts";
import type { PortfolioItem } from "../api.ts";
import { tileTags } from "../gallery.ts";

export type TileControls = {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onDelete: (item: PortfolioItem) => void;
  /** The drag handle (from dnd-kit), when reordering by drag is on. */
  handle?: ReactNode;
  disabled?: boolean;
  /** False hides the move buttons (a filtered view cannot be reordered). */
  movable?: boolean;
};

/** Name for a tile and the lightbox title (domain mediaTitle): the caption, else the file name, else its tags. */
export function mediaLabel(item: PortfolioItem): string {
  return mediaTitle(item);
}

const iconButton =
  "inline-flex size-8 cursor-pointer items-center justify-center rounded-md bg-background/90 text-foreground shadow-sm hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-4";

/**
 * A gallery tile: preview (card variant, falling back to the full image), a video badge, at most 2 tags + '+N'.
 * The owner's controls — move earlier/later, drag handle, delete — sit below the preview.
 */
export const MediaTile = forwardRef<
  HTMLLIElement,
  {
    item: PortfolioItem;
    onOpen: () => void;
    controls?: TileControls;
    style?: CSSProperties;
    dragging?: boolean;
  }
>(function MediaTile({ item, onOpen, controls, style, dragging }, ref) {
  const [useFull, setUseFull] = useState(false);
  const preview = item.type === "image" ? (useFull ? item.url : (item.thumbnailUrl ?? item.url)) : item.thumbnailUrl;
  const { shown, more } = tileTags(item.tags);
  const label = mediaLabel(item);

  return (
    <li
      ref={ref}
      style={style}
      className={cn(
        "flex flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm",
        dragging && "z-10 opacity-80 shadow-lg ring-2 ring-primary",
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        className="group relative aspect-square cursor-zoom-in overflow-hidden bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
      >
        <span className="sr-only">Open {label}</span>
        {preview ? (
          <img
            src={preview}
            alt=""
            loading="lazy"
            draggable={false}
            className="size-full object-cover transition-transform group-hover:scale-[1.02]"
            onError={() => {
              if (item.type === "image" && !useFull) setUseFull(true);
            }}
          />
        ) : (
          <span className="flex size-full items-center justify-center bg-ink text-ink-foreground">
            <Play className="size-10" aria-hidden="true" />
          </span>
        )}
        {item.type === "video" ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/65 px-2 py-0.5 text-xs font-medium text-white">
            <Play className="size-3" aria-hidden="true" />
            Video
          </span>
        ) : null}
      </button>
      {shown.length > 0 ? (
        <div className="flex flex-wrap gap-1 px-2 pt-2">
          {shown.map((tag) => (
            <span key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
              {tag}
            </span>
          ))}
          {more > 0 ? (
            <span className="px-1 py-0.5 text-xs text-muted-foreground">
              +{more}
              <span className="sr-only"> more tags</span>
            </span>
          ) : null}
        </div>
      ) : null}
      {controls ? (
        <div className="mt-auto flex items-center gap-1 p-2">
          {controls.handle}
          {controls.movable === false ? null : (
            <>
              <button
                type="button"
                className={iconButton}
                disabled={controls.disabled || controls.index === 0}
                onClick={() => controls.onMove(controls.index, controls.index - 1)}
              >
                <ArrowLeft aria-hidden="true" />
                <span className="sr-only">Move {label} earlier</span>
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={controls.disabled || controls.index === controls.count - 1}
                onClick={() => controls.onMove(controls.index, controls.index + 1)}
              >
                <ArrowRight aria-hidden="true" />
                <span className="sr-only">Move {label} later</span>
              </button>
            </>
          )}
          <button
            type="button"
            className={cn(iconButton, "ml-auto text-destructive")}
            disabled={controls.disabled}
            onClick={() => controls.onDelete(item)}
          >
            <Trash2 aria-hidden="true" />
            <span className="sr-only">Delete {label}</span>
          </button>
        </div>
      ) : null}
    </li>
  );
});

export function DragHandleIcon() {
  return <GripVertical aria-hidden="true" />;
}

export { iconButton };
