import { describe, expect, it } from "vitest";
import { createEventGate } from "./event-gate.ts";

describe("the event gate of a realtime stream", () => {
  it("sends an event whose id arrives after a higher one (two sends committed in the other order)", () => {
    const gate = createEventGate(9);
    expect(gate.admit(11)).toBe(true);
    expect(gate.admit(10)).toBe(true);
    expect(gate.highest()).toBe(11);
  });

  it("sends each id once and nothing at or below the starting point", () => {
    const gate = createEventGate(9);
    expect([gate.admit(9), gate.admit(5), gate.admit(10), gate.admit(10)]).toEqual([false, false, true, false]);
  });

  it("after a restart, sends only what comes after the new starting point", () => {
    const gate = createEventGate(3);
    expect(gate.admit(4)).toBe(true);
    gate.restartAfter(20);
    expect([gate.admit(4), gate.admit(20), gate.admit(21)]).toEqual([false, false, true]);
    expect(gate.highest()).toBe(21);
  });

  it("remembers a bounded number of ids: the forgotten ones count as sent", () => {
    const gate = createEventGate(0);
    for (let id = 1; id <= 1001; id++) expect(gate.admit(id)).toBe(true);
    expect(gate.admit(1)).toBe(false);
    expect(gate.admit(1001)).toBe(false);
    expect(gate.admit(1002)).toBe(true);
  });
});
