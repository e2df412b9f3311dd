import { z } from "zod";
import { isTimeZone, nightKinds, nightsBetween, stayMessages, stayRuleLimits } from "./stay-dates.ts";
import { isoDateSchema } from "./stay-dates-schema.ts";
import { textField } from "./text.ts";

/** Contracts of a listing's calendar (issue 11): rules, nights, export feed and imported calendars. */

const whole = (min: number, max: number, label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

/** PATCH /api/listings/:id/availability/rules */
export const stayRulesSchema = z
  .strictObject({
    flexibleDates: z.boolean({ error: "flexibleDates must be true or false" }),
    minNights: whole(stayRuleLimits.nightsMin, stayRuleLimits.nightsMax, "Minimum nights"),
    maxNights: whole(stayRuleLimits.nightsMin, stayRuleLimits.nightsMax, "Maximum nights"),
    bookingHorizonMonths: whole(stayRuleLimits.horizonMin, stayRuleLimits.horizonMax, "Booking horizon"),
    timeZone: z.string({ error: stayMessages.timeZone }).refine(isTimeZone, { error: stayMessages.timeZone }),
  })
  .superRefine((v, ctx) => {
    if (v.minNights > v.maxNights)
      ctx.addIssue({ code: "custom", path: ["minNights"], message: stayMessages.minAboveMax });
  });
export type StayRulesInput = z.input<typeof stayRulesSchema>;

/** POST /api/listings/:id/availability/nights — block or open the nights of [from, to). */
export const nightsChangeSchema = z
  .strictObject({
    action: z.enum(["block", "open"], { error: "action must be block or open" }),
    from: isoDateSchema,
    to: isoDateSchema,
    note: textField("Note", "line")
      .max(stayRuleLimits.noteMax, `Note must be at most ${stayRuleLimits.noteMax} characters`)
      .nullish(),
  })
  .superRefine((v, ctx) => {
    const n = nightsBetween(v.from, v.to);
    if (n < 0) ctx.addIssue({ code: "custom", path: ["to"], message: stayMessages.checkOutBeforeCheckIn });
    else if (n === 0) ctx.addIssue({ code: "custom", path: ["to"], message: stayMessages.zeroNights });
    else if (n > stayRuleLimits.rangeMaxDays)
      ctx.addIssue({ code: "custom", path: ["to"], message: stayMessages.rangeTooLong });
  });
export type NightsChangeInput = z.input<typeof nightsChangeSchema>;

/** GET /api/listings/:id/availability — the window to read (defaults: the listing's today to its horizon). */
export const availabilityQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});

/** POST /api/listings/:id/calendar/feeds */
export const addFeedSchema = z.strictObject({
  name: textField("Name", "line").min(1, "Please enter a name for the calendar").max(80, "Name is too long"),
  url: z
    .string({ error: "Enter the calendar link" })
    .min(1, "Enter the calendar link")
    .max(2000, "The link is too long"),
});

export const stayRulesOutSchema = z.object({
  flexibleDates: z.boolean(),
  minNights: z.number().int(),
  maxNights: z.number().int(),
  bookingHorizonMonths: z.number().int(),
  timeZone: z.string(),
});

export const hostNightSchema = z.object({
  night: z.string(),
  kind: z.enum(nightKinds),
  note: z.string().nullable(),
  /** A taken night's creator (host view only) or an imported night's calendar name. */
  source: z.string().nullable(),
});
export type HostNight = z.output<typeof hostNightSchema>;

export const calendarFeedSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  url: z.string().nullable(),
  lastRefreshedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  clashes: z.array(z.string()),
  nights: z.number().int(),
});
export type CalendarFeed = z.output<typeof calendarFeedSchema>;

export const availabilitySchema = z.object({
  listingId: z.uuid(),
  rules: stayRulesOutSchema,
  /** The listing's today and the last check-out date its horizon allows. */
  today: z.string(),
  lastCheckOut: z.string(),
  from: z.string(),
  to: z.string(),
  /** Nights nobody may ask for, in the window (everyone sees these; no reason is given to creators). */
  unavailable: z.array(z.string()),
  /** The host's own view: why each night is closed, the export feed and imported calendars. */
  host: z
    .object({
      nights: z.array(hostNightSchema),
      exportUrl: z.string().nullable(),
      feeds: z.array(calendarFeedSchema),
    })
    .nullable(),
});
export type Availability = z.output<typeof availabilitySchema>;

export const exportFeedSchema = z.object({ exportUrl: z.string().nullable() });
export const feedResponseSchema = z.object({ feed: calendarFeedSchema });
export const nightsChangedSchema = z.object({ changed: z.number().int(), skipped: z.number().int() });
