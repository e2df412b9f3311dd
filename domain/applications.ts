import { z } from "zod";
import {
  applicationDefaults,
  applicationLimits,
  applicationMessages,
  conversationMessages,
} from "./application-messages.ts";
import type { ApplicationStatus } from "./application-states.ts";
import { applicationStatuses, compensationTypes, usageRights } from "./constants.ts";
import { queryInt } from "./query-params.ts";
import { isoDateSchema, refineStay } from "./stay-dates-schema.ts";
import { textField } from "./text.ts";

export * from "./application-messages.ts";
export { refineStay };

/**
 * Applications and conversations: contracts shared by server and web (spec 001 §3, §5, §8, §9). One schema per
 * contract: the apply dialog and POST /api/applications validate with the same `applySchema`.
 */

const count = (max: number, message: string, fallback: number) =>
  z.number({ error: message }).int(message).min(0, message).max(max, message).default(fallback);

/** What the creator offers: counts, compensation and usage rights (spec 001 §5 bounds, §9 defaults). */
export const applicationDeliverablesSchema = z.strictObject({
  posts: count(applicationLimits.postsMax, applicationMessages.posts, applicationDefaults.posts),
  stories: count(applicationLimits.storiesMax, applicationMessages.stories, applicationDefaults.stories),
  videos: count(applicationLimits.videosMax, applicationMessages.videos, applicationDefaults.videos),
  compensation_type: z
    .enum(compensationTypes, { error: "Choose a compensation type" })
    .default(applicationDefaults.compensationType),
  usage_rights: z.enum(usageRights, { error: "Choose usage rights" }).default(applicationDefaults.usageRights),
  // Empty means the default 12 (spec 001 §5).
  usage_duration_months: z
    .number({ error: applicationMessages.duration })
    .int(applicationMessages.duration)
    .min(applicationLimits.durationMin, applicationMessages.duration)
    .max(applicationLimits.durationMax, applicationMessages.duration)
    .nullish()
    .transform((v) => v ?? applicationDefaults.usageDurationMonths),
});
export type ApplicationDeliverables = z.output<typeof applicationDeliverablesSchema>;

/** POST /api/applications and the apply dialog. */
export const applySchema = z
  .strictObject({
    listingId: z.uuid({ error: applicationMessages.invalidListing }),
    message: textField("Message", "multiline", { error: applicationMessages.messageRequired })
      .min(1, applicationMessages.messageRequired)
      .max(applicationLimits.messageMax, applicationMessages.messageTooLong),
    guestCount: z
      .number({ error: applicationMessages.guests })
      .int(applicationMessages.guests)
      .min(applicationLimits.guestsMin, applicationMessages.guests)
      .max(applicationLimits.guestsMax, applicationMessages.guests)
      .default(applicationDefaults.guestCount),
    deliverables: applicationDeliverablesSchema.default({
      posts: applicationDefaults.posts,
      stories: applicationDefaults.stories,
      videos: applicationDefaults.videos,
      compensation_type: applicationDefaults.compensationType,
      usage_rights: applicationDefaults.usageRights,
      usage_duration_months: applicationDefaults.usageDurationMonths,
    }),
    /** The stay asked for (issue 11): both dates or neither; a listing with fixed dates needs them. */
    checkIn: isoDateSchema.nullish(),
    checkOut: isoDateSchema.nullish(),
  })
  .superRefine(refineStay);
export type ApplyInput = z.input<typeof applySchema>;

/** PATCH /api/applications/:id — the host decides, the creator withdraws. */
export const applicationStatusSchema = z.strictObject({
  status: z.enum(["accepted", "rejected", "withdrawn"], { error: "Status must be accepted, rejected or withdrawn" }),
});

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);

/** GET /api/applications — newest first, paged; hosts may filter by listing and status. */
export const applicationListQuerySchema = z.object({
  page: queryInt(1, 100_000, 1, "Page"),
  pageSize: queryInt(1, applicationLimits.pageSizeMax, applicationLimits.pageSizeDefault, "Page size"),
  listingId: z.preprocess(emptyToUndefined, z.uuid({ error: "listingId must be a listing id" }).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(applicationStatuses, { error: "Unknown status" }).optional()),
});

/** GET /api/conversations — the inbox page. */
export const inboxQuerySchema = z.object({ page: queryInt(1, 10_000, 1, "Page") });

