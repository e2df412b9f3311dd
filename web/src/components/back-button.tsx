import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { useGoBack } from "@/lib/can-go-back.ts";
import { cn } from "@/lib/cn.ts";

/** "Back": goes back in history, or to `fallback` when this page was opened directly. */
export function BackButton({
  fallback = "/",
  className = "mb-4 text-muted-foreground hover:text-foreground",
}: {
  fallback?: string;
  className?: string;
}) {
  const goBack = useGoBack(fallback);
  return (
    <Button variant="ghost" size="sm" className={cn("-ml-3", className)} onClick={goBack}>
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}
