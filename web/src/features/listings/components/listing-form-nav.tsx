import { useEffect, useState } from "react";
import { cn } from "@/lib/cn.ts";

export type NavSection = { id: string; title: string; errors: number };

/** Scrolls to a section and moves focus there, so keyboard and screen-reader users land where they jumped. */
function jumpTo(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: "smooth", block: "start" });
  section.focus({ preventScroll: true });
}

/** The section currently at the top of the viewport (under the sticky header and this bar). */
function useCurrentSection(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string | undefined>(ids[0]);
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const visible = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) visible.set(entry.target.id, entry.isIntersecting);
        const first = ids.find((id) => visible.get(id));
        if (first) setCurrent(first);
      },
      // A band across the upper part of the screen: the section crossing it is the one being read.
      { rootMargin: "-120px 0px -55% 0px" },
    );
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [ids]);
  return current;
}

/**
 * Section navigation for the long listing form: a sticky side list on wide screens, a sticky row of chips
 * under the header on phones. A section with fields to fix says how many, so the host sees where to go.
 */
export function ListingFormNav({ sections }: { sections: readonly NavSection[] }) {
  const [ids] = useState(() => sections.map((s) => s.id));
  const current = useCurrentSection(ids);
  return (
    <nav
      aria-label="Form sections"
      className="sticky top-16 z-30 -mx-4 border-b border-border bg-background/95 px-4 py-2 backdrop-blur lg:top-24 lg:mx-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none"
    >
      <ol className="flex gap-2 overflow-x-auto lg:flex-col lg:gap-0.5 lg:overflow-visible">
        {sections.map((section, index) => {
          const active = section.id === current;
          return (
            <li key={section.id} className="shrink-0">
              <a
                href={`#${section.id}`}
                aria-current={active ? "location" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  jumpTo(section.id);
                }}
                className={cn(
                  "flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm whitespace-nowrap transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none lg:rounded-md lg:border-0 lg:px-3 lg:py-2 lg:whitespace-normal",
                  active
                    ? "border-primary bg-primary-soft font-medium text-foreground"
                    : "border-border text-muted-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                <span aria-hidden="true" className="hidden tabular-nums lg:inline">
                  {index + 1}.
                </span>
                <span className="min-w-0 flex-1">{section.title}</span>
                {section.errors > 0 ? (
                  <span className="rounded-full bg-destructive px-1.5 text-xs font-semibold text-destructive-foreground">
                    {section.errors}
                    <span className="sr-only"> {section.errors === 1 ? "field to fix" : "fields to fix"}</span>
                  </span>
                ) : null}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
