import { z } from "zod";
import { emailSchema } from "./accounts.ts";
import { limits, supportStatuses } from "./constants.ts";
import { textField } from "./text.ts";

/** What operators (the people who run the marketplace, decision 0057) are told, on the server and in the console. */
export const operatorMessages = {
  twoFactorRequired: "Set up two-factor sign-in before using the console.",
  notForOperators: "Operator accounts use the console at /operator, not the marketplace.",
  wrongForm: "This is an operator account. Please sign in at /operator/sign-in.",
  notAnOperator: "This page is for operators. Hosts and creators sign in at /auth.",
  codeRequired: "Enter the 6-digit code from your authenticator app (or a recovery code).",
  codeInvalid: "That code is not right. Check your authenticator app and try again.",
  codeReused: "That code was already used. Wait for the next one and try again.",
  tooManyCodes: (wait: string) => `Too many wrong codes. Please wait ${wait} and try again.`,
  codeBusy: "Another code was being checked at the same moment. Please try again.",
  alreadyEnrolled: "Two-factor sign-in is already set up for this account.",
  notEnrolling: "Start the setup again: no authenticator is waiting to be confirmed.",
  wrongPassword: "That password is not right.",
} as const;

/** A TOTP code (6 digits) or one of the recovery codes better-auth makes (10 letters and digits, maybe dashed). */
export const totpCodeSchema = z
  .string({ error: operatorMessages.codeRequired })
  .trim()
  .min(1, operatorMessages.codeRequired)
  .max(32, operatorMessages.codeInvalid)
  .regex(/^[A-Za-z0-9-]+$/, operatorMessages.codeInvalid);

const passwordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(limits.passwordMax, `Password must be at most ${limits.passwordMax} characters`);

/** POST /api/operator/sign-in: the code is needed once two-factor sign-in is set up. */
export const operatorSignInSchema = z.strictObject({
  email: emailSchema,
  password: passwordField,
  code: totpCodeSchema.optional(),
});
export type OperatorSignInInput = z.input<typeof operatorSignInSchema>;

/** POST /api/operator/two-factor/setup: the password again, as for any change of how one signs in. */
export const twoFactorSetupSchema = z.strictObject({ password: passwordField });
/** Confirming a new authenticator takes a code from the app itself (a recovery code proves nothing about it). */
export const totpConfirmSchema = z.strictObject({
  code: z
    .string({ error: operatorMessages.codeRequired })
    .trim()
    .regex(/^\d{6}$/, operatorMessages.codeRequired),
});

export const operatorSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  twoFactorEnabled: z.boolean(),
});
export type Operator = z.output<typeof operatorSchema>;

export const operatorSignInResponseSchema = z.object({ operator: operatorSchema });
export const twoFactorSetupResponseSchema = z.object({
  totpURI: z.string().describe("otpauth:// URI for the authenticator app (shown as a QR code and as text)"),
  secret: z.string().describe("The base32 secret inside the URI, for typing in by hand"),
  backupCodes: z.array(z.string()).describe("Recovery codes, each usable once instead of a TOTP code"),
});
export type TwoFactorSetup = z.output<typeof twoFactorSetupResponseSchema>;

/**
 * What the audit log records (decision 0057), with the words the console shows: operator actions and security
 * events on accounts. A new action is named here first, so the console's filter knows every kind there is.
 */
export const auditActionLabels = {
  "operator.sign_in": "Operator signed in",
  "operator.sign_in_refused": "Operator sign-in refused (code)",
  "operator.two_factor_enabled": "Two-factor sign-in set up",
  "operator.created": "Operator account created",
  "operator.removed": "Operator account removed",
  "operator.viewed_user": "Viewed a person's page",
  "operator.support_replied": "Support reply sent",
  "operator.support_updated": "Support message status or assignee changed",
  "operator.suspended": "Account suspended",
  "operator.reinstated": "Account reinstated",
  "operator.signed_out_everywhere": "Signed out everywhere",
  "operator.reset_mail_sent": "Password-reset mail sent",
  "operator.two_factor_reset": "Colleague's two-factor sign-in reset",
  "operator.listing_unpublished": "Listing unpublished",
  "operator.listing_republished": "Listing re-published",
  "operator.republication_declined": "Re-publication request declined",
  "listing.republication_requested": "Host asked for re-publication",
  "operator.report_decided": "Report case decided",
  "operator.appeal_decided": "Appeal decided",
  "report.appealed": "Decision appealed",
  "report.reporter_warned": "Reporter warned (unfounded reports)",
  "dispute.opened": "Dispute opened",
  "dispute.withdrawn": "Dispute withdrawn by its opener",
  "operator.viewed_dispute": "Viewed a dispute's timeline",
  "operator.dispute_resolved": "Dispute decided",
  "account.password_changed": "Password changed",
  "account.password_reset": "Password reset by link",
  "account.deleted": "Account deleted",
  "account.two_factor_enabled": "Two-factor sign-in turned on",
  "account.two_factor_disabled": "Two-factor sign-in turned off",
  "account.recovery_codes_regenerated": "Recovery codes made again",
  "account.passkey_added": "Passkey added",
  "account.passkey_removed": "Passkey removed",
  "account.sessions_ended": "Signed out of other sessions",
} as const;
export type AuditAction = keyof typeof auditActionLabels;

