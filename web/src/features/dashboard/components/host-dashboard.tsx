import { Building2, FileText, Handshake, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Tabs, TabsContent } from "@/components/ui/tabs.tsx";
import { ApplicationList } from "@/features/applications/index.ts";
import { ContractsTabs, TodaysArrivals } from "@/features/contracts/index.ts";
import { InvitationList } from "@/features/invitations/index.ts";
import { CreateListingButton } from "@/features/listings/index.ts";
import { useDashboardGreeting } from "../greeting.ts";
import { useTabParam } from "../use-tab-param.ts";
import { DashboardHeader } from "./dashboard-header.tsx";
import { DashboardSection } from "./dashboard-section.tsx";
import { DashboardTabsList } from "./dashboard-tabs-list.tsx";
import { HostListings } from "./host-listings.tsx";

export const hostDashboardTabs = ["listings", "applications", "contracts", "profile"] as const;

/** Host dashboard (spec 001 §2): tabs My Listings, Applications, Contracts, Profile. */
export function HostDashboard({
  hostId,
  hostName,
  profilePanel,
}: {
  hostId: string;
  hostName: string;
  profilePanel: ReactNode;
}) {
  const [tab, setTab] = useTabParam(hostDashboardTabs);
  const welcome = useDashboardGreeting(hostId, hostName);

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardHeader
        title="Host Dashboard"
        subtitle={`${welcome} Manage your listings, applications and collaborations.`}
        actions={<CreateListingButton />}
      />
      <TodaysArrivals />
      <Tabs value={tab} onValueChange={setTab}>
        <DashboardTabsList
          tabs={[
            { value: "listings", label: "My Listings", icon: Building2 },
            { value: "applications", label: "Applications", icon: FileText },
            // Contracts and Profile are hidden on small screens (spec 001 §2).
            { value: "contracts", label: "Contracts", icon: Handshake, wideOnly: true },
            { value: "profile", label: "Profile", icon: UserRound, wideOnly: true },
          ]}
        />
        <TabsContent value="listings">
          <HostListings />
        </TabsContent>
        <TabsContent value="applications" className="grid gap-8">
          <DashboardSection headingId="host-applications-heading" title="Applications">
            <ApplicationList viewer="host" />
          </DashboardSection>
          <DashboardSection headingId="sent-invitations-heading" title="Sent invitations">
            <InvitationList viewer="host" />
          </DashboardSection>
        </TabsContent>
        <TabsContent value="contracts">
          <ContractsTabs viewer="host" />
        </TabsContent>
        <TabsContent value="profile">{profilePanel}</TabsContent>
      </Tabs>
    </div>
  );
}
