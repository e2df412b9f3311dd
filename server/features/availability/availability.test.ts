// Over 400 lines: issue 11 end to end over the API (calendar, acceptance, dates in discovery, iCal) on one set-up.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Availability } from "@domain/availability.ts";
import { addDays, addMonths, stayMessages, todayIn } from "@domain/stay-dates.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, calendarFeeds, collaborations, listingNights } from "../../db/schema/index.ts";
import { refusedAddressMessage } from "../../lib/safe-fetch.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { createListing } from "../listings/test-helpers.ts";
import { refreshDueFeeds } from "./refresh-job.ts";

/**
 * Issue 11 over the real API and database: calendar rules and blocks, dated applications and their bad inputs,
 * acceptance taking nights (one winner of two overlapping accepts), the .ics round trip and feed imports.
 */
let ctx: TestContext;
let host: Awaited<ReturnType<TestContext["userClient"]>>;
let otherHost: Awaited<ReturnType<TestContext["userClient"]>>;
let creator: Awaited<ReturnType<TestContext["userClient"]>>;
let creator2: Awaited<ReturnType<TestContext["userClient"]>>;
const today = todayIn("UTC");
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  ctx = await createTestContext();
  host = await ctx.userClient("host", "Hanna Calendar");
  otherHost = await ctx.userClient("host", "Hugo Other");
  creator = await ctx.userClient("creator", "Cora Dates");
  creator2 = await ctx.userClient("creator", "Carl Dates");
});
afterAll(async () => {
  await ctx?.close();
});

const json = async <T>(res: Response) => (await res.json()) as T;
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const rules = { flexibleDates: false, minNights: 2, maxNights: 7, bookingHorizonMonths: 6, timeZone: "UTC" };

async function fixedListing(title: string) {
  const listing = await createListing(host.client, { title });
  const res = await host.client.patch(`/api/listings/${listing.id}/availability/rules`, rules);
  expect(res.status).toBe(200);
  return listing;
}

const apply = (who: typeof creator, listingId: string, checkIn?: string, checkOut?: string) =>
  who.client.post("/api/applications", {
    listingId,
    message: "We would love to stay",
    ...(checkIn ? { checkIn } : {}),
    ...(checkOut ? { checkOut } : {}),
  });

