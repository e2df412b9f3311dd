import type { Tx } from "../client.ts";
import {
  applications,
  collaborations,
  type listings,
  notifications,
  payments,
  reviews,
  reviewWindows,
} from "../schema/index.ts";

type Past = {
  creator: string;
  listing: number;
  daysAgo: number;
  /** Hours the host took to answer the application. */
  answeredAfterHours: number;
  host?: { rating: number; text: string };
  creatorReview?: { rating: number; text: string };
};

/**
 * Finished collaborations of the demo host with published reviews both ways (and one whose window closed with a
 * single review), so the host card and creator profiles show real figures from real rows; plus a collaboration of
 * the two demo accounts completed yesterday with its review window open, to try the review flow, and a few
 * notifications for each demo account.
 */
const past: Past[] = [
  {
    creator: "alex",
    listing: 1,
    daysAgo: 40,
    answeredAfterHours: 2,
    host: { rating: 5, text: "Alex delivered a stunning sunrise reel two days early. Easy to work with." },
    creatorReview: { rating: 5, text: "Sofia's team made everything effortless; the suite was exactly as listed." },
  },
  {
    creator: "mia",
    listing: 0,
    daysAgo: 55,
    answeredAfterHours: 5,
    host: { rating: 4, text: "Beautiful drone footage; one story came a little late." },
    creatorReview: { rating: 5, text: "Warm welcome and great communication before the stay." },
  },
  {
    creator: "lucas",
    listing: 2,
    daysAgo: 70,
    answeredAfterHours: 1,
    host: { rating: 5, text: "Professional from start to finish." },
    creatorReview: { rating: 4, text: "Lovely place; the photos online are accurate. Breakfast could start earlier." },
  },
  {
    creator: "amara",
    listing: 0,
    daysAgo: 80,
    answeredAfterHours: 30,
    creatorReview: { rating: 4, text: "A relaxed stay and a host who knows what creators need." },
  },
];

const hostSubs = (r: number) => ({
  contentQuality: r,
  communication: r,
  professionalism: r,
  onTime: Math.max(1, r - 1),
});
const creatorSubs = (r: number) => ({ accuracyOfListing: r, hospitality: 5, communication: r });

