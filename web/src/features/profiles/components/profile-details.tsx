import type { ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

/** Read-only list of profile fields; empty values read "Not provided" instead of leaving a gap. */
export function ProfileDetails({
  items,
  columns = 2,
}: {
  items: { label: string; value: ReactNode; wide?: boolean }[];
  columns?: 2 | 3;
}) {
  return (
    <dl className={cn("grid gap-x-6 gap-y-4 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3")}>
      {items.map((item) => (
        <div key={item.label} className={cn("min-w-0", item.wide && "sm:col-span-full")}>
          <dt className="text-sm font-medium text-muted-foreground">{item.label}</dt>
          <dd className="mt-1 text-sm break-words whitespace-pre-line text-foreground">
            {item.value === null || item.value === undefined || item.value === "" ? (
              <span className="text-muted-foreground italic">Not provided</span>
            ) : (
              item.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
