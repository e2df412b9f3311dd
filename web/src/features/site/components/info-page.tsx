import { type ReactNode, useId } from "react";
import { cn } from "@/lib/cn.ts";

export type InfoPageProps = {
  /** Small label above the title. */
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  /** Extra content in the page header (e.g. a back button above the title). */
  before?: ReactNode;
  children: ReactNode;
  /** Width of the body column. */
  width?: "prose" | "wide";
};

/** An information page: a tinted header with the page's only h1, then the body. */
export function InfoPage({ eyebrow, title, lead, before, children, width = "prose" }: InfoPageProps) {
  return (
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      <div className="relative overflow-hidden border-b border-border bg-primary-soft">
        <svg
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 h-10 w-full text-primary/10 sm:h-14"
          viewBox="0 0 1440 80"
          preserveAspectRatio="none"
          fill="none"
        >
          <path d="M0 48c180-32 360-32 540 0s360 32 540 0 270-32 360-16v48H0z" fill="currentColor" />
          <path d="M0 64c200-24 400-24 600 0s400 24 600 0 180-16 240-8v24H0z" fill="currentColor" />
        </svg>
        <div
          className={cn(
            "relative mx-auto px-4 pt-10 pb-14 sm:px-6 md:pt-14 md:pb-20",
            width === "wide" ? "max-w-6xl" : "max-w-3xl",
          )}
        >
          {before}
          <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">{eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-foreground sm:text-4xl">{title}</h1>
          {lead && <div className="mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</div>}
        </div>
      </div>
      <div className={cn("mx-auto px-4 py-10 sm:px-6 md:py-14", width === "wide" ? "max-w-6xl" : "max-w-3xl")}>
        {children}
      </div>
    </main>
  );
}

/** A titled section of an information page (h2), with readable paragraph and list spacing. */
export function InfoSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  const autoId = useId();
  const headingId = id ?? autoId;
  return (
    <section
      aria-labelledby={headingId}
      className="scroll-mt-24 border-b border-border py-8 first:pt-0 last:border-b-0"
    >
      <h2 id={headingId} className="text-xl font-semibold tracking-tight text-foreground sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-4 leading-relaxed text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-primary-hover [&>ul]:list-disc [&>ul]:space-y-2 [&>ul]:pl-5 [&>ul>li]:pl-1">
        {children}
      </div>
    </section>
  );
}
