// @vitest-environment happy-dom
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { firstRevealed, useRevealCount } from "./use-reveal-count.ts";

describe("useRevealCount", () => {
  it("reveals the first items at once and the rest in later renders, up to the total", async () => {
    const { result, rerender } = renderHook(({ total }) => useRevealCount(total), { initialProps: { total: 0 } });
    expect(result.current).toBe(0);
    rerender({ total: 20 });
    expect(result.current).toBe(firstRevealed);
    await waitFor(() => expect(result.current).toBe(20));
  });

  it("shows a short list whole, and a list that grows past what was revealed at once", async () => {
    const { result, rerender } = renderHook(({ total }) => useRevealCount(total), { initialProps: { total: 3 } });
    expect(result.current).toBe(3);
    rerender({ total: 12 });
    await waitFor(() => expect(result.current).toBe(12));
    rerender({ total: 13 });
    expect(result.current).toBe(12);
    await waitFor(() => expect(result.current).toBe(13));
  });
});
