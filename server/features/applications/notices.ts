import type { SQL } from "drizzle-orm";
import type { Notice, StatementNotice } from "../notifications/notify.ts";

/** Where application notices lead: the Applications tab of the recipient's dashboard. */
const hostApplications = "/host/dashboard?tab=applications";
const creatorApplications = "/creator/dashboard?tab=applications";

/** The host hears of a new application to their listing (written in the application's own statement). */
export function applicationCreatedNotice(
  listing: { host_id: string; title: string },
  creatorName: string,
  applicationId: SQL,
): StatementNotice {
  return {
    userId: listing.host_id,
    type: "application.created",
    title: `New application: ${listing.title}`,
    body: `${creatorName} applied to “${listing.title}”. Review the application on your dashboard.`,
    link: hostApplications,
    subjectId: applicationId,
  };
}

/** Who hears about a decision: the creator when the host accepts or rejects (a withdrawal the host sees in the list). */
export function applicationNotices(
  row: { id: string; creator_id: string; title: string; host_name: string | null },
  status: string,
): Notice[] {
  const host = row.host_name ?? "The host";
  if (status === "accepted") {
    return [
      {
        userId: row.creator_id,
        type: "application.accepted",
        title: `Application accepted: ${row.title}`,
        body: `${host} accepted your application to “${row.title}”. Agree on the details in Messages and negotiate terms.`,
        link: creatorApplications,
        subjectId: row.id,
      },
    ];
  }
  if (status === "rejected") {
    return [
      {
        userId: row.creator_id,
        type: "application.rejected",
        title: `Application not accepted: ${row.title}`,
        body: `${host} decided not to go ahead with your application to “${row.title}”.`,
        link: creatorApplications,
        subjectId: row.id,
      },
    ];
  }
  return [];
}

/** The host is reminded, once, of an application waiting for an answer (the reminder step, decision 0041). */
export function pendingReminderNotice(row: {
  id: string;
  host_id: string;
  title: string;
  creator_name: string | null;
}): Notice {
  const creator = row.creator_name ?? "A creator";
  return {
    userId: row.host_id,
    type: "application.pending_reminder",
    title: `${creator} is waiting for your answer`,
    body: `${creator} applied to “${row.title}” 3 days ago. Accept or decline the application so they can plan.`,
    link: hostApplications,
    subjectId: row.id,
    onceKey: `application-reminder:${row.id}`,
  };
}
