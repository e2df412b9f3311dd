import { z } from "zod";
import { checkOutDate } from "./collaborations.ts";
import { stayPhases } from "./constants.ts";
import { allowedTransitions, assertTransition, defineStateGraph } from "./state-graph.ts";
import { todayIn } from "./stay-dates.ts";
import type { StayPhase } from "./stay-phase-labels.ts";
import { contestWindowHours, stayPhaseLabels } from "./stay-phase-labels.ts";
import { textField } from "./text.ts";

/**
 * The stay beside a collaboration's status (issue 33, decision 0056): upcoming → arrived (the host, by one tap or
 * the creator's check-in code) → departed (the host, or the system on the agreed check-out date). The guard needs
 * the listing's local date: arrival opens on the check-in date; a stay without agreed dates (flexible) has no
 * check-in date, so the host records arrival and departure whenever they happen.
 */
export type { StayPhase };
export { contestWindowHours, stayPhaseLabels };
export type StayActor = "host" | "system";
export type StayContext = { today: string; checkIn: string | null; checkOut: string | null };

export const stayPhaseMessages = {
  arrivalTooEarly: (checkIn: string) => `Arrival can be recorded from the check-in date, ${checkIn}.`,
  notRunning: "Only an active collaboration records arrival or departure.",
  wrongCode: "That check-in code doesn't match any of today's arrivals.",
  tooManyCodes: (seconds: number) => `Too many wrong check-in codes. Please try again in ${seconds} seconds.`,
  noShowFlexible: "A stay without agreed dates has no check-in date: a no-show can't be recorded.",
  noShowTooEarly: (checkIn: string) => `A no-show can be recorded from the day after the check-in date, ${checkIn}.`,
  onlyCreatorContests: "Only the creator contests a no-show.",
  notNoShow: "There is no no-show to contest.",
  alreadyContested: "This no-show is already contested.",
  contestClosed: "The 72 hours to contest this no-show are over.",
  noShowRecorded: "No-show recorded. The creator has 72 hours to contest it.",
  contested: "Contest recorded. The no-show stays open until an operator decides it.",
  arrived: "Arrival recorded.",
  departed: "Departure recorded.",
} as const;

export const stayGraph = defineStateGraph<StayPhase, StayActor, StayContext>({
  name: "stay",
  states: stayPhases,
  actors: ["host", "system"],
  edges: [
    {
      from: "upcoming",
      to: "arrived",
      by: "host",
      guard: (c) => (c.checkIn && c.today < c.checkIn ? stayPhaseMessages.arrivalTooEarly(c.checkIn) : null),
    },
    // The host records departure whenever the creator leaves (early, or on a flexible stay).
    { from: "arrived", to: "departed", by: "host" },
    {
      from: "upcoming",
      to: "no_show",
      by: "host",
      guard: (c) =>
        !c.checkIn
          ? stayPhaseMessages.noShowFlexible
          : c.today <= c.checkIn
            ? stayPhaseMessages.noShowTooEarly(c.checkIn)
            : null,
    },
    {
      from: "arrived",
      to: "departed",
      by: "system",
      guard: (c) => (!c.checkOut || c.today < c.checkOut ? "not yet" : null),
    },
  ],
  explain: (from, to) =>
    from === "arrived" && to === "arrived"
      ? "The creator's arrival is already recorded."
      : from === "departed" || from === "no_show"
        ? `This stay is over (${stayPhaseLabels[from].toLowerCase()}).`
        : `A stay that is ${stayPhaseLabels[from].toLowerCase()} can't become ${stayPhaseLabels[to].toLowerCase()}.`,
});

/** The graph's context for a stay: today where the listing is, and the agreed dates (none when flexible). */
export function stayContextOf(
  stay: { timeZone: string; startDate: string | null; totalNights: number | null },
  now: Date,
): StayContext {
  const checkIn = stay.startDate ? stay.startDate.slice(0, 10) : null;
  return { today: todayIn(stay.timeZone, now), checkIn, checkOut: checkOutDate(checkIn, stay.totalNights) };
}

export const stayActions = (from: StayPhase, context: StayContext) =>
  allowedTransitions(stayGraph, from, "host", context);

export const assertStayTransition = (from: StayPhase, to: StayPhase, actor: StayActor, context: StayContext) =>
  assertTransition(stayGraph, from, to, actor, context);

/** POST /api/stays/:id/no-show (host) and /contest (creator): a note the other party reads. */
export const stayNoteSchema = z.strictObject({
  note: textField("Note", "multiline").min(1, "Please add a note.").max(1000, "Note must be at most 1000 characters"),
});

/** POST /api/stays/check-in — the code from the creator's contract, typed by the host at the door. */
export const checkInCodeSchema = z.strictObject({
  code: z
    .string({ error: "Enter the 6-character check-in code" })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[0-9A-F]{6}$/.test(v), { error: "Enter the 6-character check-in code" }),
});

/** Wrong codes a host may type per hour before a 429 (issue 33: 20). */
export const checkInCodeLimit = { max: 20, windowSeconds: 3600 } as const;

export const arrivalSchema = z.object({
  collaborationId: z.uuid(),
  applicationId: z.uuid().nullable(),
  listingTitle: z.string(),
  creator: z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() }),
  /** Null for a stay without agreed dates (flexible). */
  checkIn: z.string().nullable(),
  checkOut: z.string().nullable(),
});
export type Arrival = z.infer<typeof arrivalSchema>;
export const arrivalListSchema = z.object({ items: z.array(arrivalSchema) });
export type ArrivalList = z.infer<typeof arrivalListSchema>;

export const stayChangeResponse = z.object({ stayPhase: z.enum(stayPhases), message: z.string() });
