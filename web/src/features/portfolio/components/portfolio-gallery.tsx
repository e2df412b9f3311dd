import { creatorMessages } from "@domain/creator-messages.ts";
import { Images } from "lucide-react";
import { lazy, Suspense, useMemo, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { EmptyState } from "@/components/empty-state.tsx";
import { LoadError } from "@/components/load-error.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { cn } from "@/lib/cn.ts";
import { toast } from "@/lib/toast.ts";
import { type PortfolioItem, useDeleteMedia, usePortfolio, useReorderMedia } from "../api.ts";
import { filterGallery, galleryTags, type MediaFilter, moveItem } from "../gallery.ts";
import { Lightbox } from "./lightbox.tsx";
import { MediaTile } from "./media-tile.tsx";

const SortableGrid = lazy(() => import("./sortable-grid.tsx").then((m) => ({ default: m.SortableGrid })));

const gridClassName = "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4";
const filters: { value: MediaFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "images", label: "Images" },
  { value: "videos", label: "Videos" },
];

/**
 * Portfolio gallery (spec 001 screen 14): tabs All / Images / Videos, tag chips that filter, tiles with at most
 * two tags, a lightbox; for the owner (`editable`) delete and reorder, the order saved on the server.
 */
export function PortfolioGallery({
  creatorId,
  editable = false,
  emptyText = "No portfolio items yet.",
}: {
  creatorId: string;
  editable?: boolean;
  emptyText?: string;
}) {
  const portfolio = usePortfolio(creatorId);
  if (portfolio.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading portfolio" />
      </div>
    );
  }
  if (portfolio.isError) {
    return <LoadError message="Failed to load the portfolio. Please try again." onRetry={() => portfolio.refetch()} />;
  }
  if (portfolio.data.length === 0) {
    return <EmptyState icon={Images}>{emptyText}</EmptyState>;
  }
  return <Gallery creatorId={creatorId} items={portfolio.data} editable={editable} />;
}

function Gallery({ creatorId, items, editable }: { creatorId: string; items: PortfolioItem[]; editable: boolean }) {
  const [filter, setFilter] = useState<MediaFilter>("all");
  const [tag, setTag] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<PortfolioItem | null>(null);
  const remove = useDeleteMedia(creatorId);
  const reorder = useReorderMedia(creatorId);

  const tags = useMemo(() => galleryTags(items), [items]);
  const activeTag = tag && tags.some((t) => t.toLowerCase() === tag.toLowerCase()) ? tag : null;
  const shown = useMemo(() => filterGallery(items, filter, activeTag), [items, filter, activeTag]);
  // Reordering works on the whole list; with a filter on, positions of a subset would be ambiguous.
  const canReorder = editable && filter === "all" && activeTag === null && items.length > 1;

  const move = (from: number, to: number) => {
    const next = moveItem(items, from, to);
    if (next.every((item, i) => item.id === items[i]?.id)) return;
    reorder.mutate(next, {
      onSuccess: () =>
        toast.success(creatorMessages.mediaReorderedTitle, { description: creatorMessages.mediaReorderedText }),
      onError: () => toast.error("Error", { description: creatorMessages.mediaReorderFailed }),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const item = deleting;
    setDeleting(null);
    remove.mutate(item.id, {
      onSuccess: () =>
        toast.success(creatorMessages.mediaDeletedTitle, { description: creatorMessages.mediaDeletedText }),
      onError: () => toast.error("Error", { description: creatorMessages.mediaDeleteFailed }),
    });
  };

  const grid = (list: PortfolioItem[]) =>
    list.length === 0 ? (
      <p className="py-10 text-center text-sm text-muted-foreground">Nothing here with this filter.</p>
    ) : canReorder ? (
      <Suspense fallback={<PlainGrid items={list} onOpen={setOpen} />}>
        <SortableGrid
          items={list}
          onOpen={setOpen}
          onMove={move}
          onDelete={setDeleting}
          disabled={reorder.isPending || remove.isPending}
          gridClassName={gridClassName}
        />
      </Suspense>
    ) : (
      <PlainGrid
        items={list}
        onOpen={setOpen}
        onDelete={editable ? setDeleting : undefined}
        disabled={remove.isPending}
      />
    );

  return (
    <div className="grid gap-4">
      <Tabs
        value={filter}
        onValueChange={(value) => {
          setFilter(value as MediaFilter);
          setOpen(null);
        }}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList className="w-full sm:w-fit" aria-label="Media type">
            {filters.map((f) => (
              <TabsTrigger key={f.value} value={f.value}>
                {f.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {editable && !canReorder && items.length > 1 ? (
            <p className="text-xs text-muted-foreground">Show All without a tag filter to reorder.</p>
          ) : null}
        </div>
        {tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Filter by tag">
            {tags.map((t) => {
              const pressed = activeTag?.toLowerCase() === t.toLowerCase();
              return (
                <li key={t}>
                  <button
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => setTag(pressed ? null : t)}
                    className={cn(
                      "cursor-pointer rounded-full border px-3 py-1 text-xs font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                      pressed
                        ? "border-primary bg-primary text-primary-foreground"
                        : "border-border bg-background text-foreground hover:bg-muted",
                    )}
                  >
                    #{t}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
        {filters.map((f) => (
          <TabsContent key={f.value} value={f.value}>
            {grid(shown)}
          </TabsContent>
        ))}
      </Tabs>
      <Lightbox items={shown} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this item?"
        description={<>{deleting?.fileName ?? "The item"} will be removed from your portfolio. This can't be undone.</>}
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function PlainGrid({
  items,
  onOpen,
  onDelete,
  disabled,
}: {
  items: PortfolioItem[];
  onOpen: (index: number) => void;
  onDelete?: (item: PortfolioItem) => void;
  disabled?: boolean;
}) {
  return (
    <ul className={gridClassName}>
      {items.map((item, index) => (
        <MediaTile
          key={item.id}
          item={item}
          onOpen={() => onOpen(index)}
          controls={
            onDelete
              ? { index, count: items.length, onMove: () => undefined, onDelete, disabled, movable: false }
              : undefined
          }
        />
      ))}
    </ul>
  );
}
