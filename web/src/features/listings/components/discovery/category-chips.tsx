import { categories } from "@domain/constants.ts";
import { cn } from "@/lib/cn.ts";

/** "All" and one chip per category; the chosen one is pressed. */
export function CategoryChips({ category, onChange }: { category: string; onChange: (category: string) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Category</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {["", ...categories].map((c) => {
          const selected = category === c;
          return (
            <button
              key={c || "all"}
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(c)}
              className={cn(
                "shrink-0 cursor-pointer rounded-full border px-4 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none",
                selected
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border bg-card text-foreground hover:bg-muted",
              )}
            >
              {c || "All"}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
