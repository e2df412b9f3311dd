import { type ReactNode, useId } from "react";

/** One titled part of the host calendar (an h3 under the page's "Stay dates and availability"). */
export function CalendarSection({
  title,
  gap = "gap-3",
  children,
}: {
  title: string;
  gap?: "gap-2" | "gap-3";
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`grid ${gap}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
