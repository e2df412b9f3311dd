import type { CollaborationList } from "@domain/collaborations.ts";
import type { NotificationList } from "@domain/notifications.ts";
import { addDays, todayIn } from "@domain/stay-dates.ts";
import type { ArrivalList } from "@domain/stay-phases.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collaborations, listings } from "../../db/schema/index.ts";
import { insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { completeFinishedCollaborations } from "../collaborations/auto-complete.ts";
import { departStays } from "./departures.ts";
import { cancelLapsedNoShows } from "./no-shows.ts";

/** Issue 33 part 1: arrival (one tap or check-in code), departure (host, or by itself on check-out). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

// The tick's deps as the reviews suite builds them: the test reads the database, not the live events.
const timerDeps = () => ({ db: ctx.db, realtime: { publish: async () => {} } as never, logger: ctx.services.logger });
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error;

/** A running collaboration on a listing in `timeZone`, its stay starting `startOffset` days from today there. */
async function stay(startOffset: number | null, nights = 3, timeZone = "Pacific/Kiritimati") {
  const host = await ctx.userClient("host", "Hedda Host");
  const creator = await ctx.userClient("creator", "Cyra Creator");
  const listing = await insertListing(ctx.db, host.id);
  await ctx.db.update(listings).set({ timeZone }).where(eq(listings.id, listing.id));
  const applied = await creator.client.post("/api/applications", { listingId: listing.id, message: "Let me film it" });
  const appId = ((await applied.json()) as { application: { id: string } }).application.id;
  expect((await host.client.patch(`/api/applications/${appId}`, { status: "accepted" })).status).toBe(200);
  const [row] = await ctx.db
    .select({ id: collaborations.id })
    .from(collaborations)
    .where(eq(collaborations.applicationId, appId));
  const id = row?.id as string;
  const today = todayIn(timeZone);
  await ctx.db
    .update(collaborations)
    .set(
      startOffset === null
        ? { startDate: null, totalNights: null }
        : { startDate: addDays(today, startOffset), totalNights: nights },
    )
    .where(eq(collaborations.id, id));
  const card = async (client: typeof host.client) =>
    ((await (await client.get("/api/collaborations")).json()) as CollaborationList).items.find((c) => c.id === id);
  return { host, creator, id, today, card, stranger: await ctx.userClient("host", "Sven Stranger") };
}

const arrivals = async (s: Awaited<ReturnType<typeof stay>>) =>
  ((await (await s.host.client.get("/api/stays/arrivals")).json()) as ArrivalList).items.map((a) => a.collaborationId);

describe("arrival", () => {
  it("opens on the check-in date in the listing's time zone, by one tap, once", async () => {
    const early = await stay(1);
    expect(await arrivals(early)).toEqual([]);
    const tooEarly = await early.host.client.post(`/api/stays/${early.id}/arrival`, {});
    expect(tooEarly.status).toBe(409);
    expect((await errorOf(tooEarly)).message).toBe(
      `Arrival can be recorded from the check-in date, ${addDays(early.today, 1)}.`,
    );

    const s = await stay(0);
    expect(await arrivals(s)).toEqual([s.id]);
    expect((await s.card(s.host.client))?.stay).toMatchObject({
      phase: "upcoming",
      actions: ["arrived"],
      checkInCode: null,
    });
    expect((await s.stranger.client.post(`/api/stays/${s.id}/arrival`, {})).status).toBe(404);
    expect((await s.creator.client.post(`/api/stays/${s.id}/arrival`, {})).status).toBe(403);
    const res = await s.host.client.post(`/api/stays/${s.id}/arrival`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stayPhase: "arrived", message: "Arrival recorded." });
    expect(await arrivals(s)).toEqual([]);
    const twice = await s.host.client.post(`/api/stays/${s.id}/arrival`, {});
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe("The creator's arrival is already recorded.");
    const seen = await s.card(s.creator.client);
    expect(seen?.stay.phase).toBe("arrived");
    expect(seen?.stay.arrivedAt).not.toBeNull();
  });

  it("by the code on the creator's contract; 20 wrong codes get 429 with Retry-After", async () => {
    const s = await stay(0);
    const code = (await s.card(s.creator.client))?.stay.checkInCode as string;
    expect(code).toMatch(/^[0-9A-F]{6}$/);
    const wrong = code === "000000" ? "111111" : "000000";
    const bad = await s.host.client.post("/api/stays/check-in", { code: wrong });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("That check-in code doesn't match any of today's arrivals.");
    expect((await s.host.client.post("/api/stays/check-in", { code: "12" })).status).toBe(400);
    // Another host's right code is a wrong code for this one.
    expect((await s.stranger.client.post("/api/stays/check-in", { code })).status).toBe(400);
    const ok = await s.host.client.post("/api/stays/check-in", { code: code.toLowerCase() });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ stayPhase: "arrived", collaborationId: s.id });
    const tries = await Promise.all(
      Array.from({ length: 20 }, () => s.host.client.post("/api/stays/check-in", { code: wrong })),
    );
    const limited = tries.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(Number(limited[0]?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("a flexible stay: arrival any day, departure by the host, never by itself", async () => {
    const s = await stay(null);
    expect(await arrivals(s)).toEqual([s.id]);
    expect((await s.host.client.post(`/api/stays/${s.id}/departure`, {})).status).toBe(409);
    expect((await s.host.client.post(`/api/stays/${s.id}/arrival`, {})).status).toBe(200);
    await departStays(timerDeps(), new Date(Date.now() + 400 * 86_400_000));
    expect((await s.card(s.host.client))?.stay.phase).toBe("arrived"); // the dated ones of other tests departed
    const res = await s.host.client.post(`/api/stays/${s.id}/departure`, {});
    expect(res.status).toBe(200);
    expect((await s.card(s.host.client))?.stay.phase).toBe("departed");
  });
});

/** The signed-in person's notifications of one type about one collaboration (newest first). */
const noticesOf = async (client: { get: (u: string) => Promise<Response> }, type: string, title: string) =>
  ((await (await client.get("/api/notifications")).json()) as NotificationList).items.filter(
    (n) => n.type === type && n.title.endsWith(title),
  );

describe("arrival and departure notices", () => {
  it("arrival tells the creator; the check-out date's departure tells both, once, with what comes next", async () => {
    const s = await stay(0, 2);
    const title = (await s.card(s.host.client))?.listing.title as string;
    expect((await s.host.client.post(`/api/stays/${s.id}/arrival`, {})).status).toBe(200);
    const arrived = await noticesOf(s.creator.client, "stay.arrived", title);
    expect(arrived.map((n) => [n.title, n.body, n.link])).toEqual([
      [
        `Arrival recorded: ${title}`,
        `The host recorded your arrival at “${title}”. Enjoy the stay — the agreed content goes into the collaboration's workspace.`,
        "/contracts",
      ],
    ]);
    expect(await noticesOf(s.host.client, "stay.arrived", title)).toEqual([]);
    const later = new Date(Date.now() + 2 * 86_400_000 + 60_000);
    expect(await departStays(timerDeps(), later)).toBeGreaterThanOrEqual(1);
    await departStays(timerDeps(), later);
    const appId = (await s.card(s.host.client))?.applicationId;
    const forCreator = await noticesOf(s.creator.client, "stay.departed", title);
    const forHost = await noticesOf(s.host.client, "stay.departed", title);
    expect(forCreator).toHaveLength(1);
    expect(forHost).toHaveLength(1);
    expect(forCreator[0]?.body).toBe(
      `Your stay at “${title}” ended on the agreed check-out date. Upload the agreed content in the workspace; the collaboration completes once every agreed item is approved.`,
    );
    expect(forHost[0]?.body).toContain(`Cyra Creator's stay at “${title}” ended on the agreed check-out date.`);
    expect(forHost[0]?.link).toBe(`/collaboration/${appId}/deliverables`);
  });

  it("by code and by the host's recorded departure: the creator is told each, the host (who acted) is not", async () => {
    const s = await stay(null);
    const title = (await s.card(s.host.client))?.listing.title as string;
    const code = (await s.card(s.creator.client))?.stay.checkInCode as string;
    expect((await s.host.client.post("/api/stays/check-in", { code })).status).toBe(200);
    expect(await noticesOf(s.creator.client, "stay.arrived", title)).toHaveLength(1);
    expect((await s.host.client.post(`/api/stays/${s.id}/departure`, {})).status).toBe(200);
    const departed = await noticesOf(s.creator.client, "stay.departed", title);
    expect(departed.map((n) => n.body)).toEqual([
      `The host recorded your departure from “${title}”. Upload the agreed content in the workspace; the collaboration completes once every agreed item is approved.`,
    ]);
    expect(await noticesOf(s.host.client, "stay.departed", title)).toEqual([]);
    // A refused move writes no notice.
    expect((await s.host.client.post(`/api/stays/${s.id}/departure`, {})).status).toBe(409);
    expect(await noticesOf(s.creator.client, "stay.departed", title)).toHaveLength(1);
  });
});

describe("an early departure", () => {
  it("recorded by the host before the check-out date opens completion", async () => {
    const s = await stay(0, 5);
    expect((await s.card(s.host.client))?.completableFrom).toBe(addDays(s.today, 5));
    expect((await s.host.client.post(`/api/stays/${s.id}/arrival`, {})).status).toBe(200);
    expect((await s.host.client.post(`/api/stays/${s.id}/departure`, {})).status).toBe(200);
    const card = await s.card(s.creator.client);
    expect(card?.completableFrom).toBeNull();
    expect(card?.actions).toContain("completed");
    expect((await s.creator.client.patch(`/api/collaborations/${s.id}`, { status: "completed" })).status).toBe(200);
  });
});

describe("departure by itself", () => {
  it("happens on the check-out date where the listing is, once", async () => {
    const s = await stay(0, 2);
    expect((await s.host.client.post(`/api/stays/${s.id}/arrival`, {})).status).toBe(200);
    expect(await departStays(timerDeps(), new Date())).toBe(0);
    const later = new Date(Date.now() + 2 * 86_400_000 + 60_000);
    expect(await departStays(timerDeps(), later)).toBeGreaterThanOrEqual(1);
    expect(await departStays(timerDeps(), later)).toBe(0);
    expect((await s.card(s.creator.client))?.stay.phase).toBe("departed");
  });
});

describe("automatic completion (issue 33 part 4)", () => {
  it("completes once the stay has departed and every agreed item is approved, once", async () => {
    const s = await stay(null);
    await ctx.db
      .update(collaborations)
      .set({ agreedDeliverables: { posts: 1 } })
      .where(eq(collaborations.id, s.id));
    const appId = (await s.card(s.host.client))?.applicationId as string;
    const form = new FormData();
    form.append("usageRights", "1-year");
    form.append("caption", "Sunset from the terrace #ad");
    const up = await s.creator.client.post(`/api/workspaces/${appId}/deliverables`, form);
    expect(up.status).toBe(201);
    const { deliverable } = (await up.json()) as { deliverable: { id: string } };
    expect((await s.host.client.post(`/api/stays/${s.id}/arrival`, {})).status).toBe(200);
    expect(
      (await s.host.client.post(`/api/deliverables/${deliverable.id}/feedback`, { feedbackType: "approve" })).status,
    ).toBe(201);
    await completeFinishedCollaborations(timerDeps());
    expect((await s.card(s.host.client))?.status).toBe("active"); // not departed yet
    expect((await s.host.client.post(`/api/stays/${s.id}/departure`, {})).status).toBe(200);
    expect(await completeFinishedCollaborations(timerDeps())).toBeGreaterThanOrEqual(1);
    expect((await s.card(s.creator.client))?.status).toBe("completed");
    expect(await completeFinishedCollaborations(timerDeps())).toBe(0);
  });
});

describe("no-show (issue 33 part 2)", () => {
  it("from the day after check-in, by the host, with a note; contested within 72 hours it stays open", async () => {
    const onDay = await stay(0);
    const early = await onDay.host.client.post(`/api/stays/${onDay.id}/no-show`, { note: "Nobody came" });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(
      `A no-show can be recorded from the day after the check-in date, ${onDay.today}.`,
    );
    const flexible = await stay(null);
    const flex = await flexible.host.client.post(`/api/stays/${flexible.id}/no-show`, { note: "Nobody came" });
    expect((await errorOf(flex)).message).toBe(
      "A stay without agreed dates has no check-in date: a no-show can't be recorded.",
    );

    const s = await stay(-1);
    expect((await s.creator.client.post(`/api/stays/${s.id}/no-show`, { note: "x" })).status).toBe(403);
    expect((await s.host.client.post(`/api/stays/${s.id}/no-show`, { note: " " })).status).toBe(400);
    const res = await s.host.client.post(`/api/stays/${s.id}/no-show`, { note: "We waited until midnight." });
    expect(res.status).toBe(200);
    expect((await s.card(s.creator.client))?.stay).toMatchObject({
      phase: "no_show",
      noShow: { note: "We waited until midnight.", contested: false },
    });
    expect((await s.host.client.post(`/api/stays/${s.id}/contest`, { note: "x" })).status).toBe(403);
    const contest = await s.creator.client.post(`/api/stays/${s.id}/contest`, { note: "My flight was cancelled." });
    expect(contest.status).toBe(200);
    expect((await s.creator.client.post(`/api/stays/${s.id}/contest`, { note: "Again" })).status).toBe(409);
    expect((await s.card(s.host.client))?.stay.noShow).toMatchObject({
      contested: true,
      contestNote: "My flight was cancelled.",
    });
    // Contested: the timer leaves it open.
    await cancelLapsedNoShows(timerDeps(), new Date(Date.now() + 80 * 3_600_000));
    expect((await s.card(s.host.client))?.status).toBe("active");
  });

  it("uncontested for 72 hours cancels the collaboration and reopens its nights; a late contest is refused", async () => {
    const s = await stay(-1);
    expect((await s.host.client.post(`/api/stays/${s.id}/no-show`, { note: "No sign of anyone." })).status).toBe(200);
    expect(await cancelLapsedNoShows(timerDeps(), new Date(Date.now() + 71 * 3_600_000))).toBe(0);
    await ctx.db
      .update(collaborations)
      .set({ noShowAt: new Date(Date.now() - 73 * 3_600_000) })
      .where(eq(collaborations.id, s.id));
    const late = await s.creator.client.post(`/api/stays/${s.id}/contest`, { note: "Sorry" });
    expect((await errorOf(late)).message).toBe("The 72 hours to contest this no-show are over.");
    expect(await cancelLapsedNoShows(timerDeps(), new Date())).toBeGreaterThanOrEqual(1);
    const card = await s.card(s.creator.client);
    expect(card).toMatchObject({ status: "cancelled", cancellation: { by: "host" } });
    expect(await cancelLapsedNoShows(timerDeps(), new Date())).toBe(0);
  });
});
