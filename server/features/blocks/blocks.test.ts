import { blockMessages } from "@domain/blocks.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { exportSections } from "../data-export/sections.ts";
import { createListing, errorOf } from "../listings/test-helpers.ts";

/** Blocking (issue 37 part 1, decision 0068): every rule through the API, on PGlite and PostgreSQL. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Person = Awaited<ReturnType<TestContext["userClient"]>>;
type Summary = { id: string; closed: boolean; blockedByMe: boolean };

const count = async (query: ReturnType<typeof sql>) =>
  Number((await ctx.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0);
const blockRows = (a: string, b: string) =>
  count(sql`select count(*)::int as n from blocks where blocker_id = ${a} and blocked_id = ${b}`);

async function apply(creator: Person, listingId: string) {
  const res = await creator.client.post("/api/applications", { listingId, message: "I would love to visit" });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { application: { id: string } }).application.id;
}

async function conversationOf(person: Person, applicationId: string) {
  const res = await person.client.post("/api/conversations", { applicationId });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return ((await res.json()) as { conversation: Summary }).conversation.id;
}

const send = (person: Person, conversationId: string, content = "Hello there") =>
  person.client.post(`/api/conversations/${conversationId}/messages`, { content, clientKey: crypto.randomUUID() });

const summaryOf = async (person: Person, conversationId: string) =>
  ((await (await person.client.get(`/api/conversations/${conversationId}`)).json()) as { conversation: Summary })
    .conversation;

const status = async (table: "applications" | "host_invitations", id: string) =>
  (await ctx.db.execute<{ status: string }>(sql`select status from ${sql.raw(table)} where id = ${id}`)).rows[0]
    ?.status;

describe("blocking: the list, and bad input", () => {
  it("blocks, lists, is idempotent, unblocks; refuses yourself, an unknown id, an operator, junk — nothing written", async () => {
    const host = await ctx.userClient("host", "Hedda Blocker");
    const creator = await ctx.userClient("creator", "Cato Blocked");
    const operator = await ctx.operatorClient(false);

    const first = await host.client.post("/api/blocks", { userId: creator.id });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ block: { id: creator.id, name: "Cato Blocked", role: "creator" } });
    // Twice (a double click, a second tab): the same block, 200, one row.
    const again = await host.client.post("/api/blocks", { userId: creator.id });
    expect(again.status).toBe(200);
    const racing = await Promise.all([1, 2, 3].map(() => creator.client.post("/api/blocks", { userId: host.id })));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(await blockRows(host.id, creator.id)).toBe(1);
    expect(await blockRows(creator.id, host.id)).toBe(1);

    const list = (await (await host.client.get("/api/blocks")).json()) as { items: { id: string }[] };
    expect(list.items.map((i) => i.id)).toEqual([creator.id]);

    const before = await count(sql`select count(*)::int as n from blocks`);
    const self = await host.client.post("/api/blocks", { userId: host.id });
    expect(self.status).toBe(400);
    expect((await errorOf(self)).message).toBe(blockMessages.cannotBlockSelf);
    const unknown = await host.client.post("/api/blocks", { userId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    const staff = await host.client.post("/api/blocks", { userId: operator.id });
    expect(staff.status).toBe(400);
    expect((await errorOf(staff)).message).toBe(blockMessages.cannotBlockStaff);
    for (const body of [{}, { userId: "junk" }, { userId: 5 }, { userId: creator.id, extra: true }]) {
      expect((await host.client.post("/api/blocks", body)).status, JSON.stringify(body)).toBe(400);
    }
    // Operators neither block nor are listed as members; visitors must sign in.
    expect((await operator.client.post("/api/blocks", { userId: host.id })).status).toBe(403);
    expect((await operator.client.get("/api/blocks")).status).toBe(403);
    expect((await ctx.client().post("/api/blocks", { userId: host.id })).status).toBe(401);
    expect((await ctx.client().get("/api/blocks")).status).toBe(401);
    expect(await count(sql`select count(*)::int as n from blocks`)).toBe(before);

    // Unblocking is one's own block only, and idempotent.
    expect((await host.client.delete(`/api/blocks/${creator.id}`)).status).toBe(204);
    expect((await host.client.delete(`/api/blocks/${creator.id}`)).status).toBe(204);
    expect((await host.client.delete("/api/blocks/junk")).status).toBe(404);
    expect(await blockRows(host.id, creator.id)).toBe(0);
    expect(await blockRows(creator.id, host.id)).toBe(1);
    expect(((await (await host.client.get("/api/blocks")).json()) as { items: unknown[] }).items).toEqual([]);
  });
});

describe("blocking: what stops between the two", () => {
  it("withdraws pending applications and invitations both ways at block time, and refuses new ones neutrally", async () => {
    const host = await ctx.userClient("host", "Hilde Host");
    const creator = await ctx.userClient("creator", "Carlo Creator");
    const otherCreator = await ctx.userClient("creator", "Olive Other");
    const listing = await createListing(host.client, { title: "Block Test Lodge" });
    const second = await createListing(host.client, { title: "Block Test Cabin" });
    const pending = await apply(creator, listing.id);
    const untouched = await apply(otherCreator, listing.id);
    const invited = await host.client.post("/api/invitations", { creatorId: creator.id, listingId: second.id });
    expect(invited.status).toBe(201);
    const invitationId = ((await invited.json()) as { invitation: { id: string } }).invitation.id;

    expect((await host.client.post("/api/blocks", { userId: creator.id })).status).toBe(201);
    expect(await status("applications", pending)).toBe("withdrawn");
    expect(await status("host_invitations", invitationId)).toBe("withdrawn");
    expect(await status("applications", untouched)).toBe("pending");

    // The blocked creator applies through the API: the listing is "not found", never "blocked"; nothing written.
    const apps = () => count(sql`select count(*)::int as n from applications where creator_id = ${creator.id}`);
    const before = await apps();
    const refused = await creator.client.post("/api/applications", { listingId: second.id, message: "Let me in" });
    expect(refused.status).toBe(404);
    const refusal = await errorOf(refused);
    expect(refusal.message.toLowerCase()).not.toContain("block");
    // Same answer as a listing that does not exist.
    const missing = await creator.client.post("/api/applications", {
      listingId: crypto.randomUUID(),
      message: "Let me in",
    });
    expect(await errorOf(missing)).toEqual(refusal);
    expect(await apps()).toBe(before);
    // "Chat with Host" on the listing: the same.
    const chat = await creator.client.post("/api/conversations", {
      listingId: second.id,
      message: { content: "Hi?", clientKey: crypto.randomUUID() },
    });
    expect(chat.status).toBe(404);
    expect(await apps()).toBe(before);

    // The host who blocked is told plainly.
    const invite = await host.client.post("/api/invitations", { creatorId: creator.id, listingId: listing.id });
    expect(invite.status).toBe(409);
    expect(await errorOf(invite)).toMatchObject({ code: "you_blocked", message: blockMessages.youBlockedInvite });

    // The other way round: a creator who blocked a host cannot apply (told so); that host cannot invite them
    // (the creator is "not found" to the host).
    const host2 = await ctx.userClient("host", "Hector Host");
    const creator2 = await ctx.userClient("creator", "Clara Creator");
    const listing2 = await createListing(host2.client, { title: "Block Test Riad" });
    expect((await creator2.client.post("/api/blocks", { userId: host2.id })).status).toBe(201);
    const own = await creator2.client.post("/api/applications", { listingId: listing2.id, message: "Hello" });
    expect(own.status).toBe(409);
    expect(await errorOf(own)).toMatchObject({ code: "you_blocked", message: blockMessages.youBlockedApply });
    const invites = () => count(sql`select count(*)::int as n from host_invitations where host_id = ${host2.id}`);
    const hidden = await host2.client.post("/api/invitations", { creatorId: creator2.id, listingId: listing2.id });
    expect(hidden.status).toBe(404);
    expect((await errorOf(hidden)).message).toBe("Creator Not Found");
    expect(await invites()).toBe(0);

    // Unblocked: applying works again (what was withdrawn stays withdrawn).
    expect((await creator2.client.delete(`/api/blocks/${host2.id}`)).status).toBe(204);
    await apply(creator2, listing2.id);
    expect(await status("applications", pending)).toBe("withdrawn");
  });

  it("closes a conversation outside a running collaboration; the blocked person only reads 'closed'", async () => {
    const host = await ctx.userClient("host", "Hanne Host");
    const creator = await ctx.userClient("creator", "Colm Creator");
    const listing = await createListing(host.client, { title: "Block Test Chat Villa" });
    const applicationId = await apply(creator, listing.id);
    const conversationId = await conversationOf(creator, applicationId);
    expect((await send(creator, conversationId)).status).toBe(201);

    expect((await host.client.post("/api/blocks", { userId: creator.id })).status).toBe(201);
    const messages = () =>
      count(sql`select count(*)::int as n from messages where conversation_id = ${conversationId}`);
    const before = await messages();
    const closed = await send(creator, conversationId, "Why no answer?");
    expect(closed.status).toBe(409);
    expect(await errorOf(closed)).toEqual({ code: "conversation_closed", message: blockMessages.conversationClosed });
    const mine = await send(host, conversationId, "One more thing");
    expect(mine.status).toBe(409);
    expect(await errorOf(mine)).toMatchObject({ code: "you_blocked" });
    expect(await messages()).toBe(before);
    // Still readable by both; the summary tells only the host that they blocked.
    expect(await summaryOf(creator, conversationId)).toMatchObject({ closed: true, blockedByMe: false });
    expect(await summaryOf(host, conversationId)).toMatchObject({ closed: true, blockedByMe: true });
    const inbox = (await (await creator.client.get("/api/conversations")).json()) as { items: Summary[] };
    expect(inbox.items.find((c) => c.id === conversationId)).toMatchObject({ closed: true, blockedByMe: false });
    // The existing conversation opens (to read); no application of theirs can start a new one.
    expect((await creator.client.post("/api/conversations", { applicationId })).status).toBe(200);

    // Unblocked, the conversation opens again.
    expect((await host.client.delete(`/api/blocks/${creator.id}`)).status).toBe(204);
    expect((await send(creator, conversationId, "Thanks!")).status).toBe(201);
    expect(await summaryOf(creator, conversationId)).toMatchObject({ closed: false });
  });

  it("keeps a running collaboration's conversation usable until it ends", async () => {
    const host = await ctx.userClient("host", "Hakon Host");
    const creator = await ctx.userClient("creator", "Cilla Creator");
    const listing = await createListing(host.client, { title: "Block Test Running Stay" });
    const applicationId = await apply(creator, listing.id);
    expect((await host.client.patch(`/api/applications/${applicationId}`, { status: "accepted" })).status).toBe(200);
    const conversationId = await conversationOf(host, applicationId);

    expect((await creator.client.post("/api/blocks", { userId: host.id })).status).toBe(201);
    expect(await status("applications", applicationId)).toBe("accepted");
    expect((await send(host, conversationId, "See you Friday")).status).toBe(201);
    expect((await send(creator, conversationId, "See you")).status).toBe(201);
    expect(await summaryOf(host, conversationId)).toMatchObject({ closed: false, blockedByMe: false });

    // Once the collaboration ends (cancelled here), the block closes the chat.
    const collaboration = (
      await ctx.db.execute<{ id: string }>(sql`select id from collaborations where application_id = ${applicationId}`)
    ).rows[0]?.id;
    const cancel = await host.client.post(`/api/collaborations/${collaboration}/cancel`, { reason: "Plans changed" });
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    expect((await send(host, conversationId, "Sorry")).status).toBe(409);
    expect(await summaryOf(creator, conversationId)).toMatchObject({ closed: true, blockedByMe: true });
  });
});

describe("blocking: discovery and pages", () => {
  it("hides each from the other in search and on their pages, both ways; unblocking brings them back", async () => {
    const host = await ctx.userClient("host", "Quentin Blockhost");
    const creator = await ctx.userClient("creator", "Quilla Blockcreator");
    const listing = await createListing(host.client, { title: "Quokka Blocktest Hideaway" });
    const listingsFor = async (who: Person) =>
      (
        (await (await who.client.get("/api/listings?q=Quokka%20Blocktest")).json()) as { items: { id: string }[] }
      ).items.map((i) => i.id);
    const creatorsFor = async (who: Person) =>
      ((await (await who.client.get("/api/creators?q=Quilla")).json()) as { items: { id: string }[] }).items.map(
        (i) => i.id,
      );
    expect(await listingsFor(creator)).toEqual([listing.id]);
    expect(await creatorsFor(host)).toContain(creator.id);

    for (const [blocker, blocked] of [
      [host, creator],
      [creator, host],
    ] as const) {
      expect((await blocker.client.post("/api/blocks", { userId: blocked.id })).status).toBe(201);
      expect(await listingsFor(creator)).toEqual([]);
      expect(await creatorsFor(host)).not.toContain(creator.id);
      expect((await creator.client.get(`/api/listings/${listing.id}`)).status).toBe(404);
      expect((await host.client.get(`/api/creators/${creator.id}`)).status).toBe(404);
      // Their own pages and a visitor's view are unchanged.
      expect((await host.client.get(`/api/listings/${listing.id}`)).status).toBe(200);
      expect((await ctx.client().get(`/api/creators/${creator.id}`)).status).toBe(200);
      expect((await blocker.client.delete(`/api/blocks/${blocked.id}`)).status).toBe(204);
      expect(await listingsFor(creator)).toEqual([listing.id]);
      expect(await creatorsFor(host)).toContain(creator.id);
      expect((await creator.client.get(`/api/listings/${listing.id}`)).status).toBe(200);
      expect((await host.client.get(`/api/creators/${creator.id}`)).status).toBe(200);
    }
  });

  it("exports the blocks a person made (not the ones about them); deleting either account removes the rows", async () => {
    const host = await ctx.userClient("host", "Xavi Exporter");
    const creator = await ctx.userClient("creator", "Xena Exported");
    expect((await host.client.post("/api/blocks", { userId: creator.id })).status).toBe(201);
    const section = exportSections.find((s) => s.name === "blocks");
    if (!section) throw new Error("no blocks section in the export");
    const me = (person: Person) => ({ db: ctx.db, me: { id: person.id } }) as Parameters<typeof section.collect>[0];
    expect(await section.collect(me(host))).toEqual([
      expect.objectContaining({ personId: creator.id, personName: "Xena Exported" }),
    ]);
    expect(await section.collect(me(creator))).toEqual([]);

    const deleted = await creator.client.delete("/api/accounts/me");
    expect(deleted.status, await deleted.clone().text()).toBeLessThan(300);
    expect(await blockRows(host.id, creator.id)).toBe(0);
  });
});
