import { z } from "zod";
import { limits } from "./constants.ts";
import { securityMessages } from "./security-labels.ts";

const passwordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(limits.passwordMax, `Password must be at most ${limits.passwordMax} characters`);
const codeField = z
  .string({ error: "Enter the 6-digit code from your authenticator app (or a recovery code)." })
  .trim()
  .min(1, "Enter the 6-digit code from your authenticator app (or a recovery code).")
  .max(32, "That code is not right. Check your authenticator app and try again.")
  .regex(/^[A-Za-z0-9-]+$/, "That code is not right. Check your authenticator app and try again.");

export const passwordConfirmSchema = z.strictObject({ password: passwordField });
/** Confirming the authenticator takes a code from the app itself (a recovery code proves nothing about it). */
export const appCodeSchema = z.strictObject({
  code: z
    .string({ error: "Enter the 6-digit code from your authenticator app." })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app."),
});
/** Turning two-factor sign-in off: a code from the app or a recovery code. */
export const codeSchema = z.strictObject({ code: codeField });

export const passkeyNameSchema = z
  .string({ error: securityMessages.passkeyNameRequired })
  .trim()
  .min(1, securityMessages.passkeyNameRequired)
  .max(60, securityMessages.passkeyNameLong);
export const passkeyRenameSchema = z.strictObject({ name: passkeyNameSchema });

/** A WebAuthn response as the browser library answers it (checked in full by SimpleWebAuthn on the server). */
const credentialResponse = z
  .object({
    id: z.string().min(1).max(1024),
    rawId: z.string().min(1).max(1024),
    type: z.literal("public-key"),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
    authenticatorAttachment: z.string().max(40).optional(),
  })
  .loose();

export const passkeyAddSchema = z.strictObject({
  challengeId: z.uuid(),
  name: passkeyNameSchema,
  response: credentialResponse,
});
export const passkeySignInSchema = z.strictObject({
  role: z.enum(["creator", "host"]),
  challengeId: z.uuid(),
  response: credentialResponse,
});

export const webauthnOptionsSchema = z.object({
  challengeId: z.uuid(),
  options: z.record(z.string(), z.unknown()),
});

export const twoFactorSetupAnswerSchema = z.object({
  totpURI: z.string(),
  secret: z.string(),
  /** The QR code of `totpURI` as an SVG document, made on the server (no outside service). */
  qrSvg: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetupAnswer = z.output<typeof twoFactorSetupAnswerSchema>;

export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.output<typeof passkeySchema>;

export const sessionEntrySchema = z.object({
  id: z.uuid(),
  browser: z.string(),
  system: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionEntry = z.output<typeof sessionEntrySchema>;

export const securityOverviewSchema = z.object({
  twoFactorEnabled: z.boolean(),
  passkeys: z.array(passkeySchema),
  sessions: z.array(sessionEntrySchema),
});
export type SecurityOverview = z.output<typeof securityOverviewSchema>;

/** Browser and system named from a user agent, enough to recognise one's own devices ("Chrome", "macOS"). */
export function describeUserAgent(ua: string | null | undefined): { browser: string; system: string } {
  const s = ua ?? "";
  const browser = /Edg(e|A|iOS)?\//.test(s)
    ? "Edge"
    : /OPR\/|Opera/.test(s)
      ? "Opera"
      : /SamsungBrowser\//.test(s)
        ? "Samsung Internet"
        : /Firefox\/|FxiOS\//.test(s)
          ? "Firefox"
          : /Chrome\/|CriOS\/|Chromium\//.test(s)
            ? "Chrome"
            : /Safari\//.test(s) && /Version\//.test(s)
              ? "Safari"
              : "Unknown browser";
  const system = /iPhone|iPad|iPod/.test(s)
    ? "iOS"
    : /Android/.test(s)
      ? "Android"
      : /CrOS/.test(s)
        ? "ChromeOS"
        : /Windows/.test(s)
          ? "Windows"
          : /Mac OS X|Macintosh/.test(s)
            ? "macOS"
            : /Linux/.test(s)
              ? "Linux"
              : "Unknown system";
  return { browser, system };
}

export { securityMessages };
