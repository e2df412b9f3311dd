import { z } from "zod";
import { isIsoDate, nightsBetween, stayMessages } from "./stay-dates.ts";

/**
 * The Zod side of stay dates (decision 0035), apart from stay-dates.ts so that screens that only show dates do not
 * load Zod (issue 38).
 */

export const isoDateSchema = z
  .string({ error: stayMessages.invalidDate })
  .refine(isIsoDate, { error: stayMessages.invalidDate });

/** The stay fields of the apply dialog and of proposed terms: both dates or neither. */
export const optionalStaySchema = z
  .object({
    checkIn: isoDateSchema.nullish(),
    checkOut: isoDateSchema.nullish(),
  })
  .superRefine(refineStay);

/** Both dates or neither, and check-out after check-in (the listing's own rules are checked by the server). */
export function refineStay(
  v: { checkIn?: string | null | undefined; checkOut?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (!v.checkIn !== !v.checkOut) {
    ctx.addIssue({ code: "custom", path: [v.checkIn ? "checkOut" : "checkIn"], message: stayMessages.bothDates });
    return;
  }
  if (!v.checkIn || !v.checkOut) return;
  const n = nightsBetween(v.checkIn, v.checkOut);
  if (n < 0) ctx.addIssue({ code: "custom", path: ["checkOut"], message: stayMessages.checkOutBeforeCheckIn });
  else if (n === 0) ctx.addIssue({ code: "custom", path: ["checkOut"], message: stayMessages.zeroNights });
}
