import type { Notice } from "../notifications/notify.ts";

/** What the bell and the mail say about an unpublished listing: the reason, cut to fit (the page shows it all). */
const excerpt = (text: string, max = 700) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const editLink = (listingId: string) => `/host/listings/${listingId}/edit`;

/** The host is told why, with the way back: edit, then ask for re-publication. */
export function unpublishedNotice(
  listing: { id: string; hostId: string | null; title: string },
  categoryLabel: string,
  statement: string,
): Notice {
  return {
    userId: listing.hostId,
    type: "listing.unpublished",
    title: `Listing unpublished by CollabStay: ${listing.title}`,
    body:
      `Reason: ${categoryLabel}. ${excerpt(statement)} ` +
      "Creators cannot find or open it until it is re-published. Edit it, then ask for re-publication on its page.",
    link: editLink(listing.id),
    subjectId: listing.id,
  };
}

export function republishedNotice(listing: { id: string; hostId: string | null; title: string }): Notice {
  return {
    userId: listing.hostId,
    type: "listing.republished",
    title: `Listing re-published: ${listing.title}`,
    body: `“${listing.title}” is back in the marketplace: creators can find it and apply again.`,
    link: `/listings/${listing.id}`,
    subjectId: listing.id,
  };
}

export function declinedNotice(listing: { id: string; hostId: string | null; title: string }, reason: string): Notice {
  return {
    userId: listing.hostId,
    type: "listing.republication_declined",
    title: `Re-publication declined: ${listing.title}`,
    body: `${excerpt(reason)} Edit the listing and ask again when it is fixed.`,
    link: editLink(listing.id),
    subjectId: listing.id,
  };
}

/** Each creator whose pending application the listing held hears it is gone (as when its host is suspended). */
export function applicationClosedNotice(row: { id: string; creatorId: string | null; title: string }): Notice {
  return {
    userId: row.creatorId,
    type: "application.rejected",
    title: `Listing no longer available: ${row.title}`,
    body: `“${row.title}” is no longer available, so your application was closed. Other stays are waiting in Listings.`,
    link: "/creator/dashboard?tab=applications",
    subjectId: row.id,
  };
}
