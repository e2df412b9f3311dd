/** A failed API call: the server's `{ error: { code, message, fields } }`, or status 0 for a network failure. */
export class ApiError extends Error {
  status: number;
  code: string;
  fields?: Record<string, string>;
  /** From a 429's Retry-After header: how long until asking again can succeed. */
  retryAfterSeconds?: number;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    if (fields) this.fields = fields;
  }
}

export type ApiOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. the dev mailbox token). */
  headers?: Record<string, string>;
};

export const networkErrorMessage = "Unable to reach the server. Please check your connection and try again.";

type ErrorBody = { error?: { code?: unknown; message?: unknown; fields?: unknown } };

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === "string")
  );
}

export async function toApiError(response: Response): Promise<ApiError> {
  let body: ErrorBody | null = null;
  try {
    body = (await response.json()) as ErrorBody;
  } catch {
    body = null;
  }
  const error = body?.error;
  const code = typeof error?.code === "string" ? error.code : `http_${response.status}`;
  const message =
    typeof error?.message === "string" && error.message.length > 0
      ? error.message
      : response.statusText || "Something went wrong. Please try again.";
  const apiError = new ApiError(
    response.status,
    code,
    message,
    isStringRecord(error?.fields) ? error.fields : undefined,
  );
  const retryAfter = Number(response.headers.get("retry-after"));
  if (Number.isFinite(retryAfter) && retryAfter > 0) apiError.retryAfterSeconds = retryAfter;
  return apiError;
}

/**
 * Calls the CollabStay API with JSON in and out and the session cookie.
 * Resolves with the parsed body (undefined for 204); rejects with an {@link ApiError}.
 */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = options.body === undefined ? "GET" : "POST", body, signal } = options;
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  const init: RequestInit = { method, headers, credentials: "same-origin" };
  if (signal) init.signal = signal;
  if (body instanceof FormData) {
    // Multipart uploads: the browser sets the Content-Type with its boundary.
    init.body = body;
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, "network_error", networkErrorMessage);
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204 || response.status === 205) return undefined as T;

  const text = await response.text();
  if (text.length === 0) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, "invalid_response", "The server sent an unexpected answer.");
  }
}

/** True when `error` is an {@link ApiError} (optionally with the given code). */
export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}
