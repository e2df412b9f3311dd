import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { useGoBack } from "@/lib/can-go-back.ts";
import { cn } from "@/lib/cn.ts";

/** The quiet "← Back" button above a page's heading: back in history, or to `fallback` when opened directly. */
export function BackButton({
  fallback = "/",
  className = "mb-4 text-muted-foreground hover:text-foreground",
  children = "Back",
}: {
  fallback?: string;
  className?: string;
  children?: ReactNode;
}) {
  const goBack = useGoBack(fallback);
  return (
    <Button variant="ghost" size="sm" className={cn("-ml-3", className)} onClick={goBack}>
      <ArrowLeft aria-hidden="true" />
      {children}
    </Button>
  );
}
