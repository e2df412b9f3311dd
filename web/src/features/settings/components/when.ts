import { dateTimeMedium } from "@domain/date-words.ts";

/** A moment in the person's time zone, "Nov 27, 2026, 5:31 PM" (domain/date-words.ts: no Intl data on load). */
export const when = (iso: string) => dateTimeMedium(new Date(iso));
