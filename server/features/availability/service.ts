import { randomBytes } from "node:crypto";
import type {
  Availability,
  addFeedSchema,
  availabilityQuerySchema,
  CalendarFeed,
  nightsChangeSchema,
  stayRulesSchema,
} from "@domain/availability.ts";
import { addMonths, nightsBetween, nightsOf, stayMessages, stayRuleLimits, todayIn } from "@domain/stay-dates.ts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { requireAccess, requireOwned } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { checkFeedUrl, SafeFetchError, safeFetchText } from "../../lib/safe-fetch.ts";
import { buildIcs, icsMessages, parseIcsNights } from "./ical.ts";
import * as q from "./queries.ts";

export type AvailabilityDeps = {
  db: Db;
  /** Base of the export feed's URL (PUBLIC_URL). */
  publicUrl: string;
  /** CALENDAR_FETCH_ALLOW_PRIVATE: tests reach their own loopback server. */
  allowPrivateFetch: boolean;
  now?: () => Date;
  /** Time limit of one feed fetch (10 s; tests shorten it). */
  fetchTimeoutMs?: number;
};

const listingNotFound = () => notFound("Listing not found");
const feedNotFound = () => notFound("Calendar not found");
const hostOnly = "Only the listing's host can change its calendar.";
const now = (deps: AvailabilityDeps) => (deps.now ?? (() => new Date()))();

/** The listing as its host (another host's or a missing one answers 404). */
async function ownListing(deps: AvailabilityDeps, actor: Actor | null, listingId: string) {
  const me = requireAccess(actor, "host", hostOnly);
  return requireOwned(await q.calendarListing(deps.db, listingId), (l) => l.hostId === me.id, "Listing not found");
}

const exportUrl = (deps: AvailabilityDeps, token: string | null) =>
  token ? `${deps.publicUrl}/api/calendar/${token}.ics` : null;

const toFeed = (f: q.FeedRow): CalendarFeed => ({
  id: f.id,
  name: f.name,
  url: f.url,
  lastRefreshedAt: f.lastRefreshedAt ? f.lastRefreshedAt.toISOString() : null,
  lastError: f.lastError,
  clashes: f.clashes,
  nights: f.nights,
});

/** GET /api/listings/:id/availability — closed nights of a window; the host also sees why, feeds and export. */
export async function getAvailability(
  deps: AvailabilityDeps,
  actor: Actor | null,
  listingId: string,
  query: z.output<typeof availabilityQuerySchema>,
): Promise<Availability> {
  const me = requireAccess(actor, "signed-in");
  const listing = await q.calendarListing(deps.db, listingId);
  const isHost = listing?.hostId === me.id;
  if (!listing || (listing.status !== "active" && !isHost)) throw listingNotFound();
  const today = todayIn(listing.timeZone, now(deps));
  const lastCheckOut = addMonths(today, listing.bookingHorizonMonths);
  const from = query.from ?? today;
  const to = query.to ?? lastCheckOut;
  const span = nightsBetween(from, to);
  if (span <= 0)
    throw new HttpError(400, "validation_failed", stayMessages.checkOutBeforeCheckIn, {
      to: stayMessages.checkOutBeforeCheckIn,
    });
  if (span > stayRuleLimits.rangeMaxDays)
    throw new HttpError(400, "validation_failed", stayMessages.rangeTooLong, { to: stayMessages.rangeTooLong });
  const nights = await q.nightsIn(deps.db, listing.id, from, to);
  return {
    listingId: listing.id,
    rules: {
      flexibleDates: listing.flexibleDates,
      minNights: listing.minNights,
      maxNights: listing.maxNights,
      bookingHorizonMonths: listing.bookingHorizonMonths,
      timeZone: listing.timeZone,
    },
    today,
    lastCheckOut,
    from,
    to,
    unavailable: nights.map((n) => n.night),
    host: isHost
      ? {
          nights: nights.map((n) => ({ night: n.night, kind: n.kind, note: n.note, source: n.source })),
          exportUrl: exportUrl(deps, listing.calendarToken),
          feeds: (await q.feedsOf(deps.db, listing.id)).map(toFeed),
        }
      : null,
  };
}

