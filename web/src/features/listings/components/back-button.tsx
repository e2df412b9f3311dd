import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { listingMessages } from "../../../../../domain/listings.ts";
import { useGoBack } from "../hooks/use-go-back.ts";

/** Back where the host came from, or to the dashboard when the form was opened directly. */
export const useBackToDashboard = () => useGoBack("/host-dashboard");

/** The quiet "← Back" link-button above a page's heading. */
export function BackButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3 w-fit text-muted-foreground hover:text-foreground"
      onClick={onClick}
    >
      <ArrowLeft aria-hidden="true" />
      {children}
    </Button>
  );
}

export function BackToDashboard() {
  const back = useBackToDashboard();
  return <BackButton onClick={back}>{listingMessages.backToDashboard}</BackButton>;
}
