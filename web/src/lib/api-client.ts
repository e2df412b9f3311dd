import { type ClientResponse, hc } from "hono/client";
import type { ApiType } from "../../../server/app.ts";
import { ApiError, networkErrorMessage, toApiError } from "./api.ts";

/**
 * The API, typed from the server's routes (`ApiType`): `client.api["saved-creators"].$get({ query })`. Params,
 * query and body are checked against each route's contract, and `call` resolves with the route's success body,
 * so a server change that breaks the web app fails `npm run typecheck`.
 */
export const client = hc<ApiType>("/");

/**
 * A path parameter, encoded: `hc` puts `param` values into the path as they are, and an id taken from the page's
 * URL must not be able to name another route ("../x").
 */
export const pathParam = (value: string): string => encodeURIComponent(value);

type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, infer _Format>
    ? Status extends 204 | 205
      ? undefined
      : Status extends 200 | 201 | 202 | 203
        ? Body
        : never
    : never;

/**
 * Awaits a typed call: the success body (undefined for 204), or an {@link ApiError} with the server's
 * `{ error: { code, message, fields } }` (status 0 when the server cannot be reached).
 */
export async function call<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<SuccessBody<R>> {
  let response: R;
  try {
    response = await request;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, "network_error", networkErrorMessage);
  }
  if (!response.ok) throw await toApiError(response as unknown as Response);
  if (response.status === 204 || response.status === 205) return undefined as SuccessBody<R>;
  const text = await response.text();
  if (text.length === 0) return undefined as SuccessBody<R>;
  try {
    return JSON.parse(text) as SuccessBody<R>;
  } catch {
    throw new ApiError(response.status, "invalid_response", "The server sent an unexpected answer.");
  }
}
