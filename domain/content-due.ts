import { addDays, formatNight, todayIn } from "./stay-dates.ts";

/**
 * Due dates and the approval window (issue 33 part 3, decision 0056). The terms say "content due N days after
 * check-out"; every agreed item (post, story, video) is due on the check-out's local date + N — the listing's
 * date, as every night is. A stay without agreed dates has no check-out until the host records the departure:
 * until then its items are "Due N days after check-out". All date arithmetic is on calendar dates (see
 * `stay-dates.ts`), so no time zone or daylight-saving change shifts a due date; only "today" depends on the zone.
 */
export const contentDueDays = { min: 1, max: 90, default: 14 } as const;

export const contentDueDaysMessage = "Content due days must be a whole number from 1 to 90";

/** "content due 14 days after check-out" — the contract's and the proposal card's wording. */
export const contentDueText = (days: number) => `Content due ${days} ${days === 1 ? "day" : "days"} after check-out`;

/** The local date (the listing's) of a recorded departure: the check-out of a stay without agreed dates. */
export const departedOn = (departedAt: Date | null, timeZone: string): string | null =>
  departedAt ? todayIn(timeZone, departedAt) : null;

/**
 * The date every agreed item is due: the agreed check-out + N days, or for a stay without agreed dates the
 * recorded departure's date + N; null while a flexible stay has not departed yet.
 */
export function contentDueDate(stay: { checkOut: string | null; departedOn: string | null; dueDays: number }) {
  const base = stay.checkOut ?? stay.departedOn;
  return base ? addDays(base, stay.dueDays) : null;
}

/** "Due 12 Dec 2026", or "Due 14 days after check-out" while the date is not known. */
export const dueLabel = (dueDate: string | null, dueDays: number) =>
  dueDate ? `Due ${formatNight(dueDate)}` : `Due ${dueDays} ${dueDays === 1 ? "day" : "days"} after check-out`;

/**
 * Overdue (decision 0056): the due date has passed where the listing is (the due day itself is still on time)
 * and the item has no delivered version. An item delivered in time but still waiting for the host's review, or
 * back with a change request, is not late: the delay is not the creator's.
 */
export const isOverdue = (dueDate: string | null, today: string, delivered: boolean) =>
  dueDate !== null && !delivered && today > dueDate;

export const dueKinds = ["post", "story", "video"] as const;
export type DueKind = (typeof dueKinds)[number];
const kindLabels: Record<DueKind, string> = { post: "Post", story: "Story", video: "Video" };

export type DueItem = {
  kind: DueKind;
  /** "Post 1 of 2". */
  label: string;
  dueDate: string | null;
  delivered: boolean;
  overdue: boolean;
};

/**
 * The agreed items one by one with what is due when: per kind, the first `delivered` of them count as delivered
 * (a delivered piece is the newest version of a chain that is not rejected), the rest are still owed.
 */
export function dueItems(
  agreed: Record<DueKind, number>,
  delivered: Record<DueKind, number>,
  dueDate: string | null,
  today: string,
): DueItem[] {
  return dueKinds.flatMap((kind) =>
    Array.from({ length: Math.max(0, agreed[kind]) }, (_, i) => {
      const done = i < delivered[kind];
      return {
        kind,
        label: `${kindLabels[kind]} ${i + 1} of ${agreed[kind]}`,
        dueDate,
        delivered: done,
        overdue: isOverdue(dueDate, today, done),
      };
    }),
  );
}

/** Days before the due date when the creator is reminded (and again on the day). */
export const dueReminderDays = 3;

/**
 * Which reminder is true today: "soon" from 3 days before the due date until the day before it, "today" on the due
 * day only (a reminder a missed tick would send late says nothing false: after the day none is sent), else null.
 */
export function dueReminder(dueDate: string | null, today: string): "soon" | "today" | null {
  if (!dueDate) return null;
  if (today === dueDate) return "today";
  if (today < dueDate && today >= addDays(dueDate, -dueReminderDays)) return "soon";
  return null;
}

/** The approval window: a delivered version the host has not reviewed within 14 days is approved by itself. */
export const approvalWindowDays = 14;
/** Both parties are told this many days before the automatic approval. */
export const approvalNoticeDays = 3;
const dayMs = 86_400_000;

/** When a version uploaded at `uploadedAt` is approved automatically if the host has not reviewed it. */
export const autoApprovalAt = (uploadedAt: Date) => new Date(uploadedAt.getTime() + approvalWindowDays * dayMs);

/**
 * Where a version awaiting review stands at `now`: "open" (nothing to do yet), "notice" (3 days or less left:
 * both parties are told once), "due" (14 days have passed: approve it).
 */
export function approvalWindowState(uploadedAt: Date, now: Date): "open" | "notice" | "due" {
  const at = autoApprovalAt(uploadedAt).getTime();
  if (now.getTime() >= at) return "due";
  if (now.getTime() >= at - approvalNoticeDays * dayMs) return "notice";
  return "open";
}

export const autoApprovalMessages = {
  approvedAutomatically: "Approved automatically",
  /** Shown under a version awaiting review. */
  approvesOn: (date: string) => `Approved automatically on ${formatNight(date)} unless reviewed before`,
} as const;
