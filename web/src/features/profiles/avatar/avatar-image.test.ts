import { creatorMessages } from "@domain/creators.ts";
import { describe, expect, it } from "vitest";
import { avatarFileProblem, rotateBy, rotatedSize } from "./avatar-image.ts";

describe("avatarFileProblem", () => {
  it("accepts an image up to 10 MB", () => {
    expect(avatarFileProblem({ type: "image/png", size: 10 * 1024 * 1024 })).toBeNull();
  });
  it("refuses a file that is not an image first", () => {
    expect(avatarFileProblem({ type: "application/pdf", size: 50 * 1024 * 1024 })).toEqual({
      title: creatorMessages.avatarInvalidTypeTitle,
      text: creatorMessages.avatarInvalidTypeText,
    });
  });
  it("refuses an image over 10 MB", () => {
    expect(avatarFileProblem({ type: "image/jpeg", size: 10 * 1024 * 1024 + 1 })?.title).toBe(
      creatorMessages.avatarTooLargeTitle,
    );
  });
});

describe("rotation", () => {
  it("steps by 90 degrees and wraps", () => {
    expect(rotateBy(0, 90)).toBe(90);
    expect(rotateBy(0, -90)).toBe(270);
    expect(rotateBy(270, 90)).toBe(0);
  });
  it("swaps width and height at 90 and 270 degrees", () => {
    expect(rotatedSize(400, 200, 90)).toEqual({ width: 200, height: 400 });
    expect(rotatedSize(400, 200, 180)).toEqual({ width: 400, height: 200 });
    expect(rotatedSize(400, 200, 270)).toEqual({ width: 200, height: 400 });
  });
});
