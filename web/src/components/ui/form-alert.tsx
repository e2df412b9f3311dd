import type * as React from "react";
import { cn } from "@/lib/cn.ts";

/** A form's or a dialog's own failure, announced as it appears; nothing when there is no message. */
export function FormAlert({ children, className, ...props }: React.ComponentProps<"p">) {
  if (children === null || children === undefined || children === false || children === "") return null;
  return (
    <p role="alert" className={cn("text-sm text-destructive", className)} {...props}>
      {children}
    </p>
  );
}
