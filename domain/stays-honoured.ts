import { minimumResponseSample } from "./reviews.ts";

/** One accepted collaboration of a host: whether it was cancelled, and by whom (decision 0056). */
export type AcceptedStay = { cancelled: boolean; cancelledBy: "host" | "creator" | null };

export type StaysHonoured = { honoured: number; accepted: number; percent: number };

/**
 * "Stays honoured" on the host card (issue 35 part 12, decision 0059): of the collaborations the host accepted,
 * the share they did not cancel afterwards. A cancellation whose author was never recorded (older data) counts
 * neither for nor against. Hidden (null) below the response figures' minimum sample (decision 0042), so a
 * figure is always made of real events, never a default.
 */
export function staysHonoured(stays: readonly AcceptedStay[]): StaysHonoured | null {
  const known = stays.filter((s) => !s.cancelled || s.cancelledBy !== null);
  if (known.length < minimumResponseSample) return null;
  const honoured = known.filter((s) => s.cancelledBy !== "host").length;
  // Floor, so one host cancellation in many never reads as 100%.
  return { honoured, accepted: known.length, percent: Math.floor((honoured / known.length) * 100) };
}
