import { describe, expect, it } from "vitest";
import { findForbiddenText, isAllowedText, maxInputDepth, normalizeTexts, textField, textMessages } from "./text.ts";

describe("the text rule", () => {
  const line = textField("Name", "line");
  const paragraph = textField("Bio", "multiline");

  it("normalises to NFC and trims", () => {
    expect(line.parse("  Jose\u0301  ")).toBe("José");
    expect(line.parse("José")).toHaveLength(4);
  });

  it("refuses NUL and every other control character, naming the field", () => {
    for (const bad of ["a\u0000b", "a\u0001b", "a\u001fb", "a\u007fb", "a\u0085b", "a\u009fb"]) {
      expect(line.safeParse(bad).error?.issues[0]?.message).toBe(textMessages.notAllowed("Name"));
      expect(paragraph.safeParse(bad).error?.issues[0]?.message).toBe(textMessages.notAllowed("Bio"));
    }
  });

  it("refuses a lone surrogate (high or low, anywhere), naming the field, and keeps a valid pair", () => {
    for (const bad of ["a\ud800b", "\udfff", "end\ud83d", "\ude00start", "\ude00\ud83d"]) {
      expect(line.safeParse(bad).error?.issues[0]?.message).toBe(textMessages.notAllowed("Name"));
      expect(isAllowedText(bad, "multiline")).toBe(false);
      expect(findForbiddenText({ bio: ["ok", bad] })).toEqual({
        path: "bio.1",
        message: textMessages.notAllowed("“bio.1”"),
      });
    }
    expect(findForbiddenText({ "na\ud800me": "x" })).toMatchObject({ path: "body" });
    expect(line.parse("pair \ud83d\ude00")).toBe("pair 😀");
  });

  it("keeps line breaks and tabs only in multi-line fields, with \\r\\n and \\r as \\n", () => {
    expect(paragraph.parse("one\r\ntwo\rthree\n\tfour")).toBe("one\ntwo\nthree\n\tfour");
    for (const bad of ["one\ntwo", "one\rtwo", "one\ttwo", "one\u2028two"]) {
      expect(line.safeParse(bad).error?.issues[0]?.message).toBe(textMessages.oneLine("Name"));
    }
    // A trailing newline pasted with a name is trimmed, not refused.
    expect(line.parse("Ana\n")).toBe("Ana");
  });

  it("keeps ordinary text of any script", () => {
    for (const ok of ["São Lourenço", "京都", "Zoë O'Neil-Smith", "emoji 🌴 ok", "Ελληνικά"]) {
      expect(line.parse(ok)).toBe(ok.normalize("NFC"));
      expect(isAllowedText(ok, "line")).toBe(true);
    }
  });

  it("finds a forbidden character anywhere in an input and names its path", () => {
    expect(findForbiddenText({ a: "ok", list: ["x", { deep: "bad\u0000" }] })).toEqual({
      path: "list.1.deep",
      message: textMessages.notAllowed("“list.1.deep”"),
    });
    expect(findForbiddenText({ bio: "line one\nline two\ttab" })).toBeNull();
    expect(findForbiddenText("\u0007")).toMatchObject({ path: "body" });
    expect(findForbiddenText({ "na\u0000me": "x" })).toMatchObject({ path: "body" });
  });

  it("refuses inputs nested deeper than the limit without recursing", () => {
    let deep: unknown = "leaf";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findForbiddenText(deep)).toEqual({ path: "body", message: textMessages.tooDeep });
    let fine: unknown = "leaf";
    for (let i = 0; i < maxInputDepth; i++) fine = { a: fine };
    expect(findForbiddenText(fine)).toBeNull();
  });

  it("normalises every string of an input, leaving other values alone", () => {
    expect(normalizeTexts({ n: "Jose\u0301", list: ["e\u0301"], count: 3, on: true, none: null })).toEqual({
      n: "José",
      list: ["é"],
      count: 3,
      on: true,
      none: null,
    });
  });
});
