// Over 400 lines because it is data: demo applications, chats and messages in every status, one by one.
import type { ApplicationStatus } from "@domain/application-states.ts";
import { applicationMessages } from "@domain/applications.ts";
import { addDays, nightsOf, todayIn } from "@domain/stay-dates.ts";
import type { StayPhase } from "@domain/stay-phases.ts";
import type { Tx } from "../client.ts";
import {
  applications,
  collaborations,
  conversations,
  listingNights,
  type listings,
  messages,
} from "../schema/index.ts";

import { agreedFigures, type DemoContract, seedDemoContract } from "./demo-contracts.ts";

/** The UTC date `days` from `now` (demo listings keep the default UTC time zone). */
export const dayFrom = (now: number, days: number) => addDays(todayIn("UTC", new Date(now)), days);

type Line = { from: "host" | "creator"; text: string; minutesAgo: number };
type DemoApplication = {
  creator: string;
  /** Index among the host's active listings. */
  listing: number;
  host?: string;
  status: ApplicationStatus | "placeholder";
  hours: number;
  message: string;
  guests: number;
  deliverables: { posts: number; stories: number; videos: number };
  chat?: Line[];
  /** The collaboration's status, terms rounds and payments (default: active, none). */
  contract?: DemoContract;
  /** Where the stay is (issue 33): check-in `startInDays` from today and its phase (default: weeks ahead, upcoming). */
  stay?: { startInDays: number; phase: StayPhase };
};

const std = { posts: 5, stories: 10, videos: 2 };

/**
 * Applications in every status on the demo host's listings (from the demo creator and other demo creators), a
 * "Chat with Host" placeholder, and conversations with messages — the last one unread — so a newcomer signing in
 * as either demo account sees a live marketplace: applications to decide, chats with a "Seen" and an unread badge.
 */
