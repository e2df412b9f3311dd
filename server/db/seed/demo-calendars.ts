import { addDays, nightsOf } from "@domain/stay-dates.ts";
import { eq } from "drizzle-orm";
import type { Tx } from "../client.ts";
import { calendarFeeds, listingNights, listings } from "../schema/index.ts";
import { dayFrom } from "./demo-applications.ts";

/**
 * Demo calendars (issue 11): each host's first active listing takes fixed dates (2–7 nights, 6 months ahead), and
 * the first two active listings of each host get a blocked week ("High season") and nights imported from an
 * uploaded Airbnb calendar, next to the collaboration stays the demo applications hold.
 */
export async function seedDemoCalendars(tx: Tx, input: { listingRows: (typeof listings.$inferInsert)[]; now: number }) {
  const byHost = new Map<string, string[]>();
  for (const l of input.listingRows) {
    if ((l.status ?? "active") !== "active" || !l.id || !l.hostId) continue;
    byHost.set(l.hostId, [...(byHost.get(l.hostId) ?? []), l.id]);
  }
  for (const ids of byHost.values()) {
    const [first, second] = ids;
    if (first) {
      await tx
        .update(listings)
        .set({ flexibleDates: false, minNights: 2, maxNights: 7, bookingHorizonMonths: 6 })
        .where(eq(listings.id, first));
    }
    for (const [i, listingId] of [first, second].entries()) {
      if (!listingId) continue;
      const blockFrom = dayFrom(input.now, 5 + i * 3);
      await tx
        .insert(listingNights)
        .values(
          nightsOf(blockFrom, addDays(blockFrom, 7)).map((night) => ({
            listingId,
            night,
            kind: "blocked" as const,
            note: "High season",
          })),
        )
        .onConflictDoNothing();
      const [feed] = await tx
        .insert(calendarFeeds)
        .values({ listingId, name: "Airbnb (uploaded)", url: null, lastRefreshedAt: new Date(input.now - 3_600_000) })
        .returning({ id: calendarFeeds.id });
      if (!feed) continue;
      const importedFrom = dayFrom(input.now, 15 + i * 2);
      await tx
        .insert(listingNights)
        .values(
          nightsOf(importedFrom, addDays(importedFrom, 3)).map((night) => ({
            listingId,
            night,
            kind: "imported" as const,
            feedId: feed.id,
          })),
        )
        .onConflictDoNothing();
    }
  }
}
