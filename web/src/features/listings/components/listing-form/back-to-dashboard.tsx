import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { listingMessages } from "../../../../../../domain/listings.ts";

function canGoBack(): boolean {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === "number" && state.idx > 0;
}

/** Back where the host came from, or to the dashboard when the form was opened directly. */
export function useBackToDashboard() {
  const navigate = useNavigate();
  return () => (canGoBack() ? navigate(-1) : navigate("/host-dashboard"));
}

export function BackToDashboard() {
  const back = useBackToDashboard();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3 w-fit text-muted-foreground hover:text-foreground"
      onClick={back}
    >
      <ArrowLeft aria-hidden="true" />
      {listingMessages.backToDashboard}
    </Button>
  );
}
