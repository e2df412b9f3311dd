import { describe, expect, it } from "vitest";
import { staysHonoured } from "./stays-honoured.ts";

const accepted = (cancelledBy: "host" | "creator" | null = null, cancelled = cancelledBy !== null) => ({
  cancelled,
  cancelledBy,
});

describe("stays honoured (issue 35 part 12, decision 0059)", () => {
  it("is the share of accepted collaborations the host did not cancel, from 5 on", () => {
    const four = [accepted(), accepted(), accepted("creator"), accepted("host")];
    expect(staysHonoured(four)).toBeNull();
    expect(staysHonoured([...four, accepted()])).toEqual({ honoured: 4, accepted: 5, percent: 80 });
  });
  it("leaves out a cancellation nobody recorded the author of (older data): never counted for or against", () => {
    const older = accepted(null, true);
    const five = [accepted(), accepted(), accepted(), accepted(), older];
    expect(staysHonoured(five)).toBeNull();
    expect(staysHonoured([...five, accepted("host")])).toEqual({ honoured: 4, accepted: 5, percent: 80 });
  });
  it("rounds to a whole percent and never shows 100% with a host cancellation in it", () => {
    const many = [...Array.from({ length: 299 }, () => accepted()), accepted("host")];
    expect(staysHonoured(many)).toEqual({ honoured: 299, accepted: 300, percent: 99 });
  });
});
