import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn.ts";

export type SpinnerProps = {
  className?: string;
  /** Accessible name announced to screen readers. */
  label?: string;
  size?: "sm" | "md" | "lg";
};

const sizes = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

/** An animated loading indicator with role="status". */
export function Spinner({ className, label = "Loading", size = "md" }: SpinnerProps) {
  return (
    <span role="status" className={cn("inline-flex items-center justify-center text-primary", className)}>
      <LoaderCircle className={cn("animate-spin", sizes[size])} aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