/** GET /api/operator/audit: the newest first, 50 a page; `before` is the previous page's `next`. */
export const auditQuerySchema = z.strictObject({
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z_.]*$/, "Unknown action")
    .optional(),
  actorId: z.uuid("Not an account id").optional(),
  targetId: z.uuid("Not an id").optional(),
  before: z
    .string()
    .max(80)
    .regex(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?~\d{1,19}$/, "Not a page cursor")
    .optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

const namedId = z.object({ id: z.uuid().nullable(), name: z.string().nullable() });

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.string(),
  action: z.string(),
  actor: namedId.describe("Who did it; name null once the account is deleted (ids only), id null for the system"),
  target: namedId.extend({ kind: z.string().nullable() }),
  reason: z.string().nullable(),
  requestId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;
export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), next: z.string().nullable() });

/** Why an account is suspended: the category the console picks (the message to the person says the rest). */
export const suspensionCategories = {
  spam: "Spam",
  scam: "Scam or fraud",
  harassment: "Harassment",
  fake_identity: "Fake identity",
  policy: "Other breach of the terms",
} as const;
export type SuspensionCategory = keyof typeof suspensionCategories;

export const suspensionMessages = {
  self: "You cannot suspend your own account.",
  lastOperator: "This is the last active operator account: it cannot be suspended.",
  already: "This account is already suspended.",
  notSuspended: "This account is not suspended.",
  endsInPast: "The end date must be in the future.",
  /** The reason on a collaboration a suspension cancelled before arrival, as the other party reads it. */
  cancelReason: "account suspended",
  /** What a suspended person reads when signing in: why, and how to appeal. */
  signInRefused: (message: string, supportEmail: string) =>
    `Your account is suspended. ${message} To appeal, write to ${supportEmail}.`,
} as const;

/** The person page's "sign out everywhere" and "send a password-reset mail" (decision 0057). */
export const userActionMessages = {
  selfSignOut: "To end your own sessions, sign out: this action is for other people's accounts.",
  resetForOperator: "Reset mails are for hosts and creators: operator accounts are managed with the operator commands.",
  signedOut: (n: number) => (n === 1 ? "1 session ended." : `${n} sessions ended.`),
  resetSent: (email: string) => `Password-reset mail sent to ${email}.`,
} as const;
export const signOutEverywhereResponseSchema = z.object({
  sessionsEnded: z.number().int().min(0).describe("How many sessions were deleted"),
});
export const resetMailResponseSchema = z.object({ email: z.string().describe("Where the mail went") });

/** A colleague's lost two-factor sign-in, reset from their page in the console (decision 0057). */
export const twoFactorResetMessages = {
  self: "You cannot reset your own two-factor sign-in: ask another operator to do it.",
  notOperator: "Only operator accounts have two-factor sign-in: there is nothing to reset for a host or creator.",
  notEnrolled: "This operator has no two-factor sign-in set up: there is nothing to reset.",
  done: (name: string) =>
    `Two-factor sign-in reset for ${name}. They were signed out everywhere and must set it up again at their next sign-in; they got an e-mail.`,
} as const;
/** POST /api/operator/users/:id/two-factor-reset: why (kept in the audit log and told to the colleague), and the code again. */
export const twoFactorResetSchema = z.strictObject({
  reason: textField("Reason", "multiline")
    .min(5, "Say why, in at least 5 characters")
    .max(500, "Reason must be at most 500 characters"),
  code: totpCodeSchema,
});
export type TwoFactorResetInput = z.input<typeof twoFactorResetSchema>;
export const twoFactorResetResponseSchema = z.object({
  sessionsEnded: z.number().int().min(0).describe("How many of the colleague's sessions were deleted"),
});

