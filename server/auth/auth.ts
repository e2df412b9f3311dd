import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { Config } from "../config.ts";
import type { Db } from "../db/client.ts";
import { accounts, authRateLimits, sessions, twoFactors, users, verifications } from "../db/schema/index.ts";
import { keptSecret } from "../lib/kept-secret.ts";
import type { Logger } from "../lib/logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { confirmationMail, resetPasswordMail } from "../mail/templates.ts";
import { withQuietAsyncContext } from "./quiet-async-context.ts";
import { fastTestPasswordHashing } from "./test-password-hashing.ts";

export const sessionMaxAgeSeconds = 60 * 60 * 24 * 30;
/** A session's expiry slides forward at most once a day (better-auth's updateAge). */
export const sessionRefreshAgeSeconds = 60 * 60 * 24;
export const resetTokenSeconds = 60 * 60;
/** An operator's session ends after 12 hours and never slides (decision 0057). */
export const operatorSessionSeconds = 60 * 60 * 12;

/**
 * In production AUTH_SECRET is required (config enforces it). Elsewhere a random secret is kept in
 * DATA_DIR so sessions survive restarts; tests pass their own.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  return keptSecret(path.resolve(config.dataDir, "auth-secret"), () => randomBytes(32).toString("hex"));
}

export function createAuth(deps: { config: Config; db: Db; mailer: Mailer; logger: Logger; secret: string }) {
  const { config, mailer } = deps;
  return withQuietAsyncContext(
    betterAuth({
      appName: "CollabStay",
      baseURL: config.publicUrl,
      basePath: "/api/auth",
      secret: deps.secret,
      database: drizzleAdapter(deps.db, {
        provider: "pg",
        schema: {
          user: users,
          session: sessions,
          account: accounts,
          verification: verifications,
          rateLimit: authRateLimits,
          twoFactor: twoFactors,
        },
      }),
      emailAndPassword: {
        enabled: true,
        requireEmailVerification: config.emailConfirmation,
        // The creator form asks for more (domain/password.ts); 6 is the floor of reset and settings (spec 000 §9).
        minPasswordLength: 6,
        maxPasswordLength: 128,
        autoSignIn: false,
        resetPasswordTokenExpiresIn: resetTokenSeconds,
        revokeSessionsOnPasswordReset: true,
        ...(config.passwordHashing === "fast" && { password: fastTestPasswordHashing }),
        sendResetPassword: async ({ user, token }) => {
          // Our own page validates the token and shows the form (spec 000 §2 /reset).
          const url = `${config.publicUrl}/reset?token=${encodeURIComponent(token)}`;
          await mailer.send(resetPasswordMail(user.email, user.name, url));
        },
      },
      emailVerification: {
        sendOnSignUp: false,
        // A sign-in with the right password but an unconfirmed address mails a fresh link: an expired
        // link must never lock a person out for good.
        sendOnSignIn: true,
        autoSignInAfterVerification: true,
        expiresIn: 60 * 60 * 24,
        sendVerificationEmail: async ({ user, url }) => {
          await mailer.send(confirmationMail(user.email, user.name, url));
        },
      },
      // Operators' two-factor sign-in (decision 0057). Only our own routes call it (server/features/operators/);
      // none of the plugin's endpoints is mounted (app.ts exposes /api/auth/verify-email alone).
      plugins: [twoFactor({ issuer: "CollabStay" })],
      session: { expiresIn: sessionMaxAgeSeconds, updateAge: sessionRefreshAgeSeconds },
      rateLimit: { enabled: true, storage: "database", window: 60, max: 60 },
      trustedOrigins: [config.publicUrl],
      advanced: {
        database: { generateId: () => randomUUID() },
        useSecureCookies: config.publicUrl.startsWith("https://"),
        defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
        ipAddress: config.trustProxy ? { ipAddressHeaders: ["x-forwarded-for"] } : { disableIpTracking: true },
      },
      telemetry: { enabled: false },
      logger: { disabled: config.logLevel === "silent" },
    }),
  );
}

export type Auth = ReturnType<typeof createAuth>;
