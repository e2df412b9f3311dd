import {
  applicationStatuses,
  collaborationStatuses,
  compensationTypes,
  deliverableKinds,
  deliverableMediaTypes,
  deliverableStatuses,
  deliverableUsageRights,
  feedbackTypes,
  openApplicationStatuses,
  paymentStatuses,
  paymentTypes,
  stayPhases,
  termsStatuses,
  usageRights,
} from "@domain/constants.ts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, inList, seq, updatedAt } from "./columns.ts";
import { listingRef } from "./listings.ts";
import { partyRef, profiles } from "./profiles.ts";

/** Deliverable counts and terms a creator offers; older shapes are kept as they came. */
export type ContentDeliverables = {
  posts?: number;
  stories?: number;
  videos?: number;
  photos?: number;
  reels?: number;
  compensation_type?: string;
  usage_rights?: string;
  usage_duration_months?: number;
  description?: string;
};

export const applications = pgTable(
  "applications",
  {
    id: id(),
    seq: seq(),
    listingId: listingRef("listing_id"),
    /** Null once the creator deleted their account and a collaboration rests on this application. */
    creatorId: partyRef("creator_id"),
    message: text("message").notNull(),
    status: text("status", { enum: applicationStatuses }).notNull().default("pending"),
    contentDeliverables: jsonb("content_deliverables").$type<ContentDeliverables | string>().notNull().default({}),
    guestCount: integer("guest_count").notNull().default(1),
    /** The stay asked for (decision 0035): check-in and check-out local dates; null on a flexible request. */
    checkIn: date("check_in", { mode: "string" }),
    checkOut: date("check_out", { mode: "string" }),
    /**
     * The spec's placeholder made when a creator messages a host without applying (decision 0017): it carries
     * the conversation, is never counted or listed as an application, and becomes the real application (same
     * row, same conversation) when the creator applies.
     */
    isPlaceholder: boolean("is_placeholder").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("applications_status_check", sql`${t.status} in ${inList(applicationStatuses)}`),
    check("applications_guest_count_check", sql`${t.guestCount} between 1 and 10`),
    check(
      "applications_stay_check",
      sql`(${t.checkIn} is null) = (${t.checkOut} is null) and (${t.checkIn} is null or ${t.checkOut} > ${t.checkIn})`,
    ),
    // One open application per creator and listing (DESIGN.md §4); a placeholder does not hold the place.
    uniqueIndex("applications_one_open_idx")
      .on(t.listingId, t.creatorId)
      .where(sql`status in ${inList(openApplicationStatuses)} and not is_placeholder`),
    // One placeholder per creator and listing: asking the host twice opens the same conversation.
    uniqueIndex("applications_one_placeholder_idx").on(t.listingId, t.creatorId).where(sql`is_placeholder`),
    index("applications_creator_idx").on(t.creatorId, t.createdAt.desc()),
    index("applications_listing_idx").on(t.listingId, t.createdAt.desc()),
    // The console's overview: applications sent in the last 30 / 90 days (decision 0057).
    index("applications_created_idx").on(t.createdAt).where(sql`not is_placeholder`),
  ],
);

