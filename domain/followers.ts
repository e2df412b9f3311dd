/**
 * Follower counts: the one display format (spec 001 §9) and the parser of what people type into a follower
 * box. Pure functions, shared by server and web; every screen that prints a follower count uses
 * {@link formatFollowers}.
 */

/** The largest count we accept; fits the integer columns with room to spare, no real account is near it. */
export const followersMax = 2_000_000_000;

/**
 * Spec 001 §9: "follower counts 1M+ one decimal M, 1k+ whole k". Rounded down, so a count is never shown
 * larger than it is (830,950 → "830k", 1,290,000 → "1.2M"); a trailing ".0" is dropped ("1M", as the spec's
 * minimum-follower choices read "1k … 1M").
 */
export function formatFollowers(count: number | string | null | undefined): string {
  const n = Math.max(0, Math.floor(Number(count) || 0));
  if (n >= 1_000_000) {
    const tenths = Math.floor(n / 100_000) / 10;
    return `${tenths.toFixed(1).replace(/\.0$/, "")}M`;
  }
  if (n >= 1_000) return `${Math.floor(n / 1_000)}k`;
  return String(n);
}

export type FollowerParse = { ok: true; value: number | null } | { ok: false; error: string };

export const followerInputMessages = {
  invalid: "Enter a whole number, like 12500, 12,500 or 12.5k",
  tooLarge: "That is more followers than any account has",
} as const;

const multipliers = { k: 1_000, m: 1_000_000 } as const;

/**
 * What a person types into a follower box → the count. Empty → null (not given). Accepts plain digits,
 * thousands separators (`12,500`, `12 500`, `12.500`, `12’500`), and a k/M suffix with a decimal point or
 * comma (`12.5k`, `1,2M`, `830K`). Anything else (letters, a fraction without a suffix, a negative) is refused
 * with a message rather than silently becoming 0.
 */
export function parseFollowerInput(input: string | number | null | undefined): FollowerParse {
  if (input === null || input === undefined) return { ok: true, value: null };
  if (typeof input === "number") {
    if (!Number.isInteger(input) || input < 0) return { ok: false, error: followerInputMessages.invalid };
    if (input > followersMax) return { ok: false, error: followerInputMessages.tooLarge };
    return { ok: true, value: input };
  }
  const text = input.trim().replace(/\s+/g, " ").toLowerCase();
  if (text === "") return { ok: true, value: null };

  let value: number | null = null;
  const suffixed = /^(\d+(?:[.,]\d+)?) ?([km])$/.exec(text);
  if (suffixed?.[1] && suffixed[2]) {
    const number = Number(suffixed[1].replace(",", "."));
    value = Math.round(number * multipliers[suffixed[2] as keyof typeof multipliers]);
  } else if (/^\d+$/.test(text)) {
    value = Number(text);
  } else {
    // Groups of three after the first group, all with the same separator: 12,500 · 1.250.000 · 12 500.
    const grouped = /^\d{1,3}([,. ’'])\d{3}(?:\1\d{3})*$/.exec(text);
    if (grouped) value = Number(text.replace(/[,. ’']/g, ""));
  }
  if (value === null || !Number.isFinite(value)) return { ok: false, error: followerInputMessages.invalid };
  if (value > followersMax) return { ok: false, error: followerInputMessages.tooLarge };
  return { ok: true, value };
}

/** A stored count as the form shows it: empty for 0 (nothing entered), grouped otherwise ("48,200"). */
export function followerInputText(count: number | null | undefined): string {
  const n = Math.floor(Number(count) || 0);
  return n > 0 ? n.toLocaleString("en-US") : "";
}
