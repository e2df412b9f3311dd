import { ExternalLink, FileText, Handshake, Images, Upload, UserRound } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { LinkButton } from "@/components/link-button.tsx";
import { Settled } from "@/components/settled.tsx";
import { Tabs, TabsContent } from "@/components/ui/tabs.tsx";
import { ProfileCompletionCard, useMyCreatorProfile } from "@/features/creators/index.ts";
import { PendingInvitationsCard, usePendingInvitationCount } from "@/features/invitations/index.ts";
import { ProfileGate, useLoadFailureToast } from "@/features/profiles/index.ts";
import { useDashboardGreeting } from "../greeting.ts";
import { useTabParam } from "../use-tab-param.ts";
import { ContractsTab } from "./contracts-tab.tsx";
import { DashboardHeader } from "./dashboard-header.tsx";
import { DashboardTabsList } from "./dashboard-tabs-list.tsx";
import { TabFallback } from "./tab-fallback.tsx";

// Each tab's code loads when the tab opens (issue 38); the server preloads the open tab's with the page
// (server/lib/route-hints.ts), so a direct visit does not wait for the dashboard's chunk to find it.
const PortfolioTab = lazy(() => import("./creator-portfolio-tab.tsx"));
const ApplicationsTab = lazy(async () => ({ default: (await import("./applications-tab.tsx")).ApplicationsTab }));
const UploadTab = lazy(() => import("./creator-upload-tab.tsx"));
const ProfileTab = lazy(() => import("./creator-profile-tab.tsx"));
/** The edit-profile form (react-hook-form, Zod) loads when the creator opens it. */
const CreatorProfileEditor = lazy(() => import("./creator-profile-editor-panel.tsx"));

export const creatorDashboardTabs = ["portfolio", "applications", "upload", "profile", "contracts"] as const;

/**
 * Creator dashboard (spec 001 §2, screen 5): header with View Public Portfolio, the profile-completion card
 * (its button opens the edit-profile panel in its place), the edit-profile panel (closes when the tab changes) and the tabs Portfolio (default),
 * Applications, Upload, Profile, Contracts kept in the `tab` URL parameter. Under 768 px Upload, Profile and
 * Contracts are hidden and the Portfolio tab carries the upload widget.
 */
export function CreatorDashboard({ creatorId, creatorName }: { creatorId: string; creatorName: string }) {
  const [tab, setTab] = useTabParam(creatorDashboardTabs);
  const profile = useMyCreatorProfile();
  useLoadFailureToast(profile.isError);
  const [editing, setEditing] = useState(false);
  const pendingInvitations = usePendingInvitationCount();
  const welcome = useDashboardGreeting(creatorId, creatorName);

  // Changing tab closes the profile editor (spec 001 §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on tab changes only
  useEffect(() => {
    setEditing(false);
  }, [tab]);

  return (
    <div className="grid grid-cols-1 gap-6">
      <DashboardHeader
        title="Creator Dashboard"
        subtitle={`${welcome} Manage your portfolio, applications and collaborations.`}
        actions={
          <LinkButton to={`/creator/${creatorId}`} icon={ExternalLink} variant="outline">
            View Public Portfolio
          </LinkButton>
        }
      />

      {/* What sits above the tabs (the invitations card, the completion card, the tab badge) depends on two
          answers: everything below the header appears at once when both are in, so nothing is pushed down. */}
      <Settled queries={[profile, pendingInvitations]} label="Loading dashboard">
        {tab === "applications" ? null : (
          <PendingInvitationsCard
            onOpen={() => {
              setTab("applications");
              // The card goes away with the tab change: take the keyboard to the list it pointed at.
              window.requestAnimationFrame(() => document.getElementById("invitations-heading")?.focus());
            }}
          />
        )}

        <ProfileGate profile={profile}>
          {(data) =>
            editing ? (
              <Suspense fallback={<TabFallback label="Loading profile form" />}>
                <CreatorProfileEditor profile={data} onClose={() => setEditing(false)} />
              </Suspense>
            ) : (
              <ProfileCompletionCard profile={data} onEdit={() => setEditing(true)} />
            )
          }
        </ProfileGate>

        <Tabs value={tab} onValueChange={setTab}>
          <DashboardTabsList
            tabs={[
              { value: "portfolio", label: "Portfolio", icon: Images },
              {
                value: "applications",
                label: "Applications",
                icon: FileText,
                badge: pendingInvitations.data ? (
                  <span
                    data-testid="pending-invitations-badge"
                    className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-5 font-semibold text-accent-foreground tabular-nums"
                  >
                    {pendingInvitations.data}
                    <span className="sr-only"> pending invitations</span>
                  </span>
                ) : null,
              },
              { value: "upload", label: "Upload", icon: Upload, wideOnly: true },
              { value: "profile", label: "Profile", icon: UserRound, wideOnly: true },
              { value: "contracts", label: "Contracts", icon: Handshake, wideOnly: true },
            ]}
          />
          <TabsContent value="portfolio" className="grid gap-6">
            <Suspense fallback={<TabFallback label="Loading portfolio" />}>
              <PortfolioTab creatorId={creatorId} />
            </Suspense>
          </TabsContent>
          <TabsContent value="applications" className="grid gap-8">
            <Suspense fallback={<TabFallback label="Loading applications" />}>
              <ApplicationsTab viewer="creator" />
            </Suspense>
          </TabsContent>
          <TabsContent value="upload">
            <Suspense fallback={<TabFallback label="Loading upload" />}>
              <UploadTab creatorId={creatorId} />
            </Suspense>
          </TabsContent>
          <TabsContent value="profile" className="grid gap-6">
            {profile.data ? (
              <Suspense fallback={<TabFallback label="Loading profile" />}>
                <ProfileTab profile={profile.data} editing={editing} />
              </Suspense>
            ) : null}
          </TabsContent>
          <TabsContent value="contracts">
            <ContractsTab viewer="creator" />
          </TabsContent>
        </Tabs>
      </Settled>
    </div>
  );
}
