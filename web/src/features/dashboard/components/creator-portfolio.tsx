import { Images, Play } from "lucide-react";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner.tsx";
import { type PortfolioItem, useCreatorPortfolio } from "../api.ts";
import { dashboardMessages } from "../messages.ts";
import { EmptyState } from "./empty-state.tsx";
import { LoadError } from "./load-error.tsx";

/**
 * Portfolio tab: the creator's media in saved order, read-only for now (uploading, deleting and reordering
 * arrive with the portfolio feature), or the empty state.
 */
export function CreatorPortfolio({ creatorId }: { creatorId: string }) {
  const portfolio = useCreatorPortfolio(creatorId);

  if (portfolio.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading your portfolio" />
      </div>
    );
  }
  if (portfolio.isError) {
    return <LoadError message="Failed to load your portfolio. Please try again." onRetry={() => portfolio.refetch()} />;
  }
  if (portfolio.data.length === 0) {
    return (
      <EmptyState icon={Images} title={dashboardMessages.emptyPortfolio}>
        Photos and videos you add to your portfolio will be shown here and on your public portfolio.
      </EmptyState>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {portfolio.data.map((item) => (
        <PortfolioTile key={item.id} item={item} />
      ))}
    </ul>
  );
}

function PortfolioTile({ item }: { item: PortfolioItem }) {
  // The small variant first; if it cannot be loaded, an image falls back to its full-size file.
  const [useFull, setUseFull] = useState(false);
  const preview = item.type === "image" ? (useFull ? item.url : (item.thumbnailUrl ?? item.url)) : item.thumbnailUrl;
  const shown = item.tags.slice(0, 2);
  const more = item.tags.length - shown.length;
  return (
    <li className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <div className="relative aspect-square bg-muted">
        {preview ? (
          <img
            src={preview}
            alt={item.tags.length > 0 ? item.tags.join(", ") : "Portfolio item"}
            loading="lazy"
            className="size-full object-cover"
            onError={() => {
              if (item.type === "image" && !useFull) setUseFull(true);
            }}
          />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <Play className="size-8" aria-hidden="true" />
          </div>
        )}
        {item.type === "video" ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-medium text-white">
            <Play className="size-3" aria-hidden="true" />
            Video
          </span>
        ) : null}
      </div>
      {shown.length > 0 ? (
        <div className="flex flex-wrap gap-1 p-2">
          {shown.map((tag) => (
            <span key={tag} className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
              {tag}
            </span>
          ))}
          {more > 0 ? <span className="px-1 py-0.5 text-xs text-muted-foreground">+{more}</span> : null}
        </div>
      ) : null}
    </li>
  );
}
