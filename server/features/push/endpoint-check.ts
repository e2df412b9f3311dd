import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { pushMessages } from "@domain/push.ts";
import { HttpError } from "../../lib/errors.ts";
import { isPrivateAddress } from "../../lib/safe-fetch.ts";

const refuse = (message: string) => new HttpError(422, "validation_failed", message, { endpoint: message });
/** A name that takes longer than this to resolve is refused rather than holding the request. */
const lookupTimeoutMs = 3000;

/**
 * Checks a push endpoint before it is stored: https only, no user name or password, and every address its host
 * resolves to public (unless `allowPrivate`, tests only, which also lets plain http through). Every send checks the
 * addresses again (safePost), so a name re-pointed later is refused then.
 */
export async function checkPushEndpoint(raw: string, allowPrivate: boolean): Promise<URL> {
  const url = new URL(raw);
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) throw refuse(pushMessages.httpsOnly);
  if (url.username || url.password) throw refuse(pushMessages.refusedAddress);
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) {
    if (isPrivateAddress(host)) throw refuse(pushMessages.refusedAddress);
    return url;
  }
  let timer: NodeJS.Timeout | undefined;
  const addresses = await Promise.race([
    lookup(host, { all: true }).catch(() => null),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), lookupTimeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
  if (!addresses || addresses.length === 0) throw refuse(pushMessages.unknownHost);
  if (addresses.some((a) => isPrivateAddress(a.address))) throw refuse(pushMessages.refusedAddress);
  return url;
}
