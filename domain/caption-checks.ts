import type { CaptionCheck } from "./deliverables.ts";

/**
 * Caption checks (issue 17 part 7, decision 0032): what the host asked for in the listing and the agreed terms —
 * @mentions and #hashtags written there, an advertising disclosure when the stay is given in exchange, a
 * scheduled date inside the collaboration — turned into a checklist. Missing items are warnings, never a block.
 */
export type CaptionRequirements = {
  mentions: string[];
  hashtags: string[];
  disclosureRequired: boolean;
  window: { from: string | null; to: string | null };
};

const mentionPattern = /(?:^|[^\p{L}\p{N}_@])@([\p{L}\p{N}_.]{2,30})/gu;
const hashtagPattern = /(?:^|[^\p{L}\p{N}_#&])#([\p{L}\p{N}_]{2,50})/gu;
/** Disclosure words advertising rules accept (FTC, ASA, Instagram's own label). */
const disclosurePattern = /(^|[^\p{L}\p{N}_])(#ad|#advert|#sponsored|#gifted|paid partnership)(?=$|[^\p{L}\p{N}_])/iu;

const unique = (values: string[]) => {
  const seen = new Map<string, string>();
  for (const v of values) if (!seen.has(v.toLowerCase())) seen.set(v.toLowerCase(), v);
  return [...seen.values()];
};

const trimDots = (handle: string) => handle.replace(/\.+$/, "");

/** The @mentions and #hashtags written in the host's texts (listing details, expectations, special requirements). */
export function requestedTags(texts: readonly (string | null | undefined)[]): {
  mentions: string[];
  hashtags: string[];
} {
  const all = texts.filter(Boolean).join("\n");
  const mentions = unique([...all.matchAll(mentionPattern)].map((m) => `@${trimDots(m[1] ?? "")}`));
  const hashtags = unique(
    [...all.matchAll(hashtagPattern)]
      .map((m) => `#${m[1]}`)
      // The disclosure tags are checked on their own line of the list.
      .filter((tag) => !/^#(ad|advert|sponsored|gifted)$/i.test(tag)),
  );
  return { mentions, hashtags };
}

/** The stay counts as given in exchange unless the creator is only paid (compensation payment_only). */
export const needsDisclosure = (compensationType: string | null | undefined, offerTypes: readonly string[]) =>
  compensationType !== "payment_only" || offerTypes.some((o) => /stay|inclusive|breakfast/i.test(o));

const hasWord = (caption: string, word: string) => {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}\\p{N}_])${escaped}(?=$|[^\\p{L}\\p{N}_])`, "iu").test(caption);
};

/** The checklist for one caption (and its scheduled date); an empty list when nothing was asked. */
export function captionChecks(
  requirements: CaptionRequirements,
  caption: string | null | undefined,
  scheduledDate: string | null | undefined,
): CaptionCheck[] {
  const text = caption ?? "";
  const checks: CaptionCheck[] = [];
  for (const mention of requirements.mentions) {
    checks.push({ id: `mention:${mention}`, label: `Mentions ${mention}`, ok: hasWord(text, mention) });
  }
  for (const tag of requirements.hashtags) {
    checks.push({ id: `hashtag:${tag}`, label: `Uses ${tag}`, ok: hasWord(text, tag) });
  }
  if (requirements.disclosureRequired) {
    checks.push({
      id: "disclosure",
      label: 'Discloses the partnership (#ad, #sponsored or "paid partnership")',
      ok: disclosurePattern.test(text),
    });
  }
  if (scheduledDate && (requirements.window.from || requirements.window.to)) {
    const at = Date.parse(scheduledDate);
    const from = requirements.window.from ? Date.parse(requirements.window.from) : Number.NEGATIVE_INFINITY;
    const to = requirements.window.to ? Date.parse(requirements.window.to) : Number.POSITIVE_INFINITY;
    checks.push({
      id: "schedule",
      label: "Scheduled within the collaboration",
      ok: !Number.isNaN(at) && at >= from && at <= to,
    });
  }
  return checks;
}
