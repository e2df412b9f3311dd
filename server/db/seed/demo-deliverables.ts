import { randomBytes } from "node:crypto";
import { type DeliverableUsageRights, rightsExpiry } from "@domain/deliverables.ts";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Storage } from "../../storage/storage.ts";
import type { Tx } from "../client.ts";
import { applications, collaborationDeliverables, contentFeedback } from "../schema/index.ts";
import { type Artwork, renderArtworkPng } from "./demo-images.ts";

type Review = { type: "approve" | "request_changes" | "comment"; comment?: string; rating?: number; hoursAgo: number };
type DemoDeliverable = {
  ref: string;
  art: Artwork | null;
  fileName: string | null;
  kind: "post" | "story" | "video";
  caption: string | null;
  rights: DeliverableUsageRights;
  status: "pending" | "approved" | "needs_changes" | "rejected";
  hoursAgo: number;
  previous?: string;
  reviews: Review[];
};

const hostTag = "@sofiastays";

/**
 * Deliverables in every status with feedback history (issue 17 part 9), so both demo accounts open a live
 * workspace: Alex's accepted Amalfi stay has an approved carousel, a change request answered by a second
 * version waiting for review, a caption missing its disclosure and a rejected shot; Emma's active collaboration
 * has approved content whose rights are active, expiring within 30 days and expired (the Content Rights list).
 */
const alexWork: DemoDeliverable[] = [
  {
    ref: "carousel",
    art: { scene: "infinity-pool", mood: "golden", zoom: 1.3, focus: [0.4, 0.55] },
    fileName: "suite-carousel-01.jpg",
    kind: "post",
    caption: `Waking up above the Amalfi coast ☀️ ${hostTag} #AmalfiCoast #ad`,
    rights: "1-year",
    status: "approved",
    hoursAgo: 30,
    reviews: [{ type: "approve", rating: 5, comment: "Perfect — exactly the light we hoped for.", hoursAgo: 26 }],
  },
  {
    ref: "sunrise-v1",
    art: { scene: "coast", mood: "dawn", zoom: 1.2, focus: [0.6, 0.5] },
    fileName: "terrace-sunrise.jpg",
    kind: "post",
    caption: "Sunrise from the terrace",
    rights: "all-platforms",
    status: "needs_changes",
    hoursAgo: 20,
    reviews: [
      { type: "comment", comment: "Lovely colours! One thought before we decide…", hoursAgo: 18 },
      {
        type: "request_changes",
        comment: "Could you crop tighter on the terrace and add @sofiastays and #ad to the caption?",
        hoursAgo: 17,
      },
    ],
  },
  {
    ref: "sunrise-v2",
    previous: "sunrise-v1",
    art: { scene: "coast", mood: "dawn", zoom: 1.6, focus: [0.62, 0.55] },
    fileName: "terrace-sunrise-v2.jpg",
    kind: "post",
    caption: `Sunrise from the terrace ${hostTag} #AmalfiCoast #ad`,
    rights: "all-platforms",
    status: "pending",
    hoursAgo: 4,
    reviews: [],
  },
  {
    ref: "story-caption",
    art: null,
    fileName: null,
    kind: "story",
    caption: "Breakfast on the terrace — swipe up for the menu!",
    rights: "instagram-only",
    status: "pending",
    hoursAgo: 3,
    reviews: [],
  },
  {
    ref: "lobby",
    art: { scene: "courtyard", mood: "night", mirror: true, zoom: 1.4, focus: [0.5, 0.6] },
    fileName: "lobby-night.jpg",
    kind: "post",
    caption: "Night at the lobby",
    rights: "6-months",
    status: "rejected",
    hoursAgo: 40,
    reviews: [{ type: "comment", comment: "This one shows a guest's face; we can't use it, sorry.", hoursAgo: 38 }],
  },
];