export async function seedDemoReputation(
  tx: Tx,
  input: { idOf: (key: string) => string; listingRows: (typeof listings.$inferInsert)[]; now: number },
) {
  const { idOf, listingRows, now } = input;
  const hostId = idOf("sofia");
  const day = 86_400_000;
  const own = listingRows.filter((l) => l.hostId === hostId && (l.status ?? "active") === "active");
  const completed = async (creatorKey: string, listingIndex: number, daysAgo: number, answeredAfterHours: number) => {
    const listing = own[listingIndex % Math.max(1, own.length)];
    if (!listing?.id) return null;
    const creatorId = idOf(creatorKey);
    const created = new Date(now - daysAgo * day);
    const [app] = await tx
      .insert(applications)
      .values({
        listingId: listing.id,
        creatorId,
        message: "Looking forward to creating content for your place!",
        status: "completed",
        guestCount: 1,
        contentDeliverables: { posts: 3, stories: 6, videos: 1 },
        createdAt: created,
        updatedAt: new Date(created.getTime() + answeredAfterHours * 3_600_000),
      })
      .returning({ id: applications.id });
    if (!app) return null;
    const [collab] = await tx
      .insert(collaborations)
      .values({
        applicationId: app.id,
        listingId: listing.id,
        hostId,
        creatorId,
        status: "completed",
        paymentStatus: "paid",
        paymentAmountCents: 15_000,
        agreedDeliverables: { posts: 3, stories: 6, videos: 1 },
        totalNights: 3,
        // A finished stay (issue 33): arrived and departed, no dates agreed in these older demo collaborations.
        stayPhase: "departed",
        arrivedAt: new Date(created.getTime() + 2 * day),
        departedAt: new Date(created.getTime() + 5 * day),
        createdAt: created,
        updatedAt: new Date(created.getTime() + 10 * day),
      })
      .returning({ id: collaborations.id });
    if (!collab) return null;
    // "Paid" is what its payments say (decision 0027): the agreed fee, paid when the stay ended.
    const settled = new Date(created.getTime() + 9 * day);
    await tx.insert(payments).values({
      collaborationId: collab.id,
      amountCents: 15_000,
      description: "Agreed fee",
      paymentType: "base",
      requestedBy: creatorId,
      status: "paid",
      approvedBy: hostId,
      approvedAt: settled,
      paidAt: settled,
      createdAt: new Date(created.getTime() + 8 * day),
      updatedAt: settled,
    });
    return { id: collab.id, creatorId, completedAt: new Date(created.getTime() + 10 * day) };
  };

  for (const p of past) {
    const c = await completed(p.creator, p.listing, p.daysAgo, p.answeredAfterHours);
    if (!c) continue;
    const closes = new Date(c.completedAt.getTime() + 14 * day);
    // Published when both were in, or when the window closed.
    const publishedAt = p.host && p.creatorReview ? new Date(c.completedAt.getTime() + 3 * day) : closes;
    await tx
      .insert(reviewWindows)
      .values({ collaborationId: c.id, opensAt: c.completedAt, closesAt: closes, publishedAt });
    if (p.host)
      await tx.insert(reviews).values({
        collaborationId: c.id,
        reviewerId: hostId,
        revieweeId: c.creatorId,
        reviewerRole: "host",
        rating: p.host.rating,
        subRatings: hostSubs(p.host.rating),
        text: p.host.text,
        createdAt: new Date(c.completedAt.getTime() + day),
        publishedAt,
      });
    if (p.creatorReview)
      await tx.insert(reviews).values({
        collaborationId: c.id,
        reviewerId: c.creatorId,
        revieweeId: hostId,
        reviewerRole: "creator",
        rating: p.creatorReview.rating,
        subRatings: creatorSubs(p.creatorReview.rating),
        text: p.creatorReview.text,
        createdAt: new Date(c.completedAt.getTime() + 2 * day),
        publishedAt,
        ...(p.creator === "lucas"
          ? {
              reply: "Thank you Lucas! Breakfast now starts at 7:00.",
              repliedAt: new Date(publishedAt.getTime() + day),
            }
          : {}),
      });
  }

  // The two demo accounts' newest collaboration, completed yesterday: its window is open for both to try.
  const fresh = await completed("alex", 2, 12, 3);
  if (fresh) {
    const completedAt = new Date(now - day);
    await tx.insert(reviewWindows).values({
      collaborationId: fresh.id,
      opensAt: completedAt,
      closesAt: new Date(completedAt.getTime() + 14 * day),
    });
  }

  const alexId = idOf("alex");
  const at = (hours: number) => new Date(now - hours * 3_600_000);
  await tx.insert(notifications).values([
    {
      userId: hostId,
      type: "application.created",
      title: `New application: ${own[1]?.title ?? own[0]?.title ?? "your listing"}`,
      body: `Mia Chen applied to “${own[1]?.title ?? own[0]?.title ?? "your listing"}”. Review the application on your dashboard.`,
      link: "/host/dashboard?tab=applications",
      createdAt: at(3),
    },
    {
      userId: hostId,
      type: "collaboration.completed",
      title: "Collaboration completed — leave a review",
      body: "Your collaboration with Alex Rivera is complete. You can now review each other for 14 days.",
      link: fresh ? `/reviews/${fresh.id}` : "/contracts",
      subjectId: fresh?.id ?? null,
      createdAt: at(24),
    },
    {
      userId: hostId,
      type: "review.published",
      title: "A review about you was published",
      body: "Amara's review is now public. You can post one public reply.",
      link: "/contracts",
      createdAt: at(24 * 8),
      readAt: at(24 * 7),
    },
    {
      userId: alexId,
      type: "collaboration.completed",
      title: "Collaboration completed — leave a review",
      body: "Sofia Marino marked your collaboration as completed. You can now review each other for 14 days.",
      link: fresh ? `/reviews/${fresh.id}` : "/contracts",
      subjectId: fresh?.id ?? null,
      createdAt: at(24),
    },
    {
      userId: alexId,
      type: "application.accepted",
      title: "Application accepted",
      body: "Sofia Marino accepted your application. Agree on the details in Messages.",
      link: "/creator/dashboard?tab=applications",
      createdAt: at(49),
      readAt: at(48),
    },
  ]);
}
