import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./button.tsx";

/**
 * Previous / "Page X of Y" / Next under a paged list (the discovery pages' controls, for the smaller lists:
 * invitations). Renders nothing when everything fits on one page. `capped`: the total is a lower bound
 * ("Page 1 of 50+"); `size`: the discovery pages use full-size buttons.
 */
export function Pager({
  page,
  pages,
  onPage,
  label = "Pages",
  busy = false,
  capped = false,
  size = "sm",
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label?: string;
  busy?: boolean;
  capped?: boolean;
  size?: "sm" | "default";
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <Button variant="outline" size={size} disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums">
        Page {Math.min(page, pages)} of {pages}
        {capped ? "+" : ""}
      </span>
      <Button variant="outline" size={size} disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
