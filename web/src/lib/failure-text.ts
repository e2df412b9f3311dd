import { ApiError } from "@/lib/api.ts";

/**
 * The text to show for a failed request: the server's own message for a request it refused (4xx; the API's
 * messages are written for people), otherwise the caller's fallback (network failure, 5xx).
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}
