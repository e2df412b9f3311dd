import { listingMessages } from "@domain/listings.ts";
import { BackButton } from "@/components/back-button.tsx";
import { useGoBack } from "@/lib/can-go-back.ts";

const dashboard = "/host-dashboard";

/** Back where the host came from, or to the dashboard when the form was opened directly. */
export const useBackToDashboard = () => useGoBack(dashboard);

export function BackToDashboard() {
  return (
    <BackButton fallback={dashboard} className="w-fit text-muted-foreground hover:text-foreground">
      {listingMessages.backToDashboard}
    </BackButton>
  );
}
