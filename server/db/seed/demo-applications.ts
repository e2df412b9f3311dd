import type { ApplicationStatus } from "../../../domain/application-states.ts";
import { applicationMessages } from "../../../domain/applications.ts";
import { addDays, nightsOf, todayIn } from "../../../domain/stay-dates.ts";
import type { Tx } from "../client.ts";
import {
  applications,
  collaborations,
  conversations,
  listingNights,
  type listings,
  messages,
} from "../schema/index.ts";

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
    listing: 0,
    status: "accepted",
    hours: 50,
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
    status: "negotiation",
    hours: 96,
    guests: 2,
    deliverables: { posts: 3, stories: 10, videos: 3 },
    message: "Adventure angle: cliff jumping and a sea-cave segment for YouTube.",
    chat: [
      { from: "host", text: "We like the idea! Could you add one YouTube short?", minutesAgo: 3000 },
      { from: "creator", text: "Sure — I'll propose terms with it included.", minutesAgo: 2950 },
    ],
  },
  {
    creator: "zara",
    listing: 2,
    status: "contract",
    hours: 200,
    guests: 1,
    deliverables: { posts: 2, stories: 8, videos: 1 },
    message: "Luxury food content for my Gulf audience; I can publish within a week of the class.",
  },
  {
    creator: "emma",
    listing: 0,
    status: "active",
    hours: 300,
    guests: 2,
    deliverables: { posts: 5, stories: 12, videos: 2 },
    message: "Slow-travel Scandinavian eye on the Amalfi coast; long-form blog plus reels.",
  },
  {
    creator: "diego",
    listing: 1,
    status: "completed",
    hours: 900,
    guests: 4,
    deliverables: { posts: 6, stories: 15, videos: 3 },
    message: "Our crew would document the whole boat day for a mini-documentary.",
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
    if (withCollaboration.has(status)) {
      // Demo stays (issue 11): a completed one last month, open ones in the coming weeks, 3 nights each; the
      // future ones hold their nights on the listing's calendar.
      const startDate = status === "completed" ? dayFrom(now, -30 - demo.listing) : dayFrom(now, 21 + 9 * stayIndex++);
      const [collaboration] = await tx
        .insert(collaborations)
        .values({
          applicationId: row.id,
          listingId: listing.id,
          hostId,
          creatorId,
          status: status === "completed" ? "completed" : "active",
          paymentStatus: status === "completed" ? "paid" : "pending",
          agreedDeliverables: demo.deliverables,
          totalNights: 3,
          startDate,
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: collaborations.id });
      if (collaboration && status !== "completed")
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