/** POST /api/operator/users/:id/suspension: the TOTP code again, as for every suspend and reinstate. */
export const suspendSchema = z.strictObject({
  category: z.enum(Object.keys(suspensionCategories) as [SuspensionCategory, ...SuspensionCategory[]]),
  message: textField("Message", "multiline")
    .min(10, "Tell the person why, in at least 10 characters")
    .max(2000, "Message must be at most 2000 characters"),
  endsAt: z.iso
    .datetime({ offset: true, error: "Not a date and time" })
    .refine((v) => Date.parse(v) > Date.now(), suspensionMessages.endsInPast)
    .optional(),
  code: totpCodeSchema,
});
export type SuspendInput = z.input<typeof suspendSchema>;
export const reinstateSchema = z.strictObject({ code: totpCodeSchema });

/** GET /api/operator/users: name or e-mail contains `q` (any case); 20 a page. */
export const userSearchSchema = z.strictObject({
  q: textField("Search", "line").max(200, "Search must be at most 200 characters").optional(),
  page: z.coerce.number().int().min(1).max(500).optional(),
});

export const userRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.string().nullable(),
  createdAt: z.string(),
  suspended: z.boolean(),
});
export type UserRow = z.output<typeof userRowSchema>;
export const userSearchResponseSchema = z.object({
  users: z.array(userRowSchema),
  page: z.number(),
  more: z.boolean(),
});

export const userDetailSchema = userRowSchema.extend({
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean().describe("Two-factor sign-in set up (operators; false for everyone else)"),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  counts: z.object({ listings: z.number(), applications: z.number(), collaborations: z.number() }),
  sessions: z.array(z.object({ device: z.string().nullable(), lastSeen: z.string(), expiresAt: z.string() })),
  suspension: z
    .object({ category: z.string(), message: z.string(), endsAt: z.string().nullable(), since: z.string() })
    .nullable(),
});
export type UserDetail = z.output<typeof userDetailSchema>;

/** The support inbox: the contact form's messages with their status, assignee and replies. */
export const supportQuerySchema = z.strictObject({
  status: z.enum(supportStatuses).optional(),
  page: z.coerce.number().int().min(1).max(500).optional(),
});
export const supportUpdateSchema = z
  .strictObject({
    status: z.enum(supportStatuses).optional(),
    assignToMe: z.boolean().optional().describe("true: the caller takes it; false: nobody is on it"),
  })
  .refine((v) => v.status !== undefined || v.assignToMe !== undefined, "Nothing to change");
export const supportReplySchema = z.strictObject({
  body: textField("Reply", "multiline")
    .min(1, "Write a reply")
    .max(10_000, "A reply must be at most 10,000 characters"),
});

const supportMessageSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(supportStatuses),
  assignee: z.object({ id: z.uuid(), name: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type SupportMessage = z.output<typeof supportMessageSchema>;
export const supportPageSchema = z.object({
  messages: z.array(supportMessageSchema),
  page: z.number(),
  more: z.boolean(),
});
export const supportThreadSchema = z.object({
  message: supportMessageSchema,
  replies: z.array(z.object({ id: z.uuid(), body: z.string(), by: z.string().nullable(), createdAt: z.string() })),
});
export type SupportThread = z.output<typeof supportThreadSchema>;

const funnel = z.object({
  applications: z.number(),
  accepted: z.number().describe("Applications of the period that were accepted (whatever came after)"),
  completed: z.number().describe("Collaborations of the period's applications that were completed"),
});
/**
 * A host's first answer to an application (decision 0057): the earliest of accepting it (its collaboration's
 * creation), rejecting it (a rejected application is never changed again, so its last change is the rejection) and
 * the host's first message in its conversation sent after it. Applications not answered yet are left out of the
 * median and counted apart.
 */
const firstAnswer = z.object({
  medianSeconds: z.number().nullable().describe("Median time to the host's first answer; null when none answered"),
  answered: z.number().describe("Applications of the period the host has answered"),
  sent: z.number().describe("Applications sent in the period"),
});
export type FirstAnswer = z.output<typeof firstAnswer>;
/** GET /api/operator/overview: marketplace health, computed from the data at each request. */
export const overviewSchema = z.object({
  firstAnswer: z.object({ last30: firstAnswer, last90: firstAnswer }),
  signUpsByWeek: z.array(z.object({ week: z.string(), creators: z.number(), hosts: z.number() })),
  activeListings: z.number(),
  funnel: z.object({ last30: funnel, last90: funnel }),
  openSupportMessages: z.number(),
  republicationRequests: z.number().describe("Unpublished listings whose host asked to re-publish, not yet answered"),
  suspendedAccounts: z.number(),
  /** The last finished backup (`npm run backup` or BACKUP_CRON; decision 0064), null before the first. */
  lastBackup: z.object({ finishedAt: z.string(), bytes: z.number() }).nullable(),
});
export type Overview = z.output<typeof overviewSchema>;
