import { addDays, todayIn } from "@domain/stay-dates.ts";
import type { Tx } from "../client.ts";
import {
  applications,
  collaborationDeliverables,
  collaborations,
  conversations,
  type listings,
  negotiationTerms,
} from "../schema/index.ts";

type Piece = {
  kind: "post" | "story" | "video";
  caption: string;
  status: "pending" | "approved";
  daysAgo: number;
  /** Approved by the approval window this many days ago (no host review within 14 days). */
  autoApprovedDaysAgo?: number;
};

type DueDemo = {
  creator: string;
  listing: number;
  /** Check-out this many days before today; the stay was 3 nights. */
  checkedOutDaysAgo: number;
  dueDays: number;
  deliverables: { posts: number; stories: number; videos: number };
  message: string;
  work: Piece[];
};

/**
 * Due dates and the approval window in the demo (issue 33 part 3): three of Sofia's stays that have departed —
 * one with its content still due in 12 days, one overdue by 8 days, one whose post was approved automatically (and
 * whose story will be in 2 days, so the notice is due). Kept apart from the other stay-phase demo rows.
 */
const dueDemos: DueDemo[] = [
  {
    creator: "kai",
    listing: 0,
    checkedOutDaysAgo: 2,
    dueDays: 14,
    deliverables: { posts: 2, stories: 1, videos: 0 },
    message: "Cliffside sunrise series for my travel feed.",
    work: [{ kind: "post", caption: "First light over Positano @sofiastays #ad", status: "pending", daysAgo: 1 }],
  },
  {
    creator: "valentina",
    listing: 1,
    checkedOutDaysAgo: 22,
    dueDays: 14,
    deliverables: { posts: 2, stories: 0, videos: 1 },
    message: "A slow-living reel and two carousel posts.",
    work: [{ kind: "post", caption: "Lemon groves and long lunches @sofiastays #ad", status: "approved", daysAgo: 15 }],
  },
  {
    creator: "omar",
    listing: 2,
    checkedOutDaysAgo: 20,
    dueDays: 21,
    deliverables: { posts: 1, stories: 1, videos: 0 },
    message: "A quiet weekend story set and one feature post.",
    work: [
      {
        kind: "post",
        caption: "The terrace at golden hour @sofiastays #ad",
        status: "approved",
        daysAgo: 17,
        autoApprovedDaysAgo: 3,
      },
      { kind: "story", caption: "Breakfast with a view — swipe for the menu", status: "pending", daysAgo: 12 },
    ],
  },
];

export async function seedDemoDueDates(
  tx: Tx,
  input: { idOf: (key: string) => string; listingRows: (typeof listings.$inferInsert)[]; now: number },
) {
  const hostId = input.idOf("sofia");
  const mine = input.listingRows.filter((l) => l.hostId === hostId && (l.status ?? "active") === "active");
  const today = todayIn("UTC", new Date(input.now));
  const daysAgo = (days: number) => new Date(input.now - days * 86_400_000);
  for (const demo of dueDemos) {
    const listing = mine[demo.listing % Math.max(1, mine.length)];
    if (!listing?.id) continue;
    const creatorId = input.idOf(demo.creator);
    const checkOut = addDays(today, -demo.checkedOutDaysAgo);
    const startDate = addDays(checkOut, -3);
    const created = daysAgo(demo.checkedOutDaysAgo + 30);
    const [application] = await tx
      .insert(applications)
      .values({
        listingId: listing.id,
        creatorId,
        message: demo.message,
        status: "active",
        guestCount: 1,
        contentDeliverables: { ...demo.deliverables, compensation_type: "accommodation_only" },
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: applications.id });
    if (!application) continue;
    const [conversation] = await tx
      .insert(conversations)
      .values({ applicationId: application.id, hostId, creatorId, createdAt: created, updatedAt: created })
      .returning({ id: conversations.id });
    if (conversation) {
      await tx.insert(negotiationTerms).values({
        conversationId: conversation.id,
        proposedBy: hostId,
        contentDeliverables: demo.deliverables,
        checkIn: startDate,
        checkOut,
        contentDueDays: demo.dueDays,
        status: "accepted",
        createdAt: created,
        expiresAt: new Date(created.getTime() + 7 * 86_400_000),
        respondedAt: new Date(created.getTime() + 86_400_000),
      });
    }
    await tx.insert(collaborations).values({
      applicationId: application.id,
      listingId: listing.id,
      hostId,
      creatorId,
      status: "active",
      agreedDeliverables: demo.deliverables,
      paymentAmountCents: 0,
      totalNights: 3,
      startDate,
      contentDueDays: demo.dueDays,
      stayPhase: "departed",
      arrivedAt: new Date(`${startDate}T15:00:00Z`),
      departedAt: new Date(`${checkOut}T10:00:00Z`),
      createdAt: created,
      updatedAt: created,
    });
    for (const piece of demo.work) {
      const approvedAt =
        piece.status === "approved" ? daysAgo(piece.autoApprovedDaysAgo ?? Math.max(0, piece.daysAgo - 1)) : null;
      await tx.insert(collaborationDeliverables).values({
        applicationId: application.id,
        creatorId,
        mediaType: "caption",
        kind: piece.kind,
        caption: piece.caption,
        usageRights: "1-year",
        status: piece.status,
        approvedAt,
        rightsExpireAt: approvedAt ? new Date(approvedAt.getTime() + 365 * 86_400_000) : null,
        autoApprovedAt: piece.autoApprovedDaysAgo !== undefined ? approvedAt : null,
        createdAt: daysAgo(piece.daysAgo),
        updatedAt: approvedAt ?? daysAgo(piece.daysAgo),
      });
    }
  }
}
