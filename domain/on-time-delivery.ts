import { checkOutDate } from "./collaborations.ts";
import { contentDueDate, type DueKind, departedOn, dueKinds } from "./content-due.ts";
import { minimumResponseSample } from "./reviews.ts";
import { todayIn } from "./stay-dates.ts";

/** One approved piece of a collaboration: its kind, when it was approved, and whether the approval window did it. */
export type ApprovedPiece = { kind: DueKind; approvedAt: Date; uploadedAt: Date; automatic: boolean };

/** One collaboration of a creator, with what the due date is made of (decision 0056) and its approved pieces. */
export type CreatorCollaboration = {
  status: "active" | "completed" | "paused" | "cancelled";
  noShow: boolean;
  timeZone: string;
  startDate: string | null;
  totalNights: number | null;
  departedAt: Date | null;
  dueDays: number;
  agreed: Record<DueKind, number>;
  approved: readonly ApprovedPiece[];
};

export type OnTimeDelivery = { onTime: number; items: number; percent: number };

/**
 * "On-time delivery" on the creator's profile (issue 35 part 12, decision 0059). The events are the agreed items
 * (post, story, video, one by one) of the creator's collaborations that were neither cancelled nor a no-show, and
 * that are either approved or past their due date (the due day itself is still on time; an item with no due date
 * yet — a flexible stay not departed — counts only once approved). An item is on time when it was approved on or
 * before its due date, both as local dates where the listing is. An item the approval window approved counts by
 * the day the creator uploaded it, not by the approval: the 14 days of waiting were the host's, not the creator's.
 * Per kind, the earliest approvals fill the agreed items first; approvals beyond the agreed number are not items.
 * Hidden (null) below the response figures' minimum sample (decision 0042); the percent is rounded down.
 */
export function onTimeDelivery(collaborations: readonly CreatorCollaboration[], now: Date): OnTimeDelivery | null {
  let items = 0;
  let onTime = 0;
  for (const c of collaborations) {
    if (c.status === "cancelled" || c.noShow) continue;
    const due = contentDueDate({
      checkOut: checkOutDate(c.startDate, c.totalNights),
      departedOn: departedOn(c.departedAt, c.timeZone),
      dueDays: c.dueDays,
    });
    const today = todayIn(c.timeZone, now);
    for (const kind of dueKinds) {
      const days = c.approved
        .filter((p) => p.kind === kind)
        .map((p) => todayIn(c.timeZone, p.automatic ? p.uploadedAt : p.approvedAt))
        .sort();
      for (let i = 0; i < Math.max(0, c.agreed[kind]); i++) {
        const approvedOn = days[i];
        if (approvedOn === undefined) {
          if (due !== null && today > due) items += 1; // past due and not approved: late
          continue;
        }
        items += 1;
        if (due === null || approvedOn <= due) onTime += 1;
      }
    }
  }
  if (items < minimumResponseSample) return null;
  return { onTime, items, percent: Math.floor((onTime / items) * 100) };
}

/** The creator's completed collaborations: a count is exact at any size, so it shows from the first one. */
export const completedCount = (collaborations: readonly Pick<CreatorCollaboration, "status">[]) => {
  const n = collaborations.filter((c) => c.status === "completed").length;
  return n > 0 ? n : null;
};
