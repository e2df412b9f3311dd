import { addDays, nightsOf } from "@domain/stay-dates.ts";
import type { Tx } from "../client.ts";
import {
  applications,
  collaborations,
  conversations,
  listingNights,
  type listings,
  messages,
  payments,
} from "../schema/index.ts";
import { dayFrom } from "./demo-applications.ts";

/**
 * The stay phases a newcomer should meet on /contracts (issue 33 part 7), beside the ones `demo-applications.ts`
 * already seeds (arriving today: Alex; arrived: Emma; upcoming in the coming weeks; completed: Diego): a stay whose
 * check-in was yesterday with nobody arrived (the host can try "No-show"), a no-show the demo creator can still
 * contest, a contested one, and a cancellation with its reason. Every date is relative to the day the seed runs.
 */
type DemoStay = {
  creator: string;
  /** Index among the demo host's active listings (chosen so no creator has two open applications on one). */
  listing: number;
  message: string;
  startInDays: number;
  hours: number;
  phase: "upcoming" | "no_show";
  status: "active" | "cancelled";
  noShow?: { hoursAgo: number; note: string; contest?: { hoursAgo: number; note: string } };
  cancel?: { hoursAgo: number; by: "host" | "creator"; reason: string };
  chat: { from: "host" | "creator"; text: string; minutesAgo: number }[];
};

const demoStays: DemoStay[] = [
  {
    creator: "priya",
    listing: 0,
    message: "A sunrise-to-sunset day on the terraces for my slow-travel series.",
    startInDays: -1,
    hours: 400,
    phase: "upcoming",
    status: "active",
    chat: [
      { from: "host", text: "Your room is ready from 3 pm tomorrow — see you then!", minutesAgo: 2 * 24 * 60 },
      { from: "creator", text: "Perfect, my train gets in at 4.", minutesAgo: 2 * 24 * 60 - 30 },
    ],
  },
  {
    creator: "alex",
    listing: 2,
    message: "A limoncello reel and a recipe carousel for my food followers.",
    startInDays: -2,
    hours: 500,
    phase: "no_show",
    status: "active",
    noShow: {
      hoursAgo: 6,
      note: "We kept your place at the class until 11 am and had no message; the lemons went to other guests.",
    },
    chat: [{ from: "host", text: "Class starts at 9:30 sharp in the lemon grove.", minutesAgo: 3 * 24 * 60 }],
  },
  {
    creator: "lucas",
    listing: 0,
    message: "Drone shots of the cliffs and a night-time reel from the suite's terrace.",
    startInDays: -4,
    hours: 700,
    phase: "no_show",
    status: "active",
    noShow: {
      hoursAgo: 66,
      note: "Nobody checked in on the first night and the room stayed empty.",
      contest: {
        hoursAgo: 40,
        note: "I arrived at 11:40 pm after the ferry was cancelled; the night porter said the room had been released. I have the bus ticket.",
      },
    },
    // Contested: it stays open, shown as contested to both, until an operator decides it.
    chat: [
      { from: "creator", text: "The ferry from Salerno is cancelled, I'm trying the bus.", minutesAgo: 4 * 24 * 60 },
    ],
  },
  {
    creator: "amara",
    listing: 1,
    message: "A boat-day vlog with my partner for an Italian summer series.",
    startInDays: 12,
    hours: 300,
    phase: "upcoming",
    status: "cancelled",
    cancel: {
      hoursAgo: 30,
      by: "creator",
      reason:
        "My flight to Naples was cancelled and the next one lands after the boat day. Sorry — I'd love to apply again in spring.",
    },
    chat: [{ from: "host", text: "Sunscreen and a hat — the boat has no shade at noon!", minutesAgo: 3 * 24 * 60 }],
  },
];
const nights = 3;

