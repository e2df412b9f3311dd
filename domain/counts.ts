/**
 * Counts that agree in number (issue 35 part 9, decision 0058): "1 video", "2 videos", "1 story", "1 night". Every
 * screen, notice and document that shows a number of things words it here, so none says "1 videos".
 */

/**
 * A whole number with thousands separators, "2,000" — as `toLocaleString("en-US")` writes it, without waking the
 * browser's number-format data: messages built when a module loads use this, so a phone's first load does not pay
 * for it (issue 38).
 */
export const groupDigits = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** The plural of the few nouns we count: "story" → "stories", else add "s". */
const pluralOf = (singular: string) => (/[^aeiou]y$/.test(singular) ? `${singular.slice(0, -1)}ies` : `${singular}s`);

/** "1 video", "0 videos", "3 stories"; `plural` when the noun is irregular. */
export function count(n: number, singular: string, plural: string = pluralOf(singular)): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/**
 * The spec's "N posts, N stories, N videos" (spec 001 §3) as a pattern, each count in agreement:
 * "1 post, 10 stories, 1 video". Kinds missing from `counts` are left out; none at all is "".
 */
export function deliverablesText(counts: { posts?: unknown; stories?: unknown; videos?: unknown }): string {
  const kinds = [
    ["posts", "post"],
    ["stories", "story"],
    ["videos", "video"],
  ] as const;
  return kinds
    .flatMap(([key, singular]) => {
      const n = counts[key];
      return typeof n === "number" ? [count(n, singular)] : [];
    })
    .join(", ");
}

/** Whole days from `from` to `to` (both YYYY-MM-DD, or ISO timestamps cut to their date); negative when `to` is earlier. */
function daysFrom(from: string, to: string): number {
  const utc = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/**
 * Spec 001 §8's "start relative time" in the tense it needs (issue 35 part 9): "Starts" + "in 19 days" for a
 * future start, "Starts" + "today", "Started" + "3 days ago"; beyond 60 days in months.
 */
export function startWording(start: string, today: string): { label: "Starts" | "Started"; when: string } {
  const days = daysFrom(today, start);
  const span = (n: number) => (n > 60 ? count(Math.round(n / 30), "month") : count(n, "day"));
  if (days === 0) return { label: "Starts", when: "today" };
  if (days === 1) return { label: "Starts", when: "tomorrow" };
  if (days > 1) return { label: "Starts", when: `in ${span(days)}` };
  if (days === -1) return { label: "Started", when: "yesterday" };
  return { label: "Started", when: `${span(-days)} ago` };
}
