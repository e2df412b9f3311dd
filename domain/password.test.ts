import { describe, expect, it } from "vitest";
import { isCreatorPasswordValid, passwordChecks, passwordScore, passwordStrength } from "./password.ts";

describe("password strength (spec 000 §5)", () => {
  it("scores the five checks", () => {
    expect(passwordChecks("Abcdefg1!")).toEqual({
      length: true,
      uppercase: true,
      lowercase: true,
      number: true,
      special: true,
    });
    expect(passwordScore("")).toBe(0);
    expect(passwordScore("abc")).toBe(1);
    expect(passwordScore("abcdefgh")).toBe(2);
    expect(passwordScore("Abcdefgh1")).toBe(4);
  });

  it("labels under 2 Weak, under 4 Medium, else Strong", () => {
    expect(passwordStrength("abc")).toBe("Weak");
    expect(passwordStrength("abcdefgh")).toBe("Medium");
    expect(passwordStrength("Abcdefgh")).toBe("Medium");
    expect(passwordStrength("Abcdefgh1")).toBe("Strong");
    expect(passwordStrength("Ab1!")).toBe("Strong");
  });

  it("accepts a creator password with 8+ characters and 4 of 5 checks", () => {
    expect(isCreatorPasswordValid("Abcdefg1")).toBe(true);
    expect(isCreatorPasswordValid("abcdefg1!")).toBe(true);
    expect(isCreatorPasswordValid("abcdefgh1")).toBe(false);
    expect(isCreatorPasswordValid("Ab1!")).toBe(false);
    expect(isCreatorPasswordValid("ABCDEFG1")).toBe(false);
  });
});
