import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

/** Every discovery query parameter lives in the URL (shareable, survives reload); the API reads the same names. */
export const discoveryParamNames = [
  "q",
  "category",
  "region",
  "offerType",
  "minFollowers",
  "maxFollowers",
  "maxGuests",
  "page",
] as const;
export type DiscoveryParam = (typeof discoveryParamNames)[number];

export function useDiscoveryParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  /** Only the known, non-empty parameters, in a fixed order (a stable query key). */
  const apiParams = useMemo(() => {
    const out = new URLSearchParams();
    for (const name of discoveryParamNames) {
      const value = searchParams.get(name)?.trim();
      if (value) out.set(name, value);
    }
    return out;
  }, [searchParams]);

  const get = useCallback((name: DiscoveryParam) => searchParams.get(name) ?? "", [searchParams]);

  /** Sets parameters ("" removes one); any change but the page itself goes back to page 1. */
  const update = useCallback(
    (changes: Partial<Record<DiscoveryParam, string>>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          if (!("page" in changes)) next.delete("page");
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams],
  );

  const clear = useCallback(() => setSearchParams(new URLSearchParams()), [setSearchParams]);

  return { apiParams, get, update, clear };
}
