import { describe, expect, it } from "vitest";
import { collaborationPaymentStatus } from "./payments.ts";

describe("collaboration payment_status rule (decision 0027)", () => {
  it("follows the payments", () => {
    expect(collaborationPaymentStatus([])).toBe("pending");
    expect(collaborationPaymentStatus(["cancelled"])).toBe("cancelled");
    expect(collaborationPaymentStatus(["paid", "cancelled"])).toBe("paid");
    expect(collaborationPaymentStatus(["paid", "approved"])).toBe("approved");
    expect(collaborationPaymentStatus(["paid", "pending"])).toBe("pending");
  });
});