/** One conversation per application; a deleted party leaves a null id ("Deleted user"). */
export const conversations = pgTable(
  "conversations",
  {
    id: id(),
    seq: seq(),
    applicationId: uuid("application_id")
      .unique()
      .references(() => applications.id, { onDelete: "set null" }),
    hostId: uuid("host_id").references(() => profiles.id, { onDelete: "set null" }),
    creatorId: uuid("creator_id").references(() => profiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("conversations_host_idx").on(t.hostId, t.updatedAt.desc()),
    index("conversations_creator_idx").on(t.creatorId, t.updatedAt.desc()),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    seq: seq(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => profiles.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    messageType: text("message_type").notNull().default("text"),
    /** The sender's idempotency key: a retried send finds the first row instead of adding a second. */
    clientKey: uuid("client_key"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.createdAt),
    check("messages_content_check", sql`char_length(${t.content}) between 1 and 5000`),
    uniqueIndex("messages_client_key_idx").on(t.senderId, t.clientKey).where(sql`client_key is not null`),
    // The inbox's unread counts read only this small index (no N+1, no scan of read messages).
    index("messages_unread_idx").on(t.conversationId, t.senderId).where(sql`read_at is null`),
  ],
);

export const negotiationTerms = pgTable(
  "negotiation_terms",
  {
    id: id(),
    seq: seq(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    proposedBy: uuid("proposed_by").references(() => profiles.id, { onDelete: "set null" }),
    contentDeliverables: jsonb("content_deliverables")
      .$type<{ posts: number; stories: number; videos: number }>()
      .notNull()
      .default({ posts: 0, stories: 0, videos: 0 }),
    compensationType: text("compensation_type", { enum: compensationTypes }).notNull().default("accommodation_only"),
    paymentAmountCents: integer("payment_amount_cents").notNull().default(0),
    additionalNights: integer("additional_nights").notNull().default(0),
    usageRights: text("usage_rights", { enum: usageRights }).notNull().default("limited"),
    usageDurationMonths: integer("usage_duration_months").notNull().default(12),
    specialRequirements: text("special_requirements"),
    /** The stay these terms propose; part of the diff between rounds. */
    checkIn: date("check_in", { mode: "string" }),
    checkOut: date("check_out", { mode: "string" }),
    /** "Content due N days after check-out" (issue 33 part 3, decision 0056); part of the diff between rounds. */
    contentDueDays: integer("content_due_days").notNull().default(14),
    status: text("status", { enum: termsStatuses }).notNull().default("proposed"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull().default(sql`now() + interval '7 days'`),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("negotiation_terms_conversation_idx").on(t.conversationId, t.createdAt.desc()),
    check("negotiation_terms_status_check", sql`${t.status} in ${inList(termsStatuses)}`),
    check("negotiation_terms_compensation_check", sql`${t.compensationType} in ${inList(compensationTypes)}`),
    check("negotiation_terms_usage_rights_check", sql`${t.usageRights} in ${inList(usageRights)}`),
    check(
      "negotiation_terms_stay_check",
      sql`(${t.checkIn} is null) = (${t.checkOut} is null) and (${t.checkIn} is null or ${t.checkOut} > ${t.checkIn})`,
    ),
    check(
      "negotiation_terms_bounds_check",
      sql`${t.paymentAmountCents} >= 0 and ${t.additionalNights} >= 0 and ${t.usageDurationMonths} between 1 and 60`,
    ),
    check("negotiation_terms_content_due_check", sql`${t.contentDueDays} between 1 and 90`),
  ],
);

export const collaborations = pgTable(
  "collaborations",
  {
    id: id(),
    seq: seq(),
    applicationId: uuid("application_id")
      .unique()
      .references(() => applications.id, { onDelete: "set null" }),
    listingId: listingRef("listing_id"),
    /** Null once that party deleted their account: the other keeps the contract ("Deleted user"). */
    hostId: partyRef("host_id"),
    creatorId: partyRef("creator_id"),
    status: text("status", { enum: collaborationStatuses }).notNull().default("active"),
    paymentStatus: text("payment_status", { enum: paymentStatuses }).notNull().default("pending"),
    paymentAmountCents: integer("payment_amount_cents").notNull().default(0),
    totalNights: integer("total_nights"),
    startDate: date("start_date"),
    agreedDeliverables: jsonb("agreed_deliverables").$type<ContentDeliverables | string>(),
    /** The stay beside the status (decision 0056): upcoming → arrived → departed, or no-show. */
    stayPhase: text("stay_phase", { enum: stayPhases }).notNull().default("upcoming"),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    departedAt: timestamp("departed_at", { withTimezone: true }),
    /** Why and by whom it was cancelled before arrival (issue 33 part 5); shown on the contract. */
    cancelReason: text("cancel_reason"),
    cancelledBy: text("cancelled_by", { enum: ["host", "creator", "collabstay"] }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** The host's "did not arrive" (issue 33 part 2) and the creator's contest within 72 hours. */
    noShowNote: text("no_show_note"),
    noShowAt: timestamp("no_show_at", { withTimezone: true }),
    contestNote: text("contest_note"),
    contestedAt: timestamp("contested_at", { withTimezone: true }),
    /**
     * Since when an open dispute holds the collaboration (decision 0069): no party may complete or cancel it and its
     * timers stop; null otherwise. The status changes' compare-and-sets require it null.
     */
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    /** Shown on the creator's contract; the host types it at arrival. Six characters, unique per row by chance only. */
    /** The agreed terms' "content due N days after check-out" (decision 0056); 14 for collaborations before it. */
    contentDueDays: integer("content_due_days").notNull().default(14),
    checkInCode: text("check_in_code")
      .notNull()
      .default(sql`upper(substr(md5(random()::text || clock_timestamp()::text), 1, 6))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("collaborations_status_check", sql`${t.status} in ${inList(collaborationStatuses)}`),
    check("collaborations_stay_phase_check", sql`${t.stayPhase} in ${inList(stayPhases)}`),
    check("collaborations_content_due_check", sql`${t.contentDueDays} between 1 and 90`),
    check("collaborations_payment_status_check", sql`${t.paymentStatus} in ${inList(paymentStatuses)}`),
    check("collaborations_amount_check", sql`${t.paymentAmountCents} >= 0 and coalesce(${t.totalNights}, 0) >= 0`),
    index("collaborations_host_idx").on(t.hostId, t.createdAt.desc()),
    index("collaborations_creator_idx").on(t.creatorId, t.createdAt.desc()),
  ],
);

/** Records of what one party owes the other; no money moves through the product. */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    seq: seq(),
    collaborationId: uuid("collaboration_id")
      .notNull()
      .references(() => collaborations.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    description: text("description"),
    paymentType: text("payment_type", { enum: paymentTypes }).notNull().default("additional"),
    requestedBy: uuid("requested_by").references(() => profiles.id, { onDelete: "set null" }),
    status: text("status", { enum: paymentStatuses }).notNull().default("pending"),
    approvedBy: uuid("approved_by").references(() => profiles.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("payments_amount_check", sql`${t.amountCents} > 0`),
    check("payments_type_check", sql`${t.paymentType} in ${inList(paymentTypes)}`),
    check("payments_status_check", sql`${t.status} in ${inList(paymentStatuses)}`),
    index("payments_collaboration_idx").on(t.collaborationId, t.createdAt.desc()),
  ],
);

/** Content a creator delivers for an accepted application (the spec's collaboration_id is the application id). */
export const collaborationDeliverables = pgTable(
  "collaboration_deliverables",
  {
    id: id(),
    seq: seq(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** Null once the creator deleted their account; approved content stays with the host (decision 0063). */
    creatorId: partyRef("creator_id"),
    storageKey: text("storage_key"),
    fileName: text("file_name"),
    fileType: text("file_type"),
    fileSize: integer("file_size"),
    mediaType: text("media_type", { enum: deliverableMediaTypes }).notNull(),
    caption: text("caption"),
    usageRights: text("usage_rights", { enum: deliverableUsageRights }),
    scheduledDate: timestamp("scheduled_date", { withTimezone: true }),
    status: text("status", { enum: deliverableStatuses }).notNull().default("pending"),
    /** What it counts towards in the agreed package (post, story, video). */
    kind: text("kind", { enum: deliverableKinds }).notNull().default("post"),
    /** A new version answers a change request on `previousId` (decision 0030); version 1 has none. */
    previousId: uuid("previous_id").references((): AnyPgColumn => collaborationDeliverables.id, {
      onDelete: "set null",
    }),
    version: integer("version").notNull().default(1),
    /** Re-encoded image or video poster for previews; the original at `storageKey` is kept for the host. */
    previewKey: text("preview_key"),
    /** Usage-rights register (decision 0031): set on approval; a null expiry with an approval is unlimited. */
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    rightsExpireAt: timestamp("rights_expire_at", { withTimezone: true }),
    /** Set when the approval window approved it (no host review within 14 days, decision 0056). */
    autoApprovedAt: timestamp("auto_approved_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("deliverables_kind_check", sql`${t.kind} in ${inList(deliverableKinds)}`),
    check("deliverables_version_check", sql`${t.version} >= 1`),
    // One newer version per change request: two tabs cannot both answer it.
    uniqueIndex("deliverables_one_revision_idx").on(t.previousId),
    index("deliverables_rights_idx").on(t.approvedAt),
    check("deliverables_media_type_check", sql`${t.mediaType} in ${inList(deliverableMediaTypes)}`),
    check("deliverables_status_check", sql`${t.status} in ${inList(deliverableStatuses)}`),
    check(
      "deliverables_usage_rights_check",
      sql`${t.usageRights} is null or ${t.usageRights} in ${inList(deliverableUsageRights)}`,
    ),
    check("deliverables_file_size_check", sql`${t.fileSize} is null or ${t.fileSize} >= 0`),
    index("deliverables_application_idx").on(t.applicationId, t.createdAt.desc()),
  ],
);

export const contentFeedback = pgTable(
  "content_feedback",
  {
    id: id(),
    seq: seq(),
    deliverableId: uuid("deliverable_id")
      .notNull()
      .references(() => collaborationDeliverables.id, { onDelete: "cascade" }),
    hostId: uuid("host_id").references(() => profiles.id, { onDelete: "set null" }),
    feedbackType: text("feedback_type", { enum: feedbackTypes }).notNull(),
    comment: text("comment"),
    rating: integer("rating"),
    createdAt: createdAt(),
  },
  (t) => [
    check("content_feedback_type_check", sql`${t.feedbackType} in ${inList(feedbackTypes)}`),
    check("content_feedback_rating_check", sql`${t.rating} is null or ${t.rating} between 1 and 5`),
    index("content_feedback_deliverable_idx").on(t.deliverableId, t.createdAt.desc()),
  ],
);
