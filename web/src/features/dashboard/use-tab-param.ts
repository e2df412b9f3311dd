import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * The dashboard tab kept in the `tab` URL parameter. An unknown or missing value falls back to the first tab;
 * changing tab replaces the history entry (spec 001 §2), so Back leaves the dashboard instead of cycling tabs.
 */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get("tab");
  const tab = tabs.find((t) => t === value) ?? tabs[0];
  const setTab = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set("tab", next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, setTab];
}
