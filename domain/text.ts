import { z } from "zod";

/**
 * The one text rule (DESIGN.md §5) for every string a person sends us:
 * - normalised to NFC, so "é" typed two ways is stored, searched and compared as one;
 * - never NUL or another control character (C0 except tab / line feed / carriage return, DEL, C1): PostgreSQL
 *   refuses NUL outright, and the others hide text, break logs and e-mail headers, and spoof names;
 * - never a lone surrogate (a JSON `\ud800` escape without its pair): it is no character at all, and PostgreSQL
 *   would store it as U+FFFD, so the text saved would not be the text sent;
 * - line breaks (and tabs) only in fields that are multi-line; `\r\n` and `\r` become `\n` there.
 *
 * Every zod string field in `domain/` is built on `textField` (names, titles, messages…). The server also runs
 * `findForbiddenText` over every parsed input, params and query included, so a field that forgets the rule
 * still cannot store a control character (server/lib/validate.ts).
 */
export type TextKind = "line" | "multiline";

// `\p{Cs}` in a `u` regex matches only unpaired surrogates: a valid pair reads as one astral code point.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const forbiddenAnywhere = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;
const lineBreakOrTab = /[\t\n\r\u2028\u2029]/;

export const textMessages = {
  notAllowed: (label: string) => `${label} contains a character that is not allowed.`,
  oneLine: (label: string) => `${label} must be on one line.`,
  tooDeep: "The request is nested too deeply.",
} as const;

/** True when `value` holds a character no text field may store (whatever the field). */
export const hasForbiddenCharacter = (value: string): boolean => forbiddenAnywhere.test(value);

/** True when `value` may be stored in a field of this kind (before trimming). */
export function isAllowedText(value: string, kind: TextKind): boolean {
  if (forbiddenAnywhere.test(value)) return false;
  return kind === "multiline" || !lineBreakOrTab.test(value.trim());
}

/**
 * The base of every free-text field: NFC, line endings unified (multi-line) and trimmed, then checked. Chain
 * `.min()`, `.max()`, `.regex()` on it as on `z.string()`; lengths count the normalised, trimmed text.
 */
/*#__NO_SIDE_EFFECTS__*/
export function textField(label: string, kind: TextKind, params?: { error?: string }) {
  return z
    .string(params)
    .normalize("NFC")
    .overwrite((v) => (kind === "multiline" ? v.replace(/\r\n?/g, "\n") : v))
    .trim()
    .refine((v) => !forbiddenAnywhere.test(v), textMessages.notAllowed(label))
    .refine((v) => kind === "multiline" || !lineBreakOrTab.test(v), textMessages.oneLine(label));
}

/** How deep a request body may nest; our deepest contract is three levels. */
export const maxInputDepth = 32;

export type TextProblem = { path: string; message: string };

/**
 * Walks a parsed input (JSON body, form, params, query) without recursion and returns the first string that
 * breaks the rule, named by its path (`bio`, `skills.2`), or a body nested deeper than `maxInputDepth`.
 */
export function findForbiddenText(input: unknown): TextProblem | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop() as { value: unknown; path: string[] };
    if (path.length > maxInputDepth) return { path: "body", message: textMessages.tooDeep };
    if (typeof value === "string") {
      if (forbiddenAnywhere.test(value)) {
        const name = path.length ? path.join(".") : "value";
        return { path: path.length ? path.join(".") : "body", message: textMessages.notAllowed(`“${name}”`) };
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        stack.push({ value: item, path: [...path, String(i)] });
      });
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (forbiddenAnywhere.test(key)) return { path: "body", message: textMessages.notAllowed("A field name") };
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/** Every string of a parsed input in NFC (a copy; the input is left as it is). */
export function normalizeTexts<T>(input: T): T {
  if (typeof input === "string") return input.normalize("NFC") as T;
  if (Array.isArray(input)) return input.map((item) => normalizeTexts(item)) as T;
  if (input !== null && typeof input === "object" && Object.getPrototypeOf(input) === Object.prototype) {
    return Object.fromEntries(Object.entries(input).map(([k, v]) => [k, normalizeTexts(v)])) as T;
  }
  return input;
}
