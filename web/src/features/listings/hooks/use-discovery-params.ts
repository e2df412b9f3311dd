import { type DiscoveryParam, discoveryApiParams } from "@domain/discovery-params.ts";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";

export function useDiscoveryParams() {
  const [searchParams, setSearchParams] = useSearchParams();

  const apiParams = useMemo(() => discoveryApiParams(searchParams), [searchParams]);

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
