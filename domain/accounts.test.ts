import { describe, expect, it } from "vitest";
import {
  accountMessages,
  changePasswordSchema,
  creatorFullNameSchema,
  emailSchema,
  profileUpdateSchema,
  signUpSchema,
  toUserType,
} from "./accounts.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("full name rule (creator sign-up)", () => {
  it("accepts letters, spaces, hyphens and apostrophes, in any script", () => {
    for (const name of ["Ana", "Jean-Luc Picard", "Siobhán O'Brien", "Zoë Ærø", "李 小龙"]) {
      expect(creatorFullNameSchema.safeParse(name).success).toBe(true);
    }
  });

  it("gives the spec's messages", () => {
    expect(firstMessage(creatorFullNameSchema.safeParse(""))).toBe(accountMessages.fullNameRequired);
    expect(firstMessage(creatorFullNameSchema.safeParse("A"))).toBe(accountMessages.fullNameShort);
    expect(firstMessage(creatorFullNameSchema.safeParse("Agent 007"))).toBe(accountMessages.fullNameChars);
    expect(firstMessage(creatorFullNameSchema.safeParse("<script>"))).toBe(accountMessages.fullNameChars);
  });
});

describe("e-mail", () => {
  it("trims and lower-cases a valid address and explains a bad one", () => {
    expect(emailSchema.parse("  Maya@Example.COM ")).toBe("maya@example.com");
    expect(firstMessage(emailSchema.safeParse(""))).toBe(accountMessages.emailRequired);
    expect(firstMessage(emailSchema.safeParse("maya@"))).toBe(accountMessages.emailInvalid);
  });
});

describe("sign-up by role", () => {
  it("holds creators and hosts to the same strong password rule (issue 35 part 11)", () => {
    const base = { email: "a@b.test", fullName: "Ana Lee" };
    for (const role of ["creator", "host"] as const) {
      expect(signUpSchema.safeParse({ ...base, role, password: "simple1" }).success, role).toBe(false);
      expect(signUpSchema.safeParse({ ...base, role, password: "short" }).success, role).toBe(false);
      expect(signUpSchema.safeParse({ ...base, role, password: "Str0ng-Pass!" }).success, role).toBe(true);
    }
    expect(signUpSchema.safeParse({ ...base, role: "admin", password: "Str0ng-Pass!" }).success).toBe(false);
  });
});

describe("settings", () => {
  it("needs a new password of 6 or more", () => {
    expect(firstMessage(changePasswordSchema.safeParse({ currentPassword: "x", newPassword: "12345" }))).toBe(
      accountMessages.passwordTooShortSettings,
    );
  });

  it("turns an emptied optional field into null and refuses the e-mail", () => {
    expect(profileUpdateSchema.parse({ phone: "  " })).toEqual({ phone: null });
    expect(profileUpdateSchema.safeParse({ email: "x@y.test" }).success).toBe(false);
  });
});

describe("role mapping", () => {
  it("maps admin to host and anything unknown to null", () => {
    expect(toUserType("admin")).toBe("host");
    expect(toUserType("host")).toBe("host");
    expect(toUserType("creator")).toBe("creator");
    expect(toUserType("guest")).toBeNull();
    expect(toUserType(undefined)).toBeNull();
  });
});
