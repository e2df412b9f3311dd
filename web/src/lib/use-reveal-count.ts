import { startTransition, useEffect, useState } from "react";

/** Cards a phone's first screen shows with room to spare; the rest of a page follows. */
export const firstRevealed = 4;
const revealStep = 8;

/**
 * How many of a list's `total` items to render now (issue 38). Rendering in slices (`useRenderInSlices`) keeps
 * React's render phase responsive, but a page of twenty cards still commits its DOM and lays it out in one long
 * task on a phone's CPU (the largest task left on the dashboards). So the first `firstRevealed` items commit
 * first, and the rest follow a few at a time in background renders after the browser has painted, each its own
 * short commit and layout. What is added sits below the first screen, so nothing that is seen moves.
 * A list that grows (a new page, a realtime change) shows everything already revealed at once.
 */
export function useRevealCount(total: number): number {
  const [revealed, setRevealed] = useState(firstRevealed);
  useEffect(() => {
    if (revealed >= total) return;
    // After the next frame is painted: a timeout queued from requestAnimationFrame runs once the frame is out.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setRevealed((n) => n + revealStep)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [revealed, total]);
  return Math.min(revealed, total);
}