const demoApplications: DemoApplication[] = [
  {
    creator: "alex",
    stay: { startInDays: 0, phase: "upcoming" },
    listing: 0,
    status: "accepted",
    hours: 260,
    guests: 2,
    deliverables: { posts: 4, stories: 8, videos: 2 },
    message:
      "Hi Sofia! I'm planning an Amalfi series in June and your sea-view suites would be the centrepiece: a sunrise reel from the terrace, a carousel of the rooms and stories from the breakfast.",
    chat: [
      {
        from: "host",
        text: "Welcome Alex! We loved your Lisbon reels. Would 12–15 June work for you?",
        minutesAgo: 1440,
      },
      { from: "creator", text: "12–15 June is perfect. Is the terrace suite free those nights?", minutesAgo: 1400 },
      { from: "host", text: "It is — I've put it on hold for you.", minutesAgo: 1380 },
      { from: "creator", text: "Wonderful, thank you! I'll send a shot list this week.", minutesAgo: 95 },
      { from: "host", text: "Looking forward to it. Breakfast is served from 7:30 on the terrace.", minutesAgo: 12 },
    ],
    // Sofia's first offer lapsed unanswered; Alex's new proposal waits for her answer (open).
    contract: {
      status: "active",
      terms: [
        {
          by: "host",
          hoursAgo: 240,
          status: "expired",
          deliverables: { posts: 3, stories: 6, videos: 1 },
          paymentDollars: 0,
          additionalNights: 0,
          rights: "limited",
          months: 12,
        },
        {
          by: "creator",
          hoursAgo: 20,
          status: "proposed",
          deliverables: { posts: 4, stories: 8, videos: 2 },
          paymentDollars: 250,
          additionalNights: 1,
          rights: "extended",
          months: 18,
          special: "Golden-hour access to the terrace on two evenings.",
        },
      ],
    },
  },
  {
    creator: "mia",
    listing: 1,
    status: "pending",
    hours: 3,
    guests: 1,
    deliverables: std,
    message: "I'd love to film the boat day for my coastal travel series — golden hour drone shots if allowed.",
    chat: [{ from: "creator", text: "Hi! Are drones allowed on the boat?", minutesAgo: 170 }],
  },
  {
    creator: "lucas",
    listing: 2,
    status: "pending",
    hours: 8,
    guests: 2,
    deliverables: { posts: 2, stories: 6, videos: 1 },
    message: "Food is my niche: a cooking-class reel and a limoncello story set would fit my audience perfectly.",
  },
  {
    creator: "amara",
    listing: 0,
    status: "rejected",
    hours: 120,
    guests: 3,
    deliverables: { posts: 1, stories: 3, videos: 0 },
    message: "Family trip in August — happy to share a family-friendly guide to Positano.",
  },
  {
    creator: "noah",
    listing: 1,
    status: "accepted",
    hours: 96,
    guests: 2,
    deliverables: { posts: 3, stories: 10, videos: 3 },
    message: "Adventure angle: cliff jumping and a sea-cave segment for YouTube.",
    chat: [
      { from: "host", text: "We like the idea! Could you add one YouTube short?", minutesAgo: 3000 },
      { from: "creator", text: "Sure — I'll propose terms with it included.", minutesAgo: 2950 },
    ],
    // Noah proposed; Sofia countered with one more video and a smaller fee, waiting for Noah.
    contract: {
      status: "active",
      terms: [
        {
          by: "creator",
          hoursAgo: 48,
          status: "counter_proposed",
          answeredHoursAgo: 30,
          deliverables: { posts: 3, stories: 10, videos: 3 },
          paymentDollars: 400,
          additionalNights: 1,
          rights: "limited",
          months: 12,
        },
        {
          by: "host",
          hoursAgo: 30,
          status: "proposed",
          deliverables: { posts: 3, stories: 10, videos: 4 },
          paymentDollars: 300,
          additionalNights: 1,
          rights: "limited",
          months: 12,
          special: "One YouTube short from the sea cave.",
        },
      ],
    },
  },
  {
    creator: "zara",
    listing: 2,
    status: "contract",
    hours: 200,
    guests: 1,
    deliverables: { posts: 2, stories: 8, videos: 1 },
    message: "Luxury food content for my Gulf audience; I can publish within a week of the class.",
    // Agreed, then paused by the host while the cooking school renovates; the base fee is approved.
    contract: {
      status: "paused",
      terms: [
        {
          by: "creator",
          hoursAgo: 190,
          status: "accepted",
          answeredHoursAgo: 180,
          deliverables: { posts: 2, stories: 8, videos: 1 },
          paymentDollars: 200,
          additionalNights: 1,
          rights: "limited",
          months: 12,
        },
      ],
      payments: [
        { by: "creator", hoursAgo: 150, dollars: 200, type: "base", status: "approved", description: "Agreed fee" },
      ],
    },
  },
  {
    creator: "emma",
    stay: { startInDays: -1, phase: "arrived" },
    listing: 0,
    status: "active",
    hours: 300,
    guests: 2,
    deliverables: { posts: 5, stories: 12, videos: 2 },
    message: "Slow-travel Scandinavian eye on the Amalfi coast; long-form blog plus reels.",
    // Running: payments in every state (paid, approved, pending, cancelled).
    contract: {
      status: "active",
      terms: [
        {
          by: "host",
          hoursAgo: 290,
          status: "accepted",
          answeredHoursAgo: 280,
          deliverables: { posts: 5, stories: 12, videos: 2 },
          paymentDollars: 300,
          additionalNights: 2,
          rights: "extended",
          months: 24,
          special: "Blog post stays online for at least a year.",
        },
      ],
      payments: [
        { by: "creator", hoursAgo: 250, dollars: 300, type: "base", status: "paid", description: "Agreed fee" },
        {
          by: "creator",
          hoursAgo: 120,
          dollars: 80,
          type: "additional",
          status: "approved",
          description: "Extra drone footage of the coastline",
        },
        {
          by: "creator",
          hoursAgo: 30,
          dollars: 50,
          type: "bonus",
          status: "pending",
          description: "Reel passed 100k views",
        },
        {
          by: "creator",
          hoursAgo: 90,
          dollars: 40,
          type: "additional",
          status: "cancelled",
          description: "Second blog article (dropped)",
        },
      ],
    },
  },
  {
    creator: "diego",
    listing: 1,
    status: "completed",
    hours: 900,
    guests: 4,
    deliverables: { posts: 6, stories: 15, videos: 3 },
    message: "Our crew would document the whole boat day for a mini-documentary.",
    contract: {
      status: "completed",
      terms: [
        {
          by: "creator",
          hoursAgo: 880,
          status: "accepted",
          answeredHoursAgo: 860,
          deliverables: { posts: 6, stories: 15, videos: 3 },
          paymentDollars: 400,
          additionalNights: 0,
          rights: "exclusive",
          months: 6,
        },
      ],
      payments: [
        { by: "creator", hoursAgo: 700, dollars: 400, type: "base", status: "paid", description: "Agreed fee" },
      ],
    },
  },
  {
    creator: "priya",
    listing: 2,
    status: "withdrawn",
    hours: 400,
    guests: 1,
    deliverables: std,
    message: "Wellness and food — a mindful cooking story set.",
  },
  {
    creator: "hannah",
    listing: 0,
    status: "placeholder",
    hours: 20,
    guests: 1,
    deliverables: std,
    message: applicationMessages.placeholderMessage,
    chat: [
      { from: "creator", text: "Hi Sofia, before I apply — do you host creators in October?", minutesAgo: 600 },
      { from: "host", text: "Yes, October is lovely here. Feel free to apply!", minutesAgo: 540 },
    ],
  },
  // The demo creator also has an application with another host, waiting.
  {
    creator: "alex",
    host: "youssef",
    listing: 0,
    status: "pending",
    hours: 26,
    guests: 1,
    deliverables: std,
    message: "The riad's courtyard at blue hour would make a stunning reel for my Morocco guide.",
  },
  // The demo creator's running contract with another host: a payment request waits for the host.
  {
    creator: "alex",
    stay: { startInDays: -6, phase: "departed" },
    host: "youssef",
    listing: 1,
    status: "contract",
    hours: 400,
    guests: 2,
    deliverables: { posts: 3, stories: 6, videos: 1 },
    message: "A desert-camp sunrise series for my Morocco guide: drone, stories and one long reel.",
    contract: {
      status: "active",
      terms: [
        {
          by: "host",
          hoursAgo: 380,
          status: "accepted",
          answeredHoursAgo: 370,
          deliverables: { posts: 3, stories: 6, videos: 1 },
          paymentDollars: 150,
          additionalNights: 1,
          rights: "limited",
          months: 12,
        },
      ],
      payments: [
        { by: "creator", hoursAgo: 300, dollars: 150, type: "base", status: "paid", description: "Agreed fee" },
        {
          by: "creator",
          hoursAgo: 6,
          dollars: 60,
          type: "additional",
          status: "pending",
          description: "Ten extra edited photos for the camp's website",
        },
      ],
    },
  },
  // An older collaboration that was cancelled mid-negotiation (decision 0024: both display values of older data).
  {
    creator: "mia",
    listing: 2,
    status: "negotiation",
    hours: 1200,
    guests: 2,
    deliverables: { posts: 2, stories: 4, videos: 1 },
    message: "A cooking-class story set with a short recipe reel.",
    contract: {
      status: "cancelled",
      payments: [
        { by: "creator", hoursAgo: 1100, dollars: 120, type: "base", status: "cancelled", description: "Agreed fee" },
      ],
    },
  },
];
const withCollaboration = new Set<ApplicationStatus>(["accepted", "negotiation", "contract", "active", "completed"]);

