import { operatorMessages } from "@domain/operators.ts";
import type { Actor } from "./app-env.ts";
import { forbidden, HttpError, notFound, unauthenticated } from "./errors.ts";

/**
 * Who may call: `anyone` (visitors too), `signed-in` (a host or creator: the marketplace's members), one role,
 * `operator` (an operator account with two-factor sign-in set up: the console, decision 0057), `operator-setup` (any
 * operator session, for setting up two-factor sign-in), or `ops-token` (no session: the route checks the
 * deployment's Bearer token itself, e.g. the dev mailbox and /metrics).
 */
export type AccessRule = "anyone" | "signed-in" | "creator" | "host" | "operator" | "operator-setup" | "ops-token";

/**
 * The one authorization helper services start with (as immich's `requireAccess`): the route's contract already
 * refused the wrong caller, and the service says it again because a service is also called from other services,
 * jobs and tests. Returns the actor, narrowed to the rule.
 */
export function requireAccess(
  actor: Actor | null,
  rule: Exclude<AccessRule, "anyone" | "ops-token">,
  forbiddenMessage = `Only ${rule}s can do this.`,
): Actor {
  if (!actor) throw unauthenticated();
  if (rule === "operator" || rule === "operator-setup") {
    if (!actor.operator) throw forbidden(forbiddenMessage);
    if (rule === "operator" && !actor.operator.twoFactorEnabled) {
      throw new HttpError(403, "two_factor_required", operatorMessages.twoFactorRequired);
    }
    return actor;
  }
  // Operators run the marketplace from the console; they are not one of its members.
  if (actor.operator) throw new HttpError(403, "operator_account", operatorMessages.notForOperators);
  if (rule !== "signed-in" && actor.userType !== rule) throw forbidden(forbiddenMessage);
  return actor;
}

/**
 * An object the caller must own: a missing one and another owner's answer the same 404, so ids cannot be probed.
 */
export function requireOwned<T>(row: T | null | undefined, isOwner: (row: T) => boolean, message?: string): T {
  if (!row || !isOwner(row)) throw notFound(message);
  return row;
}
