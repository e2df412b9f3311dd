import type { SentInvitationMark } from "@domain/creators.ts";

/** A host's pending or accepted invitation to a creator (GET /api/invitations/sent-to). */
export type { SentInvitationMark };

/** The newest mark per creator: the date a card's "Invited" shows. */
export function latestMarkByCreator(marks: readonly SentInvitationMark[] | undefined): Map<string, SentInvitationMark> {
  const out = new Map<string, SentInvitationMark>();
  for (const mark of marks ?? []) {
    const seen = out.get(mark.creatorId);
    if (!seen || seen.createdAt < mark.createdAt) out.set(mark.creatorId, mark);
  }
  return out;
}

/**
 * Why a listing cannot be chosen in the Invite dialog for this creator, or null when it can: the server
 * refuses a second pending invitation and a new one after an acceptance (409), so the dialog says so first.
 */
export function unavailableReason(
  listingId: string,
  creatorId: string,
  marks: readonly SentInvitationMark[] | undefined,
): "Already invited" | "Already accepted" | null {
  const mine = (marks ?? []).filter((m) => m.creatorId === creatorId && m.listingId === listingId);
  if (mine.some((m) => m.status === "accepted")) return "Already accepted";
  if (mine.some((m) => m.status === "pending")) return "Already invited";
  return null;
}