export async function seedDemoApplications(
  tx: Tx,
  input: { idOf: (key: string) => string; listingRows: (typeof listings.$inferInsert)[]; now: number },
) {
  const { idOf, listingRows, now } = input;
  const at = (hours: number) => new Date(now - hours * 3_600_000);
  let stayIndex = 0;
  for (const demo of demoApplications) {
    const hostId = idOf(demo.host ?? "sofia");
    const hostListings = listingRows.filter((l) => l.hostId === hostId && (l.status ?? "active") === "active");
    const listing = hostListings[demo.listing % Math.max(1, hostListings.length)];
    if (!listing?.id) continue;
    const creatorId = idOf(demo.creator);
    const placeholder = demo.status === "placeholder";
    const status: ApplicationStatus = placeholder ? "pending" : (demo.status as ApplicationStatus);
    const created = at(demo.hours);
    const [row] = await tx
      .insert(applications)
      .values({
        listingId: listing.id,
        creatorId,
        message: demo.message,
        status,
        isPlaceholder: placeholder,
        guestCount: demo.guests,
        contentDeliverables: placeholder
          ? {}
          : {
              ...demo.deliverables,
              compensation_type: "accommodation_only",
              usage_rights: "limited",
              usage_duration_months: 12,
            },
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: applications.id });
    if (!row) continue;
    let collaborationId: string | undefined;
    if (withCollaboration.has(status)) {
      // Demo stays (issue 11): a completed one last month, open ones in the coming weeks, 3 nights each; the
      // future ones hold their nights on the listing's calendar.
      const startDate = demo.stay
        ? dayFrom(now, demo.stay.startInDays)
        : status === "completed"
          ? dayFrom(now, -30 - demo.listing)
          : dayFrom(now, 21 + 9 * stayIndex++);
      const phase = demo.stay?.phase ?? (status === "completed" ? "departed" : "upcoming");
      const arrivedAt = phase === "arrived" || phase === "departed" ? new Date(`${startDate}T15:00:00Z`) : null;
      const collaborationStatus = demo.contract?.status ?? (status === "completed" ? "completed" : "active");
      const [collaboration] = await tx
        .insert(collaborations)
        .values({
          applicationId: row.id,
          listingId: listing.id,
          hostId,
          creatorId,
          status: collaborationStatus,
          ...agreedFigures(demo.contract, demo.deliverables),
          totalNights: 3,
          startDate,
          stayPhase: phase,
          arrivedAt,
          departedAt: phase === "departed" ? new Date(`${addDays(startDate, 3)}T10:00:00Z`) : null,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: collaborations.id });
      collaborationId = collaboration?.id;
      // Only running collaborations hold nights on the calendar (completed and cancelled ones have let go).
      if (collaboration && (collaborationStatus === "active" || collaborationStatus === "paused"))
        await tx
          .insert(listingNights)
          .values(
            nightsOf(startDate, addDays(startDate, 3)).map((night) => ({
              listingId: listing.id as string,
              night,
              kind: "taken" as const,
              collaborationId: collaboration.id,
            })),
          )
          .onConflictDoNothing();
    }
    if (!demo.chat && !withCollaboration.has(status)) continue;
    const lastMinutes = demo.chat?.at(-1)?.minutesAgo ?? demo.hours * 60;
    const [conversation] = await tx
      .insert(conversations)
      .values({
        applicationId: row.id,
        hostId,
        creatorId,
        createdAt: created,
        updatedAt: new Date(now - lastMinutes * 60_000),
      })
      .returning({ id: conversations.id });
    if (conversation && collaborationId && demo.contract) {
      await seedDemoContract(tx, {
        contract: demo.contract,
        conversationId: conversation.id,
        collaborationId,
        hostId,
        creatorId,
        now,
      });
    }
    if (!conversation || !demo.chat) continue;
    const lines = demo.chat;
    await tx.insert(messages).values(
      lines.map((line, i) => {
        const sentAt = new Date(now - line.minutesAgo * 60_000);
        // Everything but the newest message was read: the newest shows as unread to its receiver.
        const read = i < lines.length - 1;
        return {
          conversationId: conversation.id,
          senderId: line.from === "host" ? hostId : creatorId,
          content: line.text,
          createdAt: sentAt,
          readAt: read ? new Date(sentAt.getTime() + 5 * 60_000) : null,
        };
      }),
    );
  }
}
