import { ExternalLink, FileText, Handshake, Images, Upload, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { dashboardMessages } from "../messages.ts";
import { useTabParam } from "../use-tab-param.ts";
import { CreatorPortfolio } from "./creator-portfolio.tsx";
import { DashboardHeader } from "./dashboard-header.tsx";
import { EmptyState } from "./empty-state.tsx";

export const creatorDashboardTabs = ["portfolio", "applications", "upload", "profile", "contracts"] as const;

/**
 * Creator dashboard (spec 001 §2): tabs Portfolio (default), Applications, Upload, Profile, Contracts, kept in
 * the `tab` URL parameter. Upload, Profile and Contracts are hidden under 768 px.
 */
export function CreatorDashboard({
  creatorId,
  creatorName,
  profilePanel,
}: {
  creatorId: string;
  creatorName: string;
  profilePanel: ReactNode;
}) {
  const [tab, setTab] = useTabParam(creatorDashboardTabs);

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardHeader
        title="Creator Dashboard"
        subtitle={`Welcome back, ${creatorName}! Manage your portfolio, applications and collaborations.`}
        actions={
          <Button variant="outline" asChild>
            <Link to={`/creator/${creatorId}`}>
              <ExternalLink aria-hidden="true" />
              View Public Portfolio
            </Link>
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="md:w-fit">
          <TabsTrigger value="portfolio">
            <Images className="hidden size-4 sm:block" aria-hidden="true" />
            Portfolio
          </TabsTrigger>
          <TabsTrigger value="applications">
            <FileText className="hidden size-4 sm:block" aria-hidden="true" />
            Applications
          </TabsTrigger>
          <TabsTrigger value="upload" className="hidden md:inline-flex">
            <Upload className="hidden size-4 sm:block" aria-hidden="true" />
            Upload
          </TabsTrigger>
          <TabsTrigger value="profile" className="hidden md:inline-flex">
            <UserRound className="hidden size-4 sm:block" aria-hidden="true" />
            Profile
          </TabsTrigger>
          <TabsTrigger value="contracts" className="hidden md:inline-flex">
            <Handshake className="hidden size-4 sm:block" aria-hidden="true" />
            Contracts
          </TabsTrigger>
        </TabsList>
        <TabsContent value="portfolio">
          <CreatorPortfolio creatorId={creatorId} />
        </TabsContent>
        <TabsContent value="applications">
          <EmptyState icon={FileText} title={dashboardMessages.noApplications}>
            Listings you apply to will appear here with the status of each application.
          </EmptyState>
        </TabsContent>
        <TabsContent value="upload">
          <EmptyState icon={Upload} title="Uploading media is not available yet">
            Adding photos and videos to your portfolio arrives in an upcoming update.
          </EmptyState>
        </TabsContent>
        <TabsContent value="profile">{profilePanel}</TabsContent>
        <TabsContent value="contracts">
          <EmptyState icon={Handshake} title={dashboardMessages.noCollaborations} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
