import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge.tsx";

/** One titled block of the listing page, ruled off from the one above. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-border pt-6">
      <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
      {children}
    </section>
  );
}

export function Chips({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="secondary" className="px-3 py-1 text-sm font-normal">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** One key fact beside an icon (guests, dates, website). */
export function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-4">
        {icon}
      </span>
      <div className="grid min-w-0">
        <span className="text-xs text-muted-foreground">{label}</span>
        <span className="text-sm font-medium break-words">{children}</span>
      </div>
    </li>
  );
}

/** A term and its value in a `<dl>`; nothing when `when` is false (an empty preference is not shown). */
export function Term({ label, when = true, children }: { label: string; when?: boolean; children: ReactNode }) {
  if (!when) return null;
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** A list with a check before each item (inclusions, amenities). */
export function CheckList({ items, iconClass, className }: { items: string[]; iconClass: string; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-center gap-2">
          <Check className={`size-4 ${iconClass}`} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
