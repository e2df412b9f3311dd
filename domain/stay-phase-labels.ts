import type { stayPhases } from "./constants.ts";

/** Stay phase names and the contest window without Zod, for screens that only show them (issue 38). */

export type StayPhase = (typeof stayPhases)[number];

export const stayPhaseLabels: Record<StayPhase, string> = {
  upcoming: "Upcoming",
  arrived: "Arrived",
  departed: "Departed",
  no_show: "No-show",
};

/** How long the creator may contest a no-show (issue 33 part 2). */
export const contestWindowHours = 72;
