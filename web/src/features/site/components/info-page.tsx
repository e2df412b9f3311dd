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
          className="pointer-events-none absolute -right-16 -bottom-24 h-64 w-[28rem] text-primary/10"
          viewBox="0 0 448 256"
          fill="none"
        >
          <path d="M0 160c56-40 112-40 168 0s112 40 168 0 84-40 112-20v136H0z" fill="currentColor" />
          <path d="M0 200c56-40 112-40 168 0s112 40 168 0 84-40 112-20v96H0z" fill="currentColor" />
          <circle cx="340" cy="70" r="34" fill="currentColor" />
        </svg>
        <div
          className={cn("relative mx-auto px-4 py-12 sm:px-6 md:py-16", width === "wide" ? "max-w-6xl" : "max-w-3xl")}
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
      <div className="mt-3 space-y-4 leading-relaxed text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-primary-hover [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}
