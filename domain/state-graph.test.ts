import { describe, expect, it } from "vitest";
import { allowedTransitions, assertTransition, defineStateGraph, StateTransitionError } from "./state-graph.ts";

const door = defineStateGraph<"open" | "closed" | "locked", "guest" | "owner">({
  name: "door",
  edges: [
    { from: "open", to: "closed", by: "guest" },
    { from: "closed", to: "open", by: "guest" },
    { from: "closed", to: "locked", by: "owner" },
  ],
});

describe("state graph", () => {
  it("lists the moves of one actor from one state", () => {
    expect(allowedTransitions(door, "closed", "guest")).toEqual(["open"]);
    expect(allowedTransitions(door, "closed", "owner")).toEqual(["locked"]);
    expect(allowedTransitions(door, "locked", "owner")).toEqual([]);
  });

  it("refuses a missing edge, or the right edge taken by the wrong party, with a readable message", () => {
    expect(() => assertTransition(door, "closed", "locked", "owner")).not.toThrow();
    expect(() => assertTransition(door, "closed", "locked", "guest")).toThrow(StateTransitionError);
    expect(() => assertTransition(door, "locked", "open", "owner")).toThrow(
      "This door is locked and can't be made open.",
    );
  });
});
