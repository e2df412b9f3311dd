import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";

/**
 * Outbound GET for URLs a user typed (calendar feeds): the server must not become a way into its own network
 * (SSRF). Every address a name resolves to is checked in the socket's own `lookup`, so the address checked is
 * the address connected to (no DNS-rebinding gap), and each redirect is a new request checked the same way.
 * Size and time are capped; the caller gets a clear message for each refusal.
 */

export class SafeFetchError extends Error {}

export type SafeFetchOptions = {
  /**
   * Tests and local development: allow loopback and private addresses (all of them, or those the predicate
   * allows — a test lets its own 127.0.0.1 through and still sees other private addresses refused).
   */
  allowPrivate?: boolean | ((address: string) => boolean);
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
};

const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const)
  blocked.addSubnet(net, prefix, "ipv6");

/** True for loopback, private, link-local (cloud metadata 169.254.169.254), multicast and reserved addresses. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return isPrivateAddress(mapped[1]);
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family === 6) return blocked.check(address, "ipv6");
  return true;
}

export const refusedAddressMessage = "This address is not allowed: calendar feeds must be on the public internet";

type Allow = boolean | ((address: string) => boolean);
const refused = (address: string, allow: Allow) =>
  isPrivateAddress(address) && !(allow === true || (typeof allow === "function" && allow(address)));

function guardedLookup(allowPrivate: Allow, refusedMessage = refusedAddressMessage) {
  return (
    hostname: string,
    options: object,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(new SafeFetchError(`The feed's host ${hostname} could not be found`), []);
      const list = addresses as LookupAddress[];
      if (list.some((a) => refused(a.address, allowPrivate))) return callback(new SafeFetchError(refusedMessage), []);
      const wantsAll = (options as { all?: boolean }).all;
      if (wantsAll) return callback(null, list);
      const first = list[0];
      if (!first) return callback(new SafeFetchError(`The feed's host ${hostname} could not be found`), []);
      callback(null, first.address, first.family);
    });
  };
}

/** Checks a URL before any request: http(s) only, no credentials, and a literal IP must be public. */
export function checkFeedUrl(raw: string, allowPrivate: Allow = false): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError("Enter a calendar link starting with https:// or http://");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new SafeFetchError("Enter a calendar link starting with https:// or http://");
  if (url.username || url.password) throw new SafeFetchError("Calendar links with a user name or password are refused");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && refused(host, allowPrivate)) throw new SafeFetchError(refusedAddressMessage);
  return url;
}

function getOnce(url: URL, options: Required<SafeFetchOptions>, signal: AbortSignal) {
  return new Promise<{ status: number; location?: string; body?: string }>((resolve, reject) => {
    const lib = url.protocol === "https:" ? https : http;
    const req = lib.request(
      url,
      {
        method: "GET",
        lookup: guardedLookup(options.allowPrivate) as never,
        // A connection of its own per fetch (feeds are fetched rarely): Node's global agent keeps sockets alive, and
        // a request sent on one the feed's server is just closing fails with ECONNRESET (seen under load in the
        // contract suites); every fetch also passes the guarded lookup afresh.
        agent: false,
        headers: { accept: "text/calendar, */*;q=0.5", "user-agent": "CollabStay calendar sync" },
        signal,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          return resolve({ status, location: res.headers.location });
        }
        const declared = Number(res.headers["content-length"] ?? 0);
        if (declared > options.maxBytes) {
          res.destroy();
          return reject(new SafeFetchError(tooLarge(options.maxBytes)));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes) {
            res.destroy();
            reject(new SafeFetchError(tooLarge(options.maxBytes)));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ status, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", (error) => reject(error));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const tooLarge = (max: number) => `The calendar is larger than ${Math.round(max / 1024 / 1024)} MB`;

/** GETs `raw` as text, following up to `maxRedirects` redirects, each checked again. */
export async function safeFetchText(raw: string, opts: SafeFetchOptions = {}): Promise<string> {
  const options: Required<SafeFetchOptions> = {
    allowPrivate: opts.allowPrivate ?? false,
    maxBytes: opts.maxBytes ?? 2 * 1024 * 1024,
    timeoutMs: opts.timeoutMs ?? 10_000,
    maxRedirects: opts.maxRedirects ?? 3,
  };
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = checkFeedUrl(raw, options.allowPrivate);
  try {
    for (let hop = 0; hop <= options.maxRedirects; hop++) {
      const answer = await getOnce(url, options, signal);
      if (answer.location) {
        url = checkFeedUrl(new URL(answer.location, url).toString(), options.allowPrivate);
        continue;
      }
      if (answer.status !== 200) throw new SafeFetchError(`The calendar link answered HTTP ${answer.status}`);
      return answer.body ?? "";
    }
    throw new SafeFetchError("The calendar link redirects too many times");
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (signal.aborted)
      throw new SafeFetchError(`The calendar link did not answer within ${options.timeoutMs / 1000} s`);
    const cause = error as { cause?: unknown; message?: string };
    if (cause.cause instanceof SafeFetchError) throw cause.cause;
    throw new SafeFetchError(`The calendar could not be fetched: ${cause.message ?? "network error"}`);
  }
}

export type SafePostOptions = {
  allowPrivate?: Allow;
  /** Time for the whole exchange (connect, send, answer). */
  timeoutMs?: number;
  /** The answer's body is read up to this size (a push service answers a few bytes), the rest dropped. */
  maxAnswerBytes?: number;
  /** The refusal of a private or loopback address, in the caller's words. */
  refusedMessage?: string;
};

/**
 * Outbound POST to a URL stored from user input (Web Push endpoints, decision 0065), behind the same guard as the
 * calendar feeds: every resolved address checked in the socket's own lookup, no redirects followed, time and size
 * capped. Resolves with the status and the start of the answer; throws SafeFetchError when refused, timed out or
 * unreachable.
 */
export function safePost(
  raw: string,
  request: { headers: Record<string, string>; body: Buffer | null },
  opts: SafePostOptions = {},
): Promise<{ status: number; body: string }> {
  const allow = opts.allowPrivate ?? false;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const maxAnswerBytes = opts.maxAnswerBytes ?? 64 * 1024;
  const refusedMessage = opts.refusedMessage ?? refusedAddressMessage;
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && refused(host, allow)) return Promise.reject(new SafeFetchError(refusedMessage));
  const signal = AbortSignal.timeout(timeoutMs);
  return new Promise((resolve, reject) => {
    const lib = url.protocol === "https:" ? https : http;
    const req = lib.request(
      url,
      {
        method: "POST",
        lookup: guardedLookup(allow, refusedMessage) as never,
        agent: false,
        headers: { ...request.headers, "content-length": String(request.body?.length ?? 0) },
        signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          if (size < maxAnswerBytes) chunks.push(chunk);
          size += chunk.length;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).subarray(0, maxAnswerBytes).toString("utf8"),
          }),
        );
        res.on("error", (error) => reject(error));
      },
    );
    req.on("error", (error) => {
      if (signal.aborted) return reject(new SafeFetchError(`No answer within ${timeoutMs / 1000} s`));
      const cause = error as { cause?: unknown; message?: string };
      if (error instanceof SafeFetchError) return reject(error);
      if (cause.cause instanceof SafeFetchError) return reject(cause.cause);
      reject(new SafeFetchError(`The request failed: ${cause.message ?? "network error"}`));
    });
    req.end(request.body ?? undefined);
  });
}
