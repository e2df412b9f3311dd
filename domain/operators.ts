import { z } from "zod";
import { emailSchema } from "./accounts.ts";
import { limits } from "./constants.ts";

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
  "account.password_changed": "Password changed",
  "account.password_reset": "Password reset by link",
  "account.deleted": "Account deleted",
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
    .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z~\d{1,19}$/, "Not a page cursor")
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