describe("listing calendar", () => {
  it("the host blocks and opens nights; creators see them closed without the reason; nobody else may edit", async () => {
    const listing = await fixedListing("Calendar Villa");
    const block = await host.client.post(`/api/listings/${listing.id}/availability/nights`, {
      action: "block",
      from: day(10),
      to: day(17),
      note: "High season",
    });
    expect(await json(block)).toEqual({ changed: 7, skipped: 0 });

    const seen = await json<Availability>(await creator.client.get(`/api/listings/${listing.id}/availability`));
    expect(seen.unavailable).toEqual([10, 11, 12, 13, 14, 15, 16].map(day));
    expect(seen.rules).toEqual(rules);
    expect(seen.host).toBeNull();
    expect(JSON.stringify(seen)).not.toContain("High season");

    const mine = await json<Availability>(await host.client.get(`/api/listings/${listing.id}/availability`));
    expect(mine.host?.nights[0]).toMatchObject({ night: day(10), kind: "blocked", note: "High season" });
    expect(mine.lastCheckOut).toBe(addMonths(today, 6));

    const open = await host.client.post(`/api/listings/${listing.id}/availability/nights`, {
      action: "open",
      from: day(16),
      to: day(17),
    });
    expect(await json(open)).toEqual({ changed: 1, skipped: 0 });

    // A creator editing a host's calendar, another host, a visitor.
    const body = { action: "block", from: day(20), to: day(21) };
    const asCreator = await creator.client.post(`/api/listings/${listing.id}/availability/nights`, body);
    expect(asCreator.status).toBe(403);
    expect(await errorOf(asCreator)).toBe("Only the listing's host can change its calendar.");
    expect((await otherHost.client.post(`/api/listings/${listing.id}/availability/nights`, body)).status).toBe(404);
    expect((await ctx.client().post(`/api/listings/${listing.id}/availability/nights`, body)).status).toBe(401);
    expect((await creator.client.patch(`/api/listings/${listing.id}/availability/rules`, rules)).status).toBe(403);
    const nights = await ctx.db.select().from(listingNights).where(eq(listingNights.listingId, listing.id));
    expect(nights).toHaveLength(6);

    // Bad ranges and rules.
    const bad = async (payload: object) => {
      const res = await host.client.post(`/api/listings/${listing.id}/availability/nights`, payload);
      expect(res.status).toBe(400);
      return errorOf(res);
    };
    expect(await bad({ action: "block", from: day(5), to: day(4) })).toBe(stayMessages.checkOutBeforeCheckIn);
    expect(await bad({ action: "block", from: day(5), to: day(5) })).toBe(stayMessages.zeroNights);
    expect(await bad({ action: "block", from: "2027-02-29", to: day(5) })).toBe(stayMessages.invalidDate);
    const badRules = await host.client.patch(`/api/listings/${listing.id}/availability/rules`, {
      ...rules,
      minNights: 9,
    });
    expect(badRules.status).toBe(400);
    expect(await errorOf(badRules)).toBe(stayMessages.minAboveMax);
  });

  it("refuses each bad stay in an application with a clear 4xx and writes nothing", async () => {
    const listing = await fixedListing("Rules Cabin");
    await host.client.post(`/api/listings/${listing.id}/availability/nights`, {
      action: "block",
      from: day(30),
      to: day(31),
    });
    const refused = async (checkIn: string | undefined, checkOut: string | undefined, status: number) => {
      const res = await apply(creator, listing.id, checkIn, checkOut);
      expect(res.status, `${checkIn} → ${checkOut}`).toBe(status);
      return errorOf(res);
    };
    expect(await refused(day(10), day(8), 400)).toBe(stayMessages.checkOutBeforeCheckIn);
    expect(await refused(day(10), day(10), 400)).toBe(stayMessages.zeroNights);
    expect(await refused(day(10), day(11), 400)).toBe(stayMessages.tooFew(2));
    expect(await refused(day(10), day(20), 400)).toBe(stayMessages.tooMany(7));
    expect(await refused(day(-3), day(-1), 400)).toBe(stayMessages.inPast);
    const far = addMonths(today, 7);
    expect(await refused(far, addDays(far, 2), 400)).toBe(stayMessages.beyondHorizon(6));
    expect(await refused(day(29), day(32), 409)).toContain(stayMessages.unavailable(""));
    expect(await refused(undefined, undefined, 400)).toBe(stayMessages.datesRequired);
    expect(await refused(day(10), undefined, 400)).toBe(stayMessages.bothDates);
    const rows = await ctx.db.select().from(applications).where(eq(applications.listingId, listing.id));
    expect(rows).toHaveLength(0);
  });
});