/** Seeds the stays above on the demo host's listings (applications, collaborations, conversations, nights). */
export async function seedDemoStays(
  tx: Tx,
  input: { idOf: (key: string) => string; listingRows: (typeof listings.$inferInsert)[]; now: number },
) {
  const { idOf, listingRows, now } = input;
  const at = (hours: number) => new Date(now - hours * 3_600_000);
  const hostId = idOf("sofia");
  const hostListings = listingRows.filter((l) => l.hostId === hostId && (l.status ?? "active") === "active");
  for (const demo of demoStays) {
    const listing = hostListings[demo.listing % Math.max(1, hostListings.length)];
    if (!listing?.id) continue;
    const creatorId = idOf(demo.creator);
    const created = at(demo.hours);
    const [application] = await tx
      .insert(applications)
      .values({
        listingId: listing.id,
        creatorId,
        message: demo.message,
        status: "contract",
        guestCount: 1,
        contentDeliverables: {
          posts: 2,
          stories: 4,
          videos: 1,
          compensation_type: "accommodation_only",
          usage_rights: "limited",
          usage_duration_months: 12,
        },
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: applications.id });
    if (!application) continue;
    const startDate = dayFrom(now, demo.startInDays);
    const [collaboration] = await tx
      .insert(collaborations)
      .values({
        applicationId: application.id,
        listingId: listing.id,
        hostId,
        creatorId,
        status: demo.status,
        paymentStatus: demo.status === "cancelled" ? "cancelled" : "pending",
        agreedDeliverables: { posts: 2, stories: 4, videos: 1 },
        totalNights: nights,
        startDate,
        stayPhase: demo.phase,
        noShowNote: demo.noShow?.note ?? null,
        noShowAt: demo.noShow ? at(demo.noShow.hoursAgo) : null,
        contestNote: demo.noShow?.contest?.note ?? null,
        contestedAt: demo.noShow?.contest ? at(demo.noShow.contest.hoursAgo) : null,
        cancelReason: demo.cancel?.reason ?? null,
        cancelledBy: demo.cancel?.by ?? null,
        cancelledAt: demo.cancel ? at(demo.cancel.hoursAgo) : null,
        createdAt: created,
        updatedAt: at(demo.cancel?.hoursAgo ?? demo.noShow?.contest?.hoursAgo ?? demo.noShow?.hoursAgo ?? demo.hours),
      })
      .returning({ id: collaborations.id });
    if (!collaboration) continue;
    // A cancellation ends the pending requests with it (so the payment status reads cancelled, as the flow leaves it).
    if (demo.cancel) {
      await tx.insert(payments).values({
        collaborationId: collaboration.id,
        amountCents: 6000,
        description: "Ferry and train tickets",
        paymentType: "additional",
        requestedBy: creatorId,
        status: "cancelled",
        createdAt: at(demo.cancel.hoursAgo + 48),
        updatedAt: at(demo.cancel.hoursAgo),
      });
    }
    // A running stay holds its nights; a cancelled one let them go (they are open again).
    if (demo.status === "active") {
      await tx
        .insert(listingNights)
        .values(
          nightsOf(startDate, addDays(startDate, nights)).map((night) => ({
            listingId: listing.id as string,
            night,
            kind: "taken" as const,
            collaborationId: collaboration.id,
          })),
        )
        .onConflictDoNothing();
    }
    const last = demo.chat.at(-1)?.minutesAgo ?? demo.hours * 60;
    const [conversation] = await tx
      .insert(conversations)
      .values({
        applicationId: application.id,
        hostId,
        creatorId,
        createdAt: created,
        updatedAt: new Date(now - last * 60_000),
      })
      .returning({ id: conversations.id });
    if (!conversation) continue;
    await tx.insert(messages).values(
      demo.chat.map((line) => {
        const sentAt = new Date(now - line.minutesAgo * 60_000);
        return {
          conversationId: conversation.id,
          senderId: line.from === "host" ? hostId : creatorId,
          content: line.text,
          createdAt: sentAt,
          readAt: new Date(sentAt.getTime() + 5 * 60_000),
        };
      }),
    );
  }
}
