import type { ApplicationActor } from "@domain/application-states.ts";
import { Settled } from "@/components/settled.tsx";
import { ApplicationList, useApplications } from "@/features/applications/index.ts";
import { InvitationList, useInvitations } from "@/features/invitations/index.ts";
import { useMyListings } from "@/features/listings/my-listings-query.ts";
import { DashboardSection } from "./dashboard-section.tsx";

const titles = {
  creator: { applications: "My Applications", invitations: "Invitations", invitationsId: "invitations-heading" },
  host: { applications: "Applications", invitations: "Sent invitations", invitationsId: "sent-invitations-heading" },
} as const;

/**
 * The Applications tab of either dashboard: applications, then invitations. Both lists appear together once their
 * first pages (and, for a host, the listing filter) are known: the invitations used to sit under a spinner-sized
 * applications list and jump down when it arrived.
 */
export function ApplicationsTab({ viewer }: { viewer: ApplicationActor }) {
  const t = titles[viewer];
  // The same first-page queries the lists read (same keys): they render from the cache once these settle.
  const applications = useApplications({ page: 1 });
  const invitations = useInvitations(1);
  const listings = useMyListings(viewer === "host");
  return (
    <Settled
      queries={viewer === "host" ? [applications, invitations, listings] : [applications, invitations]}
      label="Loading applications"
    >
      <DashboardSection
        headingId={viewer === "host" ? "host-applications-heading" : "applications-heading"}
        title={t.applications}
      >
        <ApplicationList viewer={viewer} />
      </DashboardSection>
      <DashboardSection headingId={t.invitationsId} title={t.invitations} focusable={viewer === "creator"}>
        <InvitationList viewer={viewer} />
      </DashboardSection>
    </Settled>
  );
}
