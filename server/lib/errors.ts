import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Codes the API answers with (docs/api.md). */
export type ErrorCode =
  | "validation_failed"
  | "invalid_json"
  | "unauthenticated"
  | "forbidden"
  | "wrong_role"
  | "email_not_confirmed"
  | "invalid_credentials"
  | "invalid_token"
  | "invalid_password"
  | "not_found"
  | "conflict"
  | "already_saved"
  | "invalid_transition"
  | "email_taken"
  | "payload_too_large"
  | "storage_quota_exceeded"
  | "unsupported_media_type"
  | "rate_limited"
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
