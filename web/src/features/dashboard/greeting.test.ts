import { describe, expect, it } from "vitest";
import { greeting, isFirstVisit, rememberVisit } from "./greeting.ts";

const memoryStore = () => {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v) };
};

describe("the dashboard's greeting (issue 35 part 9)", () => {
  it("says Welcome on an account's first visit and Welcome back after", () => {
    const store = memoryStore();
    expect(isFirstVisit(store, "ana")).toBe(true);
    expect(greeting("Ana", isFirstVisit(store, "ana"))).toBe("Welcome, Ana!");
    rememberVisit(store, "ana");
    expect(greeting("Ana", isFirstVisit(store, "ana"))).toBe("Welcome back, Ana!");
    // Another account on the same browser has its own first visit.
    expect(isFirstVisit(store, "ben")).toBe(true);
  });

  it("never says a false Welcome when the browser keeps nothing", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(isFirstVisit(refusing, "ana")).toBe(false);
    expect(() => rememberVisit(refusing, "ana")).not.toThrow();
    expect(isFirstVisit(null, "ana")).toBe(false);
  });
});