/** PATCH /api/listings/:id/availability/rules */
export async function putRules(
  deps: AvailabilityDeps,
  actor: Actor | null,
  listingId: string,
  rules: z.output<typeof stayRulesSchema>,
) {
  const listing = await ownListing(deps, actor, listingId);
  await q.updateRules(deps.db, listing.id, rules);
  return getAvailability(deps, actor, listing.id, {});
}

/** POST /api/listings/:id/availability/nights — block open nights, or open the host's own blocks. */
export async function changeNights(
  deps: AvailabilityDeps,
  actor: Actor | null,
  listingId: string,
  input: z.output<typeof nightsChangeSchema>,
) {
  const listing = await ownListing(deps, actor, listingId);
  const total = nightsBetween(input.from, input.to);
  if (input.action === "block") {
    const changed = await q.blockNights(deps.db, listing.id, nightsOf(input.from, input.to), input.note || null);
    return { changed, skipped: total - changed };
  }
  const changed = await q.openNights(deps.db, listing.id, input.from, input.to);
  const stillClosed = await q.countClosed(deps.db, listing.id, input.from, input.to);
  if (changed === 0 && stillClosed > 0) throw new HttpError(409, "conflict", stayMessages.cannotOpen);
  return { changed, skipped: stillClosed };
}

/** POST /api/listings/:id/calendar/export — a new secret feed URL (the old one stops working). */
export async function rotateExport(deps: AvailabilityDeps, actor: Actor | null, listingId: string) {
  const listing = await ownListing(deps, actor, listingId);
  const token = randomBytes(24).toString("base64url");
  await q.setCalendarToken(deps.db, listing.id, token);
  return { exportUrl: exportUrl(deps, token) };
}

/** DELETE /api/listings/:id/calendar/export — revoke the feed URL. */
export async function revokeExport(deps: AvailabilityDeps, actor: Actor | null, listingId: string) {
  const listing = await ownListing(deps, actor, listingId);
  await q.setCalendarToken(deps.db, listing.id, null);
  return { exportUrl: null };
}

/** GET /api/calendar/:token.ics — anyone with the secret; nights from 30 days ago to the horizon. */
export async function exportIcs(deps: AvailabilityDeps, file: string): Promise<string> {
  const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
  const listing = token ? await q.listingByToken(deps.db, token) : null;
  if (!listing) throw notFound("Calendar not found");
  const today = todayIn(listing.timeZone, now(deps));
  const nights = await q.nightsIn(deps.db, listing.id, addMonths(today, -1), addMonths(today, 24));
  return buildIcs(listing, nights);
}

const untilNight = (timeZone: string, horizonMonths: number, at: Date) =>
  addMonths(todayIn(timeZone, at), Math.max(horizonMonths, stayRuleLimits.horizonMax));

function importProblem(error: unknown): HttpError {
  const message = error instanceof Error ? error.message : String(error);
  return new HttpError(422, "validation_failed", message, { url: message });
}

/** Fetches and parses a feed URL into nights (SSRF-checked, 2 MB, 10 s); throws a message for the host. */
async function fetchNights(deps: AvailabilityDeps, url: string, timeZone: string, horizon: number) {
  const text = await safeFetchText(url, {
    allowPrivate: deps.allowPrivateFetch,
    ...(deps.fetchTimeoutMs ? { timeoutMs: deps.fetchTimeoutMs } : {}),
  });
  return parseIcsNights(text, timeZone, untilNight(timeZone, horizon, now(deps)), now(deps));
}

/**
 * POST /api/listings/:id/calendar/feeds — add another channel's feed. It is fetched at once: a link that is
 * refused, unreachable or not a calendar is a 4xx and nothing is saved.
 */
