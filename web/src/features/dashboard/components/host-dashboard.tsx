import { Building2, FileText, Handshake, UserRound } from "lucide-react";
import { lazy, type ReactNode, Suspense } from "react";
import { Settled } from "@/components/settled.tsx";
import { Tabs, TabsContent } from "@/components/ui/tabs.tsx";
import { TodaysArrivals, useArrivals } from "@/features/contracts/index.ts";
import { CreateListingButton } from "@/features/listings/index.ts";
import { useDashboardGreeting } from "../greeting.ts";
import { useTabParam } from "../use-tab-param.ts";
import { ContractsTab } from "./contracts-tab.tsx";
import { DashboardHeader } from "./dashboard-header.tsx";
import { DashboardTabsList } from "./dashboard-tabs-list.tsx";
import { HostListings } from "./host-listings.tsx";
import { TabFallback } from "./tab-fallback.tsx";

/** Loads when the tab opens (issue 38); the server preloads it with a page opened on it (route-hints.ts). */
const ApplicationsTab = lazy(async () => ({ default: (await import("./applications-tab.tsx")).ApplicationsTab }));

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
  // Today's arrivals sit above the tabs: the tabs appear with them, not before them (they were pushed down).
  const arrivals = useArrivals();

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardHeader
        title="Host Dashboard"
        subtitle={`${welcome} Manage your listings, applications and collaborations.`}
        actions={<CreateListingButton />}
      />
      <Settled queries={[arrivals]} label="Loading dashboard">
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
            <Suspense fallback={<TabFallback label="Loading applications" />}>
              <ApplicationsTab viewer="host" />
            </Suspense>
          </TabsContent>
          <TabsContent value="contracts">
            <ContractsTab viewer="host" />
          </TabsContent>
          <TabsContent value="profile">{profilePanel}</TabsContent>
        </Tabs>
      </Settled>
    </div>
  );
}
