import { ArrowLeft } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { listingMessages } from "../../../../../../domain/listings.ts";
import { useGoBack } from "../../hooks/use-go-back.ts";

/** Back where the host came from, or to the dashboard when the form was opened directly. */
export const useBackToDashboard = () => useGoBack("/host-dashboard");

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
