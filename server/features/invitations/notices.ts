import type { Notice } from "../notifications/notify.ts";

type Answer = "accepted" | "declined" | "withdrawn";

/** The creator hears of a host's invitation to one of their listings. */
export function invitationReceivedNotice(
  creatorId: string,
  hostName: string,
  listingTitle: string,
  invitationId: string,
): Notice {
  return {
    userId: creatorId,
    type: "invitation.received",
    title: `${hostName} invited you to “${listingTitle}”`,
    body: `${hostName} would like you to apply to “${listingTitle}”. Open your invitations to accept or decline.`,
    link: "/creator/dashboard?tab=applications",
    subjectId: invitationId,
  };
}

/**
 * The other party hears the answer: the host that the creator accepted or declined, the creator that the host
 * withdrew. An acceptance has its own, fuller mail (`notifyHostOfAcceptance` in the service): the bell only, not
 * a second mail.
 */
export function invitationAnsweredNotice(
  to: string | null,
  by: "host" | "creator",
  who: string,
  title: string,
  status: Answer,
  invitationId: string,
): Notice {
  const verb = status === "accepted" ? "accepted" : status === "declined" ? "declined" : "withdrew";
  return {
    userId: to,
    type: "invitation.answered",
    title: `${who} ${verb} ${status === "withdrawn" ? "the" : "your"} invitation to “${title}”`,
    body:
      status === "accepted"
        ? `${who} accepted your invitation to “${title}” and can now apply.`
        : status === "declined"
          ? `${who} declined your invitation to “${title}”.`
          : `${who} withdrew the invitation to “${title}”.`,
    link: by === "host" ? "/creator/dashboard?tab=applications" : "/host/dashboard?tab=applications",
    subjectId: invitationId,
    mail: status !== "accepted",
  };
}
