/**
 * Listing discovery keeps every query parameter in the page URL (shareable, survives reload); the API reads
 * the same names. The page and the server (which preloads the page's first request, server/lib/route-hints.ts)
 * must build the very same API query string, so both use this.
 */
export const discoveryParamNames = [
  "q",
  "category",
  "region",
  "offerType",
  "minFollowers",
  "maxFollowers",
  "maxGuests",
  "checkIn",
  "checkOut",
  "page",
] as const;
export type DiscoveryParam = (typeof discoveryParamNames)[number];

/** Only the known, non-empty parameters, in a fixed order (a stable query key). */
export function discoveryApiParams(searchParams: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const name of discoveryParamNames) {
    const value = searchParams.get(name)?.trim();
    if (value) out.set(name, value);
  }
  // A date filter is a stay: half of one (a check-in picked, the check-out not yet) is not sent.
  if (!out.get("checkIn") || !out.get("checkOut")) {
    out.delete("checkIn");
    out.delete("checkOut");
  }
  return out;
}