describe("acceptance takes the nights", () => {
  it("fills start date and total nights, shows the nights taken, and closes them to the next creator", async () => {
    const listing = await fixedListing("Taken Loft");
    const applied = await apply(creator, listing.id, day(40), day(43));
    expect(applied.status).toBe(201);
    const { application } = await json<{ application: { id: string; checkIn: string; nights: number } }>(applied);
    expect(application).toMatchObject({ checkIn: day(40), nights: 3 });
    expect((await host.client.patch(`/api/applications/${application.id}`, { status: "accepted" })).status).toBe(200);
    const [collab] = await ctx.db.select().from(collaborations).where(eq(collaborations.applicationId, application.id));
    expect(collab).toMatchObject({ startDate: day(40), totalNights: 3 });
    const cal = await json<Availability>(await host.client.get(`/api/listings/${listing.id}/availability`));
    expect(cal.host?.nights).toEqual(
      [40, 41, 42].map((n) => ({ night: day(n), kind: "taken", note: null, source: "Cora Dates" })),
    );
    // The next creator cannot ask for those nights.
    const second = await apply(creator2, listing.id, day(42), day(45));
    expect(second.status).toBe(409);
    expect(await errorOf(second)).toBe(stayMessages.unavailable(`${formatted(42)}`));
  });

  it("two hosts' tabs accepting two overlapping applications at once: exactly one succeeds", async () => {
    const listing = await fixedListing("Race Suite");
    const a = await json<{ application: { id: string } }>(await apply(creator, listing.id, day(50), day(54)));
    const b = await json<{ application: { id: string } }>(await apply(creator2, listing.id, day(52), day(55)));
    const [ra, rb] = await Promise.all([
      host.client.patch(`/api/applications/${a.application.id}`, { status: "accepted" }),
      host.client.patch(`/api/applications/${b.application.id}`, { status: "accepted" }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const loser = ra.status === 409 ? ra : rb;
    expect(await errorOf(loser)).toMatch(/^Those nights are no longer free: .*another collaboration/);
    const taken = await ctx.db.select().from(listingNights).where(eq(listingNights.listingId, listing.id));
    expect(taken).toHaveLength(ra.status === 200 ? 4 : 3);
    const collabs = await ctx.db.select().from(collaborations).where(eq(collaborations.listingId, listing.id));
    expect(collabs).toHaveLength(1);
    // The loser stays pending, nothing half-written.
    const loserId = ra.status === 409 ? a.application.id : b.application.id;
    const [row] = await ctx.db.select().from(applications).where(eq(applications.id, loserId));
    expect(row?.status).toBe("pending");
  });

  it("dated terms join the diff, are checked against the calendar, and move the nights when accepted", async () => {
    const listing = await fixedListing("Terms Cottage");
    await host.client.post(`/api/listings/${listing.id}/availability/nights`, {
      action: "block",
      from: day(64),
      to: day(65),
    });
    const { application } = await json<{ application: { id: string } }>(
      await apply(creator, listing.id, day(60), day(63)),
    );
    await host.client.patch(`/api/applications/${application.id}`, { status: "accepted" });
    const terms = {
      posts: 1,
      stories: 1,
      videos: 0,
      additionalNights: 0,
      compensationType: "accommodation_only",
      usageRights: "limited",
      usageDurationMonths: 12,
    };
    const first = await creator.client.post(`/api/negotiations/${application.id}/terms`, terms);
    expect(first.status).toBe(201);
    // Over the host's blocked night: refused, nothing written.
    const blockedTerms = await host.client.post(`/api/negotiations/${application.id}/terms`, {
      ...terms,
      checkIn: day(62),
      checkOut: day(66),
    });
    expect(blockedTerms.status).toBe(409);
    expect(await errorOf(blockedTerms)).toBe(stayMessages.unavailable(formatted(64)));
    // Overlapping its own nights is fine: the host moves the stay one night later.
    const moved = await host.client.post(`/api/negotiations/${application.id}/terms`, {
      ...terms,
      checkIn: day(61),
      checkOut: day(64),
    });
    expect(moved.status).toBe(201);
    const { termsId, negotiation } = await json<{
      termsId: string;
      negotiation: { terms: { changes: string[] }[]; application: { checkIn: string } };
    }>(moved);
    expect(negotiation.application.checkIn).toBe(day(60));
    expect(negotiation.terms[0]?.changes[0]).toMatch(/^dates no dates → .*\(3 nights\)$/);
    const answered = await creator.client.post(`/api/negotiations/${application.id}/answer`, {
      termsId,
      status: "accepted",
    });
    expect(answered.status).toBe(200);
    const [collab] = await ctx.db.select().from(collaborations).where(eq(collaborations.applicationId, application.id));
    expect(collab).toMatchObject({ startDate: day(61), totalNights: 3 });
    const cal = await json<Availability>(await host.client.get(`/api/listings/${listing.id}/availability`));
    expect(cal.host?.nights.map((n) => `${n.night}:${n.kind}`)).toEqual([
      `${day(61)}:taken`,
      `${day(62)}:taken`,
      `${day(63)}:taken`,
      `${day(64)}:blocked`,
    ]);
  });

  it("the database itself refuses a second row for one night", async () => {
    const listing = await fixedListing("Key Room");
    await ctx.db.insert(listingNights).values({ listingId: listing.id, night: day(5), kind: "blocked" });
    await expect(
      ctx.db.insert(listingNights).values({ listingId: listing.id, night: day(5), kind: "blocked" }),
    ).rejects.toThrow();
  });
});

describe("discovery by dates", () => {
  it("lists only listings whose calendar and rules take the nights; a bad range is a 400", async () => {
    const free = await fixedListing("Dates Free Villa");
    const busy = await fixedListing("Dates Busy Villa");
    await host.client.post(`/api/listings/${busy.id}/availability/nights`, {
      action: "block",
      from: day(81),
      to: day(82),
    });
    const ids = async (query: string) => {
      const res = await creator.client.get(`/api/listings?${query}&pageSize=48`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: { id: string }[] }).items.map((i) => i.id);
    };
    const window = await ids(`checkIn=${day(80)}&checkOut=${day(83)}`);
    expect(window).toContain(free.id);
    expect(window).not.toContain(busy.id);
    // Nine nights is more than both listings' maximum of seven.
    const long = await ids(`checkIn=${day(90)}&checkOut=${day(99)}`);
    expect(long).not.toContain(free.id);
    expect(await ids(`checkIn=${day(84)}&checkOut=${day(86)}`)).toContain(busy.id);
    // With words too (the search's bitmap-only count, then its matches): the same rule, only the matching listings.
    const searched = await creator.client.get(`/api/listings?q=dates%20villa&checkIn=${day(80)}&checkOut=${day(83)}`);
    expect(await searched.json()).toMatchObject({ items: [{ id: free.id }], total: 1, totalCapped: false });
    const bad = await creator.client.get(`/api/listings?checkIn=${day(84)}&checkOut=${day(82)}`);
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toBe(stayMessages.checkOutBeforeCheckIn);
  });
});

const formatted = (n: number) => {
  const [y, m, d] = day(n).split("-").map(Number) as [number, number, number];
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${d} ${months[m - 1]} ${y}`;
};

describe("iCal export and import", () => {
  it("round trip: export one listing's feed, import it into another, the same nights close", async () => {
    const source = await fixedListing("Export Source");
    await host.client.post(`/api/listings/${source.id}/availability/nights`, {
      action: "block",
      from: day(60),
      to: day(63),
    });
    const applied = await json<{ application: { id: string } }>(await apply(creator, source.id, day(70), day(72)));
    await host.client.patch(`/api/applications/${applied.application.id}`, { status: "accepted" });

    const { exportUrl } = await json<{ exportUrl: string }>(
      await host.client.post(`/api/listings/${source.id}/calendar/export`),
    );
    expect(exportUrl).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    const path = new URL(exportUrl).pathname;
    const feed = await ctx.client().get(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    const ics = await feed.text();
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("SUMMARY:Collaboration stay");
    expect(ics).toContain("SUMMARY:Blocked");
    expect(ics).not.toContain(creator.email);
    expect(ics).not.toContain("Cora");

    const target = await fixedListing("Import Target");
    const form = new FormData();
    form.append("file", new File([ics], "source.ics", { type: "text/calendar" }));
    const imported = await host.client.post(`/api/listings/${target.id}/calendar/import`, form);
    expect(imported.status).toBe(201);
    const sourceCal = await json<Availability>(await host.client.get(`/api/listings/${source.id}/availability`));
    const targetCal = await json<Availability>(await host.client.get(`/api/listings/${target.id}/availability`));
    expect(targetCal.unavailable).toEqual(sourceCal.unavailable);
    expect(targetCal.host?.nights.every((n) => n.kind === "imported" && n.source === "source")).toBe(true);

    // Revoked: the old URL is gone; a made-up token or another listing's path finds nothing.
    await host.client.delete(`/api/listings/${source.id}/calendar/export`);
    expect((await ctx.client().get(path)).status).toBe(404);
    expect((await ctx.client().get("/api/calendar/abcdefghijklmnopqrstuvwx.ics")).status).toBe(404);
  });

  it("refuses a file that is not iCalendar and a 50 MB file", async () => {
    const listing = await fixedListing("Upload Checks");
    const upload = (body: Blob | string, name: string) => {
      const form = new FormData();
      form.append("file", new File([body], name, { type: "text/calendar" }));
      return host.client.post(`/api/listings/${listing.id}/calendar/import`, form);
    };
    const notIcs = await upload("hello, this is a spreadsheet", "fake.ics");
    expect(notIcs.status).toBe(422);
    expect(await errorOf(notIcs)).toBe("This file is not an iCalendar (.ics) calendar");
    const huge = await upload(new Blob([new Uint8Array(50 * 1024 * 1024).fill(65)]), "huge.ics");
    expect(huge.status).toBe(413);
    const cal = await json<Availability>(await host.client.get(`/api/listings/${listing.id}/availability`));
    expect(cal.host?.feeds).toEqual([]);
  });

  it("refuses feed URLs to loopback and the metadata address, and one of another host's listing", async () => {
    const listing = await fixedListing("Feed Checks");
    const add = (url: string) =>
      host.client.post(`/api/listings/${listing.id}/calendar/feeds`, { name: "Airbnb", url });
    const loop = await add("http://127.0.0.1:9/cal.ics");
    expect(loop.status).toBe(400);
    expect(await errorOf(loop)).toBe(refusedAddressMessage);
    const meta = await add("http://169.254.169.254/latest/meta-data");
    expect(meta.status).toBe(400);
    const named = await add("http://localhost:9/cal.ics");
    expect(named.status).toBe(422);
    expect(await errorOf(named)).toBe(refusedAddressMessage);
    expect((await add("ftp://example.com/x.ics")).status).toBe(400);
    const other = await otherHost.client.post(`/api/listings/${listing.id}/calendar/feeds`, {
      name: "Mine",
      url: "https://example.com/a.ics",
    });
    expect(other.status).toBe(404);
  });
});

describe("feed import from a local HTTP server (private addresses allowed for the test)", () => {
  let server: http.Server;
  let base = "";
  let local: TestContext;
  let calendar = "";

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/airbnb.ics") return res.writeHead(200, { "content-type": "text/calendar" }).end(calendar);
      if (req.url === "/broken.ics") return res.end("<html>not a calendar</html>");
      if (req.url === "/silent.ics") return; // never answers
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    local = await createTestContext({ calendarFetchAllowPrivate: true });
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await local?.close();
  });

  const vevent = (from: string, to: string, uid: string) =>
    `BEGIN:VEVENT\r\nUID:${uid}\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:${from.replaceAll("-", "")}\r\nDTEND;VALUE=DATE:${to.replaceAll("-", "")}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\n`;
  const wrap = (events: string) => `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\n${events}END:VCALENDAR\r\n`;

  it("imports, refreshes on demand, keeps errors, and removes", async () => {
    const h = await local.userClient("host", "Hanna Feeds");
    const listing = await createListing(h.client, { title: "Feed Villa" });
    calendar = wrap(vevent(day(20), day(23), "a@test"));
    const added = await h.client.post(`/api/listings/${listing.id}/calendar/feeds`, {
      name: "Airbnb",
      url: `${base}/airbnb.ics`,
    });
    expect(added.status).toBe(201);
    const { feed } = await json<{ feed: { id: string; nights: number; lastRefreshedAt: string } }>(added);
    expect(feed.nights).toBe(3);
    expect(feed.lastRefreshedAt).toBeTruthy();

    calendar = wrap(vevent(day(25), day(27), "b@test"));
    const refreshed = await json<{ feed: { nights: number; lastError: string | null } }>(
      await h.client.post(`/api/calendar-feeds/${feed.id}/refresh`),
    );
    expect(refreshed.feed).toMatchObject({ nights: 2, lastError: null });
    const cal = await json<Availability>(await h.client.get(`/api/listings/${listing.id}/availability`));
    expect(cal.unavailable).toEqual([day(25), day(26)]);

    // A feed that stops being a calendar keeps its nights and shows the error.
    calendar = "<html>maintenance</html>";
    const failed = await json<{ feed: { nights: number; lastError: string | null } }>(
      await h.client.post(`/api/calendar-feeds/${feed.id}/refresh`),
    );
    expect(failed.feed).toMatchObject({ nights: 2, lastError: "This file is not an iCalendar (.ics) calendar" });

    // Not a calendar, or never answering, when adding: nothing saved.
    const broken = await h.client.post(`/api/listings/${listing.id}/calendar/feeds`, {
      name: "X",
      url: `${base}/broken.ics`,
    });
    expect(broken.status).toBe(422);

    // Another host cannot refresh or remove it.
    const other = await local.userClient("host", "Hugo Feeds");
    expect((await other.client.post(`/api/calendar-feeds/${feed.id}/refresh`)).status).toBe(404);
    expect((await other.client.delete(`/api/calendar-feeds/${feed.id}`)).status).toBe(404);

    // The scheduled round (the job queue's handler) refreshes feeds not fetched for an hour.
    calendar = wrap(vevent(day(30), day(31), "c@test"));
    await local.db.update(calendarFeeds).set({ lastRefreshedAt: new Date(Date.now() - 2 * 3600_000) });
    const deps = { db: local.db, publicUrl: "http://localhost:3000", allowPrivateFetch: true };
    expect(await refreshDueFeeds(deps)).toBe(1);
    expect(await refreshDueFeeds(deps)).toBe(0);
    const scheduled = await json<Availability>(await h.client.get(`/api/listings/${listing.id}/availability`));
    expect(scheduled.unavailable).toEqual([day(30)]);

    expect((await h.client.delete(`/api/calendar-feeds/${feed.id}`)).status).toBe(200);
    const after = await json<Availability>(await h.client.get(`/api/listings/${listing.id}/availability`));
    expect(after.unavailable).toEqual([]);
    expect(after.host?.feeds).toEqual([]);
  });
});
