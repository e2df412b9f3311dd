import { describe, expect, it } from "vitest";
import { assertListingTransition, listingStatusActions } from "./listing-states.ts";
import { StateTransitionError } from "./state-graph.ts";

describe("listing state graph", () => {
  it("offers the host one status action per state: pause, resume, reactivate", () => {
    expect(listingStatusActions("active")).toEqual([{ from: "active", to: "paused", action: "pause" }]);
    expect(listingStatusActions("paused")).toEqual([{ from: "paused", to: "active", action: "resume" }]);
    expect(listingStatusActions("archived")).toEqual([{ from: "archived", to: "active", action: "reactivate" }]);
  });

  it("allows the graph's edges and same-status no-ops, refuses the rest", () => {
    for (const [from, to] of [
      ["active", "paused"],
      ["paused", "active"],
      ["active", "archived"],
      ["paused", "archived"],
      ["archived", "active"],
      ["archived", "archived"],
    ] as const) {
      expect(() => assertListingTransition(from, to)).not.toThrow();
    }
    expect(() => assertListingTransition("archived", "paused")).toThrow(StateTransitionError);
    expect(() => assertListingTransition("archived", "paused")).toThrow(/can only be reactivated/);
  });

  it("leaves an unpublished listing to operators: the host has no way out, not even archiving", () => {
    expect(listingStatusActions("unpublished")).toEqual([]);
    for (const to of ["active", "paused", "archived"] as const) {
      expect(() => assertListingTransition("unpublished", to)).toThrow(/ask for re-publication/);
      expect(() => assertListingTransition("unpublished", to, "operator")).not.toThrow();
      expect(() => assertListingTransition(to, "unpublished")).toThrow(StateTransitionError);
      expect(() => assertListingTransition(to, "unpublished", "operator")).not.toThrow();
    }
    expect(() => assertListingTransition("unpublished", "unpublished", "operator")).not.toThrow();
  });
});
