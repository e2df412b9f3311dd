import { Button } from "@/components/ui/button.tsx";

/** Previous / "Page N" / Next under a console list whose server says only whether there is `more`. */
export function MorePager({ page, more, onPage }: { page: number; more: boolean; onPage: (page: number) => void }) {
  if (page <= 1 && !more) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm">Page {page}</span>
      <Button variant="outline" size="sm" disabled={!more} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
