import { StateTransitionError } from "@domain/state-graph.ts";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { isUniqueViolation } from "../db/unique-violation.ts";

/** Codes the API answers with (docs/api.md). */
export type ErrorCode =
  | "validation_failed"
  | "invalid_json"
  | "unauthenticated"
  | "forbidden"
  | "wrong_role"
  | "operator_account"
  | "account_suspended"
  | "not_an_operator"
  | "two_factor_required"
  | "code_required"
  | "invalid_code"
  | "code_reused"
  | "email_not_confirmed"
  | "invalid_credentials"
  | "invalid_token"
  | "invalid_password"
  | "passkey_failed"
  | "not_found"
  | "conflict"
  | "already_saved"
  | "you_blocked"
  | "conversation_closed"
  | "already_reported"
  | "already_appealed"
  | "appeal_too_late"
  | "own_item"
  | "not_your_appeal"
  | "invalid_transition"
  | "email_taken"
  | "payload_too_large"
  | "storage_quota_exceeded"
  | "unsupported_media_type"
  | "rate_limited"
  | "server_busy"
  | "idempotency_key_reused"
  | "idempotency_key_in_progress"
  | "internal_error";

/** An error meant for the client: its message is shown to a person as it is. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
    /** Response headers that belong to this answer (e.g. `Retry-After` on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, "unauthenticated", "Please sign in to continue.");
export const forbidden = (message = "You are not allowed to do this.") => new HttpError(403, "forbidden", message);
export const notFound = (message = "Not found") => new HttpError(404, "not_found", message);

const concurrentChange = "This was changed by someone else at the same moment. Please reload and try again.";

/**
 * The client's answer to an error that means the same wherever it is thrown, so no service maps it itself (the
 * app's error handler asks): a move the lifecycle graph refuses is 409 `invalid_transition` with the graph's own
 * sentence; a unique index refusing a row written at the same moment by someone else is 409 `conflict`. Null for
 * anything else (the handler's 5xx).
 */
export function clientErrorOf(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof StateTransitionError) return new HttpError(409, "invalid_transition", error.message);
  if (isUniqueViolation(error)) return new HttpError(409, "conflict", concurrentChange);
  return null;
}

export function errorBody(error: HttpError) {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.extra ?? {}),
    },
  };
}
