import { describe, expect, it } from "vitest";
import { returnPathMax, safeReturnPath, signInPath, signInReason } from "./return-path.ts";

describe("safeReturnPath", () => {
  it("keeps paths on this site with their query and hash", () => {
    expect(safeReturnPath("/listings/5f0c")).toBe("/listings/5f0c");
    expect(safeReturnPath("/listings?q=bali&category=Hotel")).toBe("/listings?q=bali&category=Hotel");
    expect(safeReturnPath("/creators#top")).toBe("/creators#top");
    expect(safeReturnPath("/")).toBe("/");
  });

  it("refuses other origins and the tricks that reach them", () => {
    for (const value of [
      "//evil.com",
      "//evil.com/listings",
      "/\\evil.com",
      "\\\\evil.com",
      "/\t/evil.com",
      "/\n/evil.com",
      "https://evil.com",
      "http://localhost/listings",
      "javascript:alert(1)",
      "data:text/html,hi",
      "evil.com",
      "listings",
      " /listings",
      "/%0a/evil.com".replace("%0a", "\u000b"),
    ]) {
      expect(safeReturnPath(value), value).toBeNull();
    }
  });

  it("refuses non-strings, empty and over-long values", () => {
    for (const value of [undefined, null, 42, {}, ["/listings"], ""]) expect(safeReturnPath(value)).toBeNull();
    expect(safeReturnPath(`/${"a".repeat(returnPathMax)}`)).toBeNull();
  });

  it("never returns to the sign-in pages themselves", () => {
    expect(safeReturnPath("/auth")).toBeNull();
    expect(safeReturnPath("/auth?next=/listings")).toBeNull();
    expect(safeReturnPath("/reset?token=x")).toBeNull();
    expect(safeReturnPath("/authors")).toBe("/authors");
  });

  it("normalises dot segments so the result is the page the browser would open", () => {
    expect(safeReturnPath("/listings/../creators")).toBe("/creators");
    expect(safeReturnPath("/../../auth")).toBeNull();
  });
});

describe("signInReason", () => {
  it("names what the visitor wanted", () => {
    expect(signInReason("/listings/5f0c")).toBe("Sign in to see this listing");
    expect(signInReason("/listing/5f0c?x=1")).toBe("Sign in to see this listing");
    expect(signInReason("/listings?q=bali")).toBe("Sign in to discover collaboration opportunities");
    expect(signInReason("/creators")).toBe("Sign in as a host to discover creators");
    expect(signInReason("/settings")).toBe("Sign in to change your settings");
    expect(signInReason(null)).toBe("Sign in to continue");
    expect(signInReason("/something-else")).toBe("Sign in to continue");
  });
});

describe("signInPath", () => {
  it("builds /auth with the tab, role and a safe next", () => {
    expect(signInPath(null)).toBe("/auth");
    expect(signInPath("/listings/a1")).toBe("/auth?next=%2Flistings%2Fa1");
    expect(signInPath(null, { signUp: true, role: "host" })).toBe("/auth?tab=signup&role=host");
    expect(signInPath("//evil.com", { signUp: true })).toBe("/auth?tab=signup");
  });
});
