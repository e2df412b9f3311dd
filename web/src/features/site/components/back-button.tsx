import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";

/** True when the router has an earlier entry of this app to go back to. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === "number" && state.idx > 0;
}

/** Goes back in history, or to `fallback` when this page was opened directly. */
export function BackButton({ fallback = "/" }: { fallback?: string }) {
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3 mb-4 text-muted-foreground hover:text-foreground"
      onClick={() => {
        if (canGoBack()) navigate(-1);
        else navigate(fallback);
      }}
    >
      <ArrowLeft aria-hidden="true" />
      Back
    </Button>
  );
}
