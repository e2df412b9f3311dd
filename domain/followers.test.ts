import { describe, expect, it } from "vitest";
import { followerInputText, formatFollowers, parseFollowerInput } from "./followers.ts";

describe("formatFollowers (spec 001 §9: whole k from 1k, one decimal M from 1M)", () => {
  it("prints counts under 1,000 as they are", () => {
    expect(formatFollowers(0)).toBe("0");
    expect(formatFollowers(7)).toBe("7");
    expect(formatFollowers(999)).toBe("999");
  });

  it("prints whole k from 1,000, never a decimal k, never rounding up", () => {
    expect(formatFollowers(1_000)).toBe("1k");
    expect(formatFollowers(1_500)).toBe("1k");
    expect(formatFollowers(38_400)).toBe("38k");
    expect(formatFollowers(830_000)).toBe("830k");
    expect(formatFollowers(830_950)).toBe("830k");
    expect(formatFollowers(999_999)).toBe("999k");
  });

  it("prints one decimal M from 1,000,000, dropping a trailing .0", () => {
    expect(formatFollowers(1_000_000)).toBe("1M");
    expect(formatFollowers(1_290_000)).toBe("1.2M");
    expect(formatFollowers(2_300_000)).toBe("2.3M");
    expect(formatFollowers(12_000_000)).toBe("12M");
  });

  it("treats missing or bad values as 0", () => {
    expect(formatFollowers(null)).toBe("0");
    expect(formatFollowers(undefined)).toBe("0");
    expect(formatFollowers(-5)).toBe("0");
    expect(formatFollowers("48200")).toBe("48k");
  });
});

describe("parseFollowerInput", () => {
  const value = (text: string | number) => {
    const r = parseFollowerInput(text);
    return r.ok ? r.value : `error: ${r.error}`;
  };

  it("reads an empty box as not given", () => {
    expect(value("")).toBeNull();
    expect(value("   ")).toBeNull();
    expect(parseFollowerInput(null)).toEqual({ ok: true, value: null });
  });

  it("reads plain digits, including what a box starting at 0 used to produce", () => {
    expect(value("48200")).toBe(48_200);
    expect(value("048200")).toBe(48_200);
    expect(value(" 12 ")).toBe(12);
  });

  it("reads thousands separators", () => {
    expect(value("12,500")).toBe(12_500);
    expect(value("1,250,000")).toBe(1_250_000);
    expect(value("12.500")).toBe(12_500);
    expect(value("12 500")).toBe(12_500);
    expect(value("12’500")).toBe(12_500);
  });

  it("reads k and M suffixes with a decimal point or comma", () => {
    expect(value("12.5k")).toBe(12_500);
    expect(value("12,5K")).toBe(12_500);
    expect(value("830k")).toBe(830_000);
    expect(value("1.2M")).toBe(1_200_000);
    expect(value("2 m")).toBe(2_000_000);
  });

  it("refuses what is not a whole count instead of turning it into 0", () => {
    for (const bad of ["abc", "12.5", "-5", "1,25", "12,50,0", "1.2.3k", "5kk", "1,250.000"]) {
      expect(value(bad)).toMatch(/^error: Enter a whole number/);
    }
    expect(value(1.5)).toMatch(/^error/);
    expect(value(-1)).toMatch(/^error/);
  });

  it("refuses impossible sizes", () => {
    expect(value("3000000000")).toMatch(/^error: That is more followers/);
    expect(value("5000M")).toMatch(/^error: That is more followers/);
  });

  it("round-trips what the form shows", () => {
    expect(followerInputText(0)).toBe("");
    expect(followerInputText(48_200)).toBe("48,200");
    expect(value(followerInputText(1_250_000))).toBe(1_250_000);
  });
});
