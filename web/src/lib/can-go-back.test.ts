import { afterEach, describe, expect, it, vi } from "vitest";
import { canGoBack } from "./can-go-back.ts";

const withHistoryState = (state: unknown) => vi.stubGlobal("window", { history: { state } });

describe("canGoBack", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is true once the router has an earlier entry of this app", () => {
    withHistoryState({ idx: 2 });
    expect(canGoBack()).toBe(true);
  });

  it("is false on the first entry, without router state, or with a foreign state", () => {
    for (const state of [{ idx: 0 }, null, {}, { idx: "1" }]) {
      withHistoryState(state);
      expect(canGoBack()).toBe(false);
    }
  });
});
