import { suspensionMessages } from "@domain/operators.ts";
import { HttpError } from "../../lib/errors.ts";
import { trustedDevice } from "../accounts/login-throttle.ts";
import * as accountQueries from "../accounts/queries.ts";
import { type AccountDeps, checkRole, finishSignIn } from "../accounts/service.ts";
import { suspensionOf } from "../operators/suspension.ts";
import type { SessionUser } from "../profiles/queries.ts";
import type { RequestFacts } from "./deps.ts";
import { verifyPasskeySignIn } from "./passkeys.ts";
import { startSession } from "./session-cookie.ts";

/**
 * "Sign in with a passkey" on a role card (decision 0062): the assertion names the account; then the same checks
 * as a password sign-in — a suspended account is refused, the role must be the card's ("Wrong login form"), before
 * any session is made. A passkey is a second factor of its own (the device and its lock), so no TOTP code is asked.
 */
export async function signInWithPasskey(
  deps: AccountDeps,
  input: { role: "creator" | "host"; challengeId: string; response: Record<string, unknown> },
  request: RequestFacts,
): Promise<{ user: SessionUser; cookies: string[] }> {
  const { userId } = await verifyPasskeySignIn(deps, input);
  const suspension = await suspensionOf(deps.db, userId);
  if (suspension) {
    throw new HttpError(
      403,
      "account_suspended",
      suspensionMessages.signInRefused(suspension.message, deps.config.supportEmail),
    );
  }
  await checkRole(deps, userId, input.role, null);
  const user = await accountQueries.findUserById(deps.db, userId);
  if (!user) throw new HttpError(401, "passkey_failed", "The passkey could not be checked. Please try again.");
  const { secret } = await deps.auth.$context;
  const device = trustedDevice(request.headers.get("cookie") ?? undefined, secret, user.email);
  const session = await startSession(deps, userId, request);
  const done = await finishSignIn(
    deps,
    { id: userId, email: user.email },
    { headers: request.headers, device, method: "passkey" },
  );
  return { user: done.user, cookies: [session.cookie, done.cookie] };
}
