import { useDeferredValue, useState } from "react";

/**
 * Whether a region whose data just arrived may render now, as a background (transition) render. A TanStack answer
 * arrives as a synchronous update, so a long list rendered the moment it lands blocked the page for one long task
 * (a 700 ms task on /contracts under Lighthouse's phone CPU, issue 38). Deferred, React renders it in slices of a
 * few milliseconds between which the browser stays responsive; the previous state (the region's spinner) stays on
 * screen until the new one is ready. A region whose data was already there when it mounted (coming back to a
 * screen) renders at once, as before.
 */
export function useRenderInSlices(ready: boolean): boolean {
  const [readyAtMount] = useState(ready);
  return useDeferredValue(ready, readyAtMount);
}