export async function addFeed(
  deps: AvailabilityDeps,
  actor: Actor | null,
  listingId: string,
  input: z.output<typeof addFeedSchema>,
) {
  const listing = await ownListing(deps, actor, listingId);
  let url: URL;
  try {
    url = checkFeedUrl(input.url.trim(), deps.allowPrivateFetch);
  } catch (error) {
    const message = (error as Error).message;
    throw new HttpError(400, "validation_failed", message, { url: message });
  }
  let nights: string[];
  try {
    nights = await fetchNights(deps, url.toString(), listing.timeZone, listing.bookingHorizonMonths);
  } catch (error) {
    throw importProblem(error);
  }
  const feed = await q.insertFeed(deps.db, { listingId: listing.id, name: input.name, url: url.toString() });
  await q.replaceFeedNights(deps.db, feed.id, listing.id, nights);
  return { feed: await feedOut(deps, listing.id, feed.id) };
}

async function feedOut(deps: AvailabilityDeps, listingId: string, feedId: string): Promise<CalendarFeed> {
  const feed = (await q.feedsOf(deps.db, listingId)).find((f) => f.id === feedId);
  if (!feed) throw feedNotFound();
  return toFeed(feed);
}

/** POST /api/listings/:id/calendar/import — an uploaded `.ics` becomes a calendar without a URL. */
export async function importFile(
  deps: AvailabilityDeps,
  actor: Actor | null,
  listingId: string,
  file: { name: string; text: string },
) {
  const listing = await ownListing(deps, actor, listingId);
  let nights: string[];
  try {
    nights = parseIcsNights(
      file.text,
      listing.timeZone,
      untilNight(listing.timeZone, listing.bookingHorizonMonths, now(deps)),
      now(deps),
    );
  } catch {
    throw new HttpError(422, "validation_failed", icsMessages.notIcs, { file: icsMessages.notIcs });
  }
  const name = file.name.replace(/\.ics$/i, "").slice(0, 80) || "Uploaded calendar";
  const feed = await q.insertFeed(deps.db, { listingId: listing.id, name, url: null });
  await q.replaceFeedNights(deps.db, feed.id, listing.id, nights);
  return { feed: await feedOut(deps, listing.id, feed.id) };
}

async function ownFeed(deps: AvailabilityDeps, actor: Actor | null, feedId: string) {
  const me = requireAccess(actor, "host", hostOnly);
  return requireOwned(await q.feedWithListing(deps.db, feedId), (r) => r.hostId === me.id, "Calendar not found");
}

/**
 * Refreshes one URL feed (on demand or from the job): on success its nights are replaced; on failure they stay as
 * they were and the error is kept for the host to see.
 */
export async function refreshFeedById(deps: AvailabilityDeps, feedId: string) {
  const row = await q.feedWithListing(deps.db, feedId);
  if (!row?.feed.url) return null;
  try {
    const nights = await fetchNights(deps, row.feed.url, row.timeZone, row.horizon);
    await q.replaceFeedNights(deps.db, row.feed.id, row.feed.listingId, nights);
  } catch (error) {
    const message = error instanceof SafeFetchError || error instanceof Error ? error.message : String(error);
    await q.markFeedError(deps.db, row.feed.id, message);
  }
  return feedOut(deps, row.feed.listingId, row.feed.id);
}

/** POST /api/calendar-feeds/:id/refresh */
export async function refreshFeed(deps: AvailabilityDeps, actor: Actor | null, feedId: string) {
  const row = await ownFeed(deps, actor, feedId);
  if (!row.feed.url)
    throw new HttpError(409, "conflict", "An uploaded calendar cannot be refreshed: upload the file again");
  const feed = await refreshFeedById(deps, row.feed.id);
  if (!feed) throw feedNotFound();
  return { feed };
}

/** DELETE /api/calendar-feeds/:id — its imported nights open again. */
export async function removeFeed(deps: AvailabilityDeps, actor: Actor | null, feedId: string) {
  const row = await ownFeed(deps, actor, feedId);
  await q.deleteFeed(deps.db, row.feed.id);
  return { ok: true as const };
}
