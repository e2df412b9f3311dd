import { z } from "zod";
import type { ApplicationStatus } from "./application-states.ts";
import { applicationStatuses, compensationTypes, usageRights } from "./constants.ts";
import { textField } from "./text.ts";

/**
 * Applications and conversations: contracts shared by server and web (spec 001 §3, §5, §8, §9). One schema per
 * contract: the apply dialog and POST /api/applications validate with the same `applySchema`.
 */

export const applicationLimits = {
  guestsMin: 1,
  guestsMax: 10,
  postsMax: 50,
  storiesMax: 100,
  videosMax: 20,
  durationMin: 1,
  durationMax: 60,
  messageMax: 2000,
  chatMessageMax: 5000,
  pageSizeDefault: 20,
  pageSizeMax: 50,
} as const;

/** Spec 001 §9 application defaults. */
export const applicationDefaults = {
  guestCount: 1,
  posts: 5,
  stories: 10,
  videos: 2,
  compensationType: "accommodation_only",
  usageRights: "limited",
  usageDurationMonths: 12,
} as const;

/** Texts verbatim from spec 001 §5 and §8 (and ours where the spec is silent, marked). */
export const applicationMessages = {
  loginRequired: "You must be logged in to apply for collaborations",
  creatorsOnly: "Only creators can apply for collaborations",
  invalidListing: "Invalid listing selected",
  messageRequired: "Please provide a message",
  followerRequirementNotMet: "Follower requirement not met",
  sentTitle: "Application Sent!",
  sent: (title: string, host: string) => `Your application for "${title}" has been sent to ${host}`,
  submitFailed: "Failed to submit application. Please try again.",
  loadFailed: "Failed to load applications. Please try again.",
  updateFailed: "Failed to update application status.",
  statusTitle: (status: string) => `Application ${status}`,
  status: (status: string) => `The application has been ${status}.`,
  noApplications: "No applications found",
  placeholderMessage: "Initial conversation - no formal application yet",
  // Ours (the spec is silent):
  alreadyApplied: "You have already applied to this listing.",
  rejectedBefore: "The host has already declined your application to this listing.",
  ownListing: "You can't apply to your own listing.",
  listingNotOpen: "This listing is not accepting applications right now.",
  notFound: "Application not found",
  withdrawn: "Your application has been withdrawn.",
  changedMeanwhile: "This application was changed in the meantime. Please reload.",
  guests: `Guests must be between ${applicationLimits.guestsMin} and ${applicationLimits.guestsMax}`,
  posts: `Posts must be between 0 and ${applicationLimits.postsMax}`,
  stories: `Stories must be between 0 and ${applicationLimits.storiesMax}`,
  videos: `Videos must be between 0 and ${applicationLimits.videosMax}`,
  duration: `Usage duration must be between ${applicationLimits.durationMin} and ${applicationLimits.durationMax} months`,
  messageTooLong: `Your message can be at most ${applicationLimits.messageMax.toLocaleString("en-US")} characters`,
} as const;

export const conversationMessages = {
  loadFailed: "Failed to load conversations.",
  startFailed: "Failed to start conversation.",
  startFailedHost: "Unable to start conversation. Please try again.",
  messagesLoadFailed: "Failed to load messages",
  sendFailed: "Failed to send message",
  noHost: "Could not find host for this application",
  // Ours:
  notFound: "Conversation not found",
  empty: "Message can't be empty",
  tooLong: `A message can be at most ${applicationLimits.chatMessageMax.toLocaleString("en-US")} characters`,
  rateLimited: (wait: string) => `You're sending messages very fast. Please wait ${wait} before sending more.`,
  noConversations: "No conversations yet",
  deletedUser: "Deleted user",
} as const;

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
export const applySchema = z.strictObject({
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
});
export type ApplyInput = z.input<typeof applySchema>;

/** PATCH /api/applications/:id — the host decides, the creator withdraws. */
export const applicationStatusSchema = z.strictObject({
  status: z.enum(["accepted", "rejected", "withdrawn"], { error: "Status must be accepted, rejected or withdrawn" }),
});

/** A whole number in a query string; empty or absent means `fallback`, anything else out of range is a 400. */
export const queryInt = (min: number, max: number, fallback: number, label: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : Number(v)))
    .pipe(
      z
        .number({ error: `${label} must be a number` })
        .int(`${label} must be a whole number`)
        .min(min, `${label} must be at least ${min}`)
        .max(max, `${label} must be at most ${max}`),
    );

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

/** POST /api/conversations — open (or create) the conversation of an application, or ask a host about a listing. */
export const openConversationSchema = z.union([
  z.strictObject({ applicationId: z.uuid({ error: "applicationId must be an application id" }) }),
  z.strictObject({ listingId: z.uuid({ error: applicationMessages.invalidListing }) }),
]);

/** POST /api/conversations/:id/read — mark the other party's messages read, up to and including `upTo`. */
export const markReadSchema = z.strictObject({
  upTo: z.uuid({ error: "upTo must be a message id" }).optional(),
});

export type Person = { id: string; name: string; avatarUrl: string | null };

export type Application = {
  id: string;
  status: ApplicationStatus;
  message: string;
  guestCount: number;
  deliverables: Partial<ApplicationDeliverables> | string;
  createdAt: string;
  updatedAt: string;
  listing: { id: string; title: string; location: string };
  host: Person;
  creator: Person;
  conversationId: string | null;
  collaborationId: string | null;
};

export type ApplicationPage = { items: Application[]; total: number; page: number; pageSize: number };

/** What the listing page shows a creator about their own application to it. */
export type MyApplicationMark = { id: string; status: ApplicationStatus; placeholder: boolean } | null;

export type ChatMessage = {
  id: string;
  conversationId: string;
  sender: Person | null;
  content: string;
  messageType: string;
  createdAt: string;
  readAt: string | null;
  clientKey: string | null;
};

export type ConversationSummary = {
  id: string;
  applicationId: string | null;
  applicationStatus: ApplicationStatus | null;
  placeholder: boolean;
  listing: { id: string; title: string } | null;
  other: Person | null;
  lastMessage: { content: string; createdAt: string; mine: boolean } | null;
  unread: number;
  updatedAt: string;
};

export type Inbox = { items: ConversationSummary[]; unreadTotal: number };

/** Spec 001 §4: each status has its own colour; anything else is grey. */
export const applicationStatusTone: Record<
  string,
  "yellow" | "green" | "red" | "blue" | "purple" | "teal" | "indigo" | "grey"
> = {
  pending: "yellow",
  accepted: "green",
  rejected: "red",
  negotiation: "blue",
  contract: "purple",
  active: "teal",
  completed: "indigo",
};