/** Contents of a chat message: blank after trim is not sent; the client's key makes a retry safe. */
export const sendMessageSchema = z.strictObject({
  content: textField("Message", "multiline", { error: conversationMessages.empty })
    .min(1, conversationMessages.empty)
    .max(applicationLimits.chatMessageMax, conversationMessages.tooLong),
  clientKey: z.uuid({ error: "clientKey must be a UUID made by the client" }),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/**
 * POST /api/conversations — open (or create) the conversation of an application, or ask a host about a listing:
 * a question without an application starts with its first `message` (issue 35 part 9); without one, only a
 * conversation that already exists is opened.
 */
export const openConversationSchema = z.union([
  z.strictObject({ applicationId: z.uuid({ error: "applicationId must be an application id" }) }),
  z.strictObject({
    listingId: z.uuid({ error: applicationMessages.invalidListing }),
    message: sendMessageSchema.optional(),
  }),
]);

/** POST /api/conversations/:id/read — mark the other party's messages read, up to and including `upTo`. */
export const markReadSchema = z.strictObject({
  upTo: z.uuid({ error: "upTo must be a message id" }).optional(),
});

/* Response schemas: the API's answers (documented in the OpenAPI reference, checked by the generated matrix). */

export const personSchema = z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() });
export type Person = z.output<typeof personSchema>;
/** A party of an application that may have deleted their account (decision 0063): no id, "Deleted user". */
export const partySchema = personSchema.extend({ id: z.uuid().nullable() });

const statusSchema = z.enum(applicationStatuses);

export const applicationSchema = z.object({
  id: z.uuid(),
  status: statusSchema,
  message: z.string(),
  guestCount: z.number().int(),
  /** The stay asked for; null on a flexible request without dates. */
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
  nights: z.number().int().nullable(),
  /** The offered counts and terms; older rows may hold free text. */
  deliverables: z.union([z.record(z.string(), z.unknown()), z.string()]),
  createdAt: z.string(),
  updatedAt: z.string(),
  listing: z.object({ id: z.uuid(), title: z.string(), location: z.string() }),
  host: partySchema,
  creator: partySchema,
  conversationId: z.uuid().nullable(),
  collaborationId: z.uuid().nullable(),
  /** The creator's follower counts (issue 35 part 4): null when they have no creator profile. */
  creatorFollowers: z
    .object({
      total: z.number().int(),
      instagram: z.number().int(),
      tiktok: z.number().int(),
      youtube: z.number().int(),
    })
    .nullable(),
});
export type Application = Omit<z.output<typeof applicationSchema>, "status" | "deliverables"> & {
  status: ApplicationStatus;
  deliverables: Partial<ApplicationDeliverables> | string;
};

export const applicationPageSchema = z.object({
  items: z.array(applicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ApplicationPage = { items: Application[]; total: number; page: number; pageSize: number };

/** What the listing page shows a creator about their own application to it. */
export const myApplicationMarkSchema = z
  .object({ id: z.uuid(), status: statusSchema, placeholder: z.boolean() })
  .nullable();
export type MyApplicationMark = { id: string; status: ApplicationStatus; placeholder: boolean } | null;
/** GET /api/applications/for-listing/:id — the mark, and whether the creator meets the follower minimum. */
export const listingApplyStateSchema = z.object({
  application: myApplicationMarkSchema,
  followerRequirementMet: z.boolean(),
});
export type ListingApplyState = { application: MyApplicationMark; followerRequirementMet: boolean };

export const chatMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  /** null: the sender deleted their account ("Deleted user"). */
  sender: personSchema.nullable(),
  content: z.string(),
  messageType: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  clientKey: z.string().nullable(),
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid().nullable(),
  applicationStatus: statusSchema.nullable(),
  placeholder: z.boolean(),
  listing: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  other: personSchema.nullable(),
  /** The other party's account is suspended (decision 0057): the thread is read-only for now. */
  otherSuspended: z.boolean(),
  /**
   * Nothing more can be sent here: one of the two blocked the other and no collaboration of this conversation is
   * running (decision 0068). Said the same way to both; only `blockedByMe` tells the one who blocked.
   */
  closed: z.boolean(),
  /** The reader blocked the other party (never set for the person who was blocked). */
  blockedByMe: z.boolean(),
  lastMessage: z.object({ content: z.string(), createdAt: z.string(), mine: z.boolean() }).nullable(),
  unread: z.number().int(),
  updatedAt: z.string(),
});
export type ConversationSummary = Omit<z.output<typeof conversationSummarySchema>, "applicationStatus"> & {
  applicationStatus: ApplicationStatus | null;
};

export const inboxSchema = z.object({ items: z.array(conversationSummarySchema), unreadTotal: z.number().int() });
export type Inbox = { items: ConversationSummary[]; unreadTotal: number };
