import { describe, expect, it } from "vitest";
import {
  allowedTransitions,
  assertTransition,
  canTransition,
  defineStateGraph,
  everyTriple,
  StateTransitionError,
  statesLeadingTo,
} from "./state-graph.ts";

const door = defineStateGraph<"open" | "closed" | "locked", "guest" | "owner", { hasKey: boolean }>({
  name: "door",
  states: ["open", "closed", "locked"],
  actors: ["guest", "owner"],
  edges: [
    { from: "open", to: "closed", by: "guest" },
    { from: "closed", to: "open", by: "guest" },
    { from: "closed", to: "locked", by: "owner", guard: ({ hasKey }) => (hasKey ? null : "You need the key.") },
  ],
});

describe("state graph", () => {
  it("lists the moves of one actor from one state, leaving out edges whose guard refuses", () => {
    expect(allowedTransitions(door, "closed", "guest", { hasKey: false })).toEqual(["open"]);
    expect(allowedTransitions(door, "closed", "owner", { hasKey: true })).toEqual(["locked"]);
    expect(allowedTransitions(door, "closed", "owner", { hasKey: false })).toEqual([]);
    expect(allowedTransitions(door, "locked", "owner", { hasKey: true })).toEqual([]);
  });

  it("refuses a missing edge, the right edge taken by the wrong party, or a guarded edge, with a readable message", () => {
    expect(() => assertTransition(door, "closed", "locked", "owner", { hasKey: true })).not.toThrow();
    expect(() => assertTransition(door, "closed", "locked", "guest", { hasKey: true })).toThrow(StateTransitionError);
    expect(() => assertTransition(door, "closed", "locked", "owner", { hasKey: false })).toThrow("You need the key.");
    expect(() => assertTransition(door, "locked", "open", "owner", { hasKey: true })).toThrow(
      "This door is locked and can't be made open.",
    );
    expect(canTransition(door, "open", "closed", "guest", { hasKey: false })).toBe(true);
  });

  it("names the states an actor can move to a given state from, guards not asked", () => {
    expect(statesLeadingTo(door, "locked", "owner")).toEqual(["closed"]);
    expect(statesLeadingTo(door, "locked", "guest")).toEqual([]);
    expect(statesLeadingTo(door, "open", "guest")).toEqual(["closed"]);
  });

  it("enumerates every (from, to, actor) triple", () => {
    expect(everyTriple(door)).toHaveLength(3 * 3 * 2);
    expect(everyTriple(door)).toContainEqual({ from: "locked", to: "locked", actor: "owner" });
  });
});
