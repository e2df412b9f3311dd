import { ArrowLeft, ArrowRight, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import type { Tile } from "./use-listing-images.ts";

/** The images in order, the first marked Cover, each with Move left / Move right / Remove. */
export function ImageTiles({
  tiles,
  busy,
  onMove,
  onRemove,
}: {
  tiles: Tile[];
  busy: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  return (
    <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Listing images in order">
      {tiles.map((tile, index) => (
        <li key={tile.key} className="overflow-hidden rounded-lg border border-border bg-card">
          <div className="relative aspect-[4/3] bg-muted">
            <img src={tile.src} alt={`${tile.name}, position ${index + 1}`} className="size-full object-cover" />
            {index === 0 ? (
              <span className="absolute top-2 left-2 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-primary-foreground">
                Cover
              </span>
            ) : null}
          </div>
          <div className="flex items-center justify-between gap-1 p-1.5">
            <div className="flex gap-1">
              <TileButton
                label={`Move image ${index + 1} left`}
                disabled={index === 0 || busy}
                onClick={() => onMove(index, index - 1)}
              >
                <ArrowLeft aria-hidden="true" />
              </TileButton>
              <TileButton
                label={`Move image ${index + 1} right`}
                disabled={index === tiles.length - 1 || busy}
                onClick={() => onMove(index, index + 1)}
              >
                <ArrowRight aria-hidden="true" />
              </TileButton>
            </div>
            <TileButton
              label={`Remove image ${index + 1}`}
              disabled={busy}
              onClick={() => onRemove(index)}
              className="text-destructive hover:text-destructive"
            >
              <Trash2 aria-hidden="true" />
            </TileButton>
          </div>
        </li>
      ))}
    </ol>
  );
}

function TileButton({
  label,
  disabled,
  onClick,
  className,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className={cn("size-8", className)}
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
    >
      {children}
    </Button>
  );
}
