import { describe, expect, it } from "vitest";
import { assertTransition, canTransition, StateTransitionError } from "./state-graph.ts";
import { stayActions, stayGraph } from "./stay-phases.ts";

const dated = (today: string) => ({ today, checkIn: "2027-02-27", checkOut: "2027-03-02" });
const flexible = (today: string) => ({ today, checkIn: null, checkOut: null });

describe("stay phase graph (issue 33)", () => {
  it("records arrival from the check-in date (the listing's local date), not the day before", () => {
    expect(stayActions("upcoming", dated("2027-02-26"))).toEqual([]);
    expect(stayActions("upcoming", dated("2027-02-27"))).toEqual(["arrived"]);
    expect(() => assertTransition(stayGraph, "upcoming", "arrived", "host", dated("2027-02-26"))).toThrow(
      "Arrival can be recorded from the check-in date, 2027-02-27.",
    );
  });
  it("a flexible stay takes arrival any day; twice is refused", () => {
    expect(stayActions("upcoming", flexible("2020-01-01"))).toEqual(["arrived"]);
    expect(() => assertTransition(stayGraph, "arrived", "arrived", "host", flexible("2020-01-01"))).toThrow(
      "The creator's arrival is already recorded.",
    );
  });
  it("departs by itself on the check-out date across a month end; the host may record it earlier", () => {
    expect(canTransition(stayGraph, "arrived", "departed", "system", dated("2027-03-01"))).toBe(false);
    expect(canTransition(stayGraph, "arrived", "departed", "system", dated("2027-03-02"))).toBe(true);
    expect(canTransition(stayGraph, "arrived", "departed", "system", flexible("2027-03-02"))).toBe(false);
    expect(stayActions("arrived", dated("2027-02-28"))).toEqual(["departed"]);
  });
  it("nothing leaves departed or no-show", () => {
    for (const from of ["departed", "no_show"] as const) {
      expect(stayActions(from, dated("2027-03-05"))).toEqual([]);
      expect(() => assertTransition(stayGraph, from, "arrived", "host", dated("2027-03-05"))).toThrow(
        StateTransitionError,
      );
    }
  });
});