const day = 24;
const emmaWork: DemoDeliverable[] = [
  {
    ref: "reel-cover",
    art: { scene: "lemon-grove", mood: "golden", zoom: 1.5, focus: [0.3, 0.5] },
    fileName: "lemon-grove-cover.jpg",
    kind: "post",
    caption: `Slow mornings in the lemon grove ${hostTag} #ad`,
    rights: "6-months",
    status: "approved",
    // Approved ~5 months and 10 days ago: its 6 months end within 30 days.
    hoursAgo: 162 * day,
    reviews: [{ type: "approve", rating: 4, hoursAgo: 160 * day }],
  },
  {
    ref: "old-post",
    art: { scene: "sailing", mood: "day", zoom: 1.3, focus: [0.55, 0.45] },
    fileName: "boat-day.jpg",
    kind: "post",
    caption: `Boat day ${hostTag} #sponsored`,
    rights: "1-year",
    status: "approved",
    hoursAgo: 400 * day,
    reviews: [{ type: "approve", rating: 5, hoursAgo: 398 * day }],
  },
  {
    ref: "forever",
    art: { scene: "spa", mood: "dusk", zoom: 1.25, focus: [0.5, 0.5] },
    fileName: "spa-evening.jpg",
    kind: "post",
    caption: `Evening at the spa ${hostTag} #ad`,
    rights: "unlimited",
    status: "approved",
    hoursAgo: 10 * day,
    reviews: [{ type: "approve", rating: 5, hoursAgo: 9 * day }],
  },
];

async function seedFor(
  tx: Tx,
  storage: Storage,
  input: { applicationId: string; creatorId: string; hostId: string; now: number; work: DemoDeliverable[] },
) {
  const ids = new Map<string, { id: string; version: number }>();
  const at = (hours: number) => new Date(input.now - hours * 3_600_000);
  for (const d of input.work) {
    let storageKey: string | null = null;
    let previewKey: string | null = null;
    let size: number | null = null;
    if (d.art) {
      const png = await renderArtworkPng(d.art);
      const jpeg = await sharp(png).jpeg({ quality: 82 }).toBuffer();
      const preview = await sharp(png).resize({ width: 960 }).webp({ quality: 75 }).toBuffer();
      const base = `deliverables/${input.creatorId}/${input.applicationId}/${at(d.hoursAgo).getTime()}-${randomBytes(3).toString("hex")}`;
      storageKey = `${base}.jpg`;
      previewKey = `${base}-preview.webp`;
      size = jpeg.length;
      await storage.put(storageKey, jpeg, "image/jpeg");
      await storage.put(previewKey, preview, "image/webp");
    }
    const previous = d.previous ? ids.get(d.previous) : undefined;
    const approval = d.reviews.find((r) => r.type === "approve");
    const approvedAt = d.status === "approved" && approval ? at(approval.hoursAgo) : null;
    const [row] = await tx
      .insert(collaborationDeliverables)
      .values({
        applicationId: input.applicationId,
        creatorId: input.creatorId,
        storageKey,
        previewKey,
        fileName: d.fileName,
        fileType: d.art ? "image/jpeg" : null,
        fileSize: size,
        mediaType: d.art ? "image" : "caption",
        kind: d.kind,
        caption: d.caption,
        usageRights: d.rights,
        status: d.status,
        previousId: previous?.id ?? null,
        version: previous ? previous.version + 1 : 1,
        approvedAt,
        rightsExpireAt: approvedAt ? rightsExpiry(d.rights, approvedAt, 12) : null,
        createdAt: at(d.hoursAgo),
        updatedAt: at(d.reviews.at(-1)?.hoursAgo ?? d.hoursAgo),
      })
      .returning({ id: collaborationDeliverables.id, version: collaborationDeliverables.version });
    if (!row) continue;
    ids.set(d.ref, row);
    for (const r of d.reviews) {
      await tx.insert(contentFeedback).values({
        deliverableId: row.id,
        hostId: input.hostId,
        feedbackType: r.type,
        comment: r.comment ?? null,
        rating: r.type === "approve" ? (r.rating ?? 5) : null,
        createdAt: at(r.hoursAgo),
      });
    }
  }
}

export async function seedDemoDeliverables(
  tx: Tx,
  storage: Storage,
  input: { idOf: (key: string) => string; now: number },
) {
  const sofia = input.idOf("sofia");
  for (const [creator, status, work] of [
    ["alex", "accepted", alexWork],
    ["emma", "active", emmaWork],
  ] as const) {
    const creatorId = input.idOf(creator);
    const [application] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.creatorId, creatorId), eq(applications.status, status)))
      .limit(1);
    if (!application) continue;
    await seedFor(tx, storage, { applicationId: application.id, creatorId, hostId: sofia, now: input.now, work });
  }
}
