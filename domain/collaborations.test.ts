import { describe, expect, it } from "vitest";
import { agreedDeliverablesText } from "./collaborations.ts";

describe("agreed deliverables text (spec 001 §3)", () => {
  it("shows counts, Custom package for an empty object, Not specified when missing", () => {
    expect(agreedDeliverablesText({ posts: 3, stories: 4, videos: 1 })).toBe("3 posts, 4 stories, 1 videos");
    expect(agreedDeliverablesText({})).toBe("Custom package");
    expect(agreedDeliverablesText(null)).toBe("Not specified");
    expect(agreedDeliverablesText(undefined)).toBe("Not specified");
    expect(agreedDeliverablesText("One reel")).toBe("One reel");
  });
});
