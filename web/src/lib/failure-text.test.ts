import { describe, expect, it } from "vitest";
import { ApiError } from "./api.ts";
import { failureText } from "./failure-text.ts";

describe("failureText", () => {
  it("shows the server's own message for a request it refused (4xx)", () => {
    expect(failureText(new ApiError(409, "conflict", "Already Saved"), "fallback")).toBe("Already Saved");
  });

  it("falls back for a server failure, a network failure or an empty message", () => {
    expect(failureText(new ApiError(500, "internal", "Internal error"), "fallback")).toBe("fallback");
    expect(failureText(new ApiError(0, "network", "offline"), "fallback")).toBe("fallback");
    expect(failureText(new ApiError(400, "bad", ""), "fallback")).toBe("fallback");
    expect(failureText(new Error("boom"), "fallback")).toBe("fallback");
  });
});
