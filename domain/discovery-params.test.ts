import { describe, expect, it } from "vitest";
import { discoveryApiParams } from "./discovery-params.ts";

describe("discovery API parameters", () => {
  it("sends a date filter only as a whole stay", () => {
    const both = discoveryApiParams(new URLSearchParams("checkIn=2027-03-14&checkOut=2027-03-17&q=sea"));
    expect(both.toString()).toBe("q=sea&checkIn=2027-03-14&checkOut=2027-03-17");
    const half = discoveryApiParams(new URLSearchParams("checkIn=2027-03-14&q=sea"));
    expect(half.toString()).toBe("q=sea");
  });
});
