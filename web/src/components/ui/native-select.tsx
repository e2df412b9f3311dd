import { ChevronDown } from "lucide-react";
import type * as React from "react";
import { cn } from "@/lib/cn.ts";

export type NativeSelectProps = React.ComponentProps<"select">;

/** The platform's own `<select>`, styled like an Input: keyboard, screen readers and phones handle it well. */
export function NativeSelect({ className, children, ...props }: NativeSelectProps) {
  return (
    <div className="relative w-full">
      <select
        data-slot="native-select"
        className={cn(
          "flex h-10 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base text-foreground shadow-xs transition-colors focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 aria-invalid:border-destructive md:text-sm",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
