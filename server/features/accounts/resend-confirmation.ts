import { accountMessages, type resendConfirmationSchema } from "@domain/accounts.ts";
import type { z } from "zod";
import { consume, tooManyRequests } from "../../lib/rate-limit.ts";
import * as queries from "./queries.ts";
import { type AccountDeps, confirmationCallbackTo } from "./service.ts";

/**
 * "Resend confirmation e-mail" on the check-your-inbox panel: a few per address (a person waiting for a slow
 * mail) and more per IP (a shared office network), per hour. Counted before anything is looked up, so the
 * answer and its timing do not depend on whether the address has an account.
 */
export const resendLimit = { maxPerEmail: 3, maxPerIp: 10, windowSeconds: 60 * 60 };

/** Throws the 429 (with `Retry-After`, set by the app's error handler) when a limit is used up. */
export async function resendConfirmation(
  deps: AccountDeps,
  input: z.output<typeof resendConfirmationSchema>,
  ip: string | null,
): Promise<void> {
  const keys: [string, number][] = [[`confirm-resend:email:${input.email}`, resendLimit.maxPerEmail]];
  if (ip) keys.push([`confirm-resend:ip:${ip}`, resendLimit.maxPerIp]);
  // Both counters move on every request, so spraying many addresses from one IP is held back too.
  let retryAfterSeconds = 0;
  for (const [key, max] of keys) {
    const used = await consume(deps.db, key, resendLimit.windowSeconds);
    if (used.count > max) retryAfterSeconds = Math.max(retryAfterSeconds, used.retryAfterSeconds);
  }
  if (retryAfterSeconds > 0) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    throw tooManyRequests(accountMessages.confirmationResendLimited(minutes), retryAfterSeconds);
  }

  // Same answer for an unknown, an already confirmed and a waiting address: nothing here tells which.
  if (!deps.config.emailConfirmation) return;
  const user = await queries.findUserByEmail(deps.db, input.email);
  if (user && !user.emailVerified) {
    try {
      await deps.auth.api.sendVerificationEmail({
        body: { email: user.email, callbackURL: confirmationCallbackTo(input.returnTo) },
      });
    } catch (error) {
      // A mail failure must not reveal that the account exists; it is logged for the operator.
      deps.logger.error(`confirmation resend failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
