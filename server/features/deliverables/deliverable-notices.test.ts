import type { Deliverable } from "@domain/deliverables.ts";
import type { NotificationList } from "@domain/notifications.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestClient, type TestContext } from "../../test/harness.ts";
import { createListing, fileOf, pngBytes } from "../listings/test-helpers.ts";
import { runTimers } from "../notifications/timers.ts";
import { remindExpiringRights, remindOpenChangeRequests } from "./reminders.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const day = 86_400_000;
const timerDeps = () => ({ db: ctx.db, realtime: { publish: async () => {} } as never, logger: ctx.services.logger });

/** A host and a creator with an accepted application, and a bystander pair with their own. */
async function cast() {
  const host = await ctx.userClient("host", "Sofia Host");
  const creator = await ctx.userClient("creator", "Cora Creator");
  const otherHost = await ctx.userClient("host", "Hugo Host");
  const otherCreator = await ctx.userClient("creator", "Oscar Other");
  const listing = await createListing(host.client, { title: "Villa Azul" });
  const applied = await creator.client.post("/api/applications", { listingId: listing.id, message: "Let me film it" });
  const appId = ((await applied.json()) as { application: { id: string } }).application.id;
  expect((await host.client.patch(`/api/applications/${appId}`, { status: "accepted" })).status).toBe(200);
  return { host, creator, bystanders: [otherHost, otherCreator], appId };
}

async function upload(client: TestClient, appId: string, fields: Record<string, string>, seed = 1) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("file", fileOf(await pngBytes(seed, 64), `photo-${seed}.png`));
  const res = await client.post(`/api/workspaces/${appId}/deliverables`, form);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { deliverable: Deliverable }).deliverable;
}
const review = async (client: TestClient, id: string, body: unknown) =>
  expect((await client.post(`/api/deliverables/${id}/feedback`, body)).status).toBe(201);

const notices = async (client: TestClient, type?: string) => {
  const list = (await (await client.get("/api/notifications")).json()) as NotificationList;
  return type ? list.items.filter((n) => n.type === type) : list.items;
};
const deliverableTypes = async (client: TestClient) =>
  (await notices(client)).map((n) => n.type).filter((t) => t.startsWith("deliverable."));

describe("deliverable notifications", () => {
  it("tells the host of an upload and of a new version, the creator of each decision, nobody of a comment", async () => {
    const c = await cast();
    const link = `/collaboration/${c.appId}/deliverables`;
    const first = await upload(c.creator.client, c.appId, { usageRights: "1-year", caption: "Sunset" });
    const uploaded = await notices(c.host.client, "deliverable.uploaded");
    expect(uploaded).toHaveLength(1);
    expect(uploaded[0]).toMatchObject({ title: "Cora Creator uploaded content for “Villa Azul”", link });
    expect(await deliverableTypes(c.creator.client)).toEqual([]); // not told of their own upload

    // A comment changes nothing and tells nobody.
    await review(c.host.client, first.id, { feedbackType: "comment", comment: "Lovely light here." });
    expect(await deliverableTypes(c.creator.client)).toEqual([]);

    await review(c.host.client, first.id, { feedbackType: "request_changes", comment: "Please show the pool." });
    const asked = await notices(c.creator.client, "deliverable.changes_requested");
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ title: "Sofia Host requested changes for “Villa Azul”", link });
    expect(asked[0]?.body).toContain("photo-1.png");

    const second = await upload(c.creator.client, c.appId, { usageRights: "1-year", previousId: first.id }, 2);
    const versions = await notices(c.host.client, "deliverable.uploaded");
    expect(versions.map((n) => n.title)).toEqual([
      "Cora Creator uploaded version 2 for “Villa Azul”",
      "Cora Creator uploaded content for “Villa Azul”",
    ]);

    await review(c.host.client, second.id, { feedbackType: "approve", rating: 5 });
    const approved = await notices(c.creator.client, "deliverable.approved");
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({ title: "Sofia Host approved your content for “Villa Azul”", link });

    // The host got only uploads, the creator only decisions, the bystanders nothing.
    expect(await deliverableTypes(c.host.client)).toEqual(["deliverable.uploaded", "deliverable.uploaded"]);
    expect(await deliverableTypes(c.creator.client)).toEqual(["deliverable.approved", "deliverable.changes_requested"]);
    for (const b of c.bystanders) expect(await notices(b.client)).toEqual([]);
  });

  it("a review that lost the race, a refused review or a refused version notifies nobody", async () => {
    const c = await cast();
    const first = await upload(c.creator.client, c.appId, { usageRights: "1-year" });
    // Two approvals at once (two tabs): one wins, one notice.
    const both = await Promise.all(
      [1, 2].map(() => c.host.client.post(`/api/deliverables/${first.id}/feedback`, { feedbackType: "approve" })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    // A second decision on approved content is refused and sends nothing.
    const again = await c.host.client.post(`/api/deliverables/${first.id}/feedback`, {
      feedbackType: "request_changes",
      comment: "Actually, change it.",
    });
    expect(again.status).toBe(409);
    // A new version of content that needs no changes is refused and sends nothing.
    const form = new FormData();
    form.append("usageRights", "1-year");
    form.append("previousId", first.id);
    form.append("file", fileOf(await pngBytes(3, 64), "photo-3.png"));
    expect((await c.creator.client.post(`/api/workspaces/${c.appId}/deliverables`, form)).status).toBe(409);
    expect(await deliverableTypes(c.creator.client)).toEqual(["deliverable.approved"]);
    expect(await deliverableTypes(c.host.client)).toEqual(["deliverable.uploaded"]);
  });
});

describe("deliverable reminders (clock injected)", () => {
  it("reminds the creator of a change request open 5 days, once, and not after a new version", async () => {
    const c = await cast();
    const open = await upload(c.creator.client, c.appId, { usageRights: "1-year" }, 1);
    const answered = await upload(c.creator.client, c.appId, { usageRights: "1-year" }, 2);
    for (const d of [open, answered])
      await review(c.host.client, d.id, { feedbackType: "request_changes", comment: "Please show the pool." });
    await upload(c.creator.client, c.appId, { usageRights: "1-year", previousId: answered.id }, 3);
    const reminders = () => notices(c.creator.client, "deliverable.change_request_reminder");

    await remindOpenChangeRequests(timerDeps(), new Date(Date.now() + 4 * day));
    expect(await reminders()).toHaveLength(0);
    await remindOpenChangeRequests(timerDeps(), new Date(Date.now() + 5 * day + 60_000));
    await remindOpenChangeRequests(timerDeps(), new Date(Date.now() + 6 * day));
    const sent = await reminders();
    expect(sent).toHaveLength(1); // the open one only, once
    expect(sent[0]).toMatchObject({
      title: "Changes still open for “Villa Azul”",
      link: `/collaboration/${c.appId}/deliverables`,
    });
    expect(sent[0]?.body).toContain("photo-1.png");
    expect(await notices(c.host.client, "deliverable.change_request_reminder")).toEqual([]);
  });

  it("reminds both parties 30 and 7 days before usage rights end, once each; unlimited never", async () => {
    const c = await cast();
    const limited = await upload(c.creator.client, c.appId, { usageRights: "6-months" }, 1);
    const late = await upload(c.creator.client, c.appId, { usageRights: "1-year" }, 2);
    const forever = await upload(c.creator.client, c.appId, { usageRights: "unlimited" }, 3);
    for (const d of [limited, late, forever]) await review(c.host.client, d.id, { feedbackType: "approve" });
    const expiry = async (id: string) =>
      new Date(
        (
          await ctx.db.execute<{ at: string | Date }>(
            sql`select rights_expire_at as at from collaboration_deliverables where id = ${id}`,
          )
        ).rows[0]?.at as string,
      ).getTime();
    const ends = await expiry(limited.id);
    const expiring = async (client: TestClient, subject: string) =>
      (await notices(client, "deliverable.usage_rights_expiring")).filter((n) => n.body.includes(subject));
    const at = (ms: number) => remindExpiringRights(timerDeps(), new Date(ms));

    await at(ends - 31 * day);
    expect(await expiring(c.host.client, "photo-1.png")).toHaveLength(0);
    await at(ends - 30 * day + 60_000);
    await at(ends - 29 * day);
    for (const party of [c.host.client, c.creator.client]) {
      const sent = await expiring(party, "photo-1.png");
      expect(sent.map((n) => n.title)).toEqual(["Usage rights end in 30 days: “Villa Azul”"]);
      expect(sent[0]?.link).toBe("/content-rights");
    }
    await at(ends - 7 * day + 60_000);
    await at(ends - 2 * day);
    await at(ends + day); // expired: nothing more
    for (const party of [c.host.client, c.creator.client]) {
      expect((await expiring(party, "photo-1.png")).map((n) => n.title)).toEqual([
        "Usage rights end in 7 days: “Villa Azul”",
        "Usage rights end in 30 days: “Villa Azul”",
      ]);
    }

    // A tick first seen 5 days before the end sends only the reminder still true (7 days), through runTimers.
    const lateEnds = await expiry(late.id);
    const mail = {
      db: ctx.db,
      mailer: ctx.services.mailer,
      logger: ctx.services.logger,
      publicUrl: ctx.config.publicUrl,
      unsubscribeKey: ctx.services.unsubscribeKey,
    };
    await runTimers({ ...timerDeps(), mail }, new Date(lateEnds - 5 * day));
    await runTimers({ ...timerDeps(), mail }, new Date(lateEnds - 4 * day));
    expect((await expiring(c.creator.client, "photo-2.png")).map((n) => n.title)).toEqual([
      "Usage rights end in 7 days: “Villa Azul”",
    ]);

    // Unlimited rights never expire: nothing, however far ahead.
    for (const years of [1, 5, 50]) await at(Date.now() + years * 365 * day);
    expect(await expiring(c.host.client, "photo-3.png")).toEqual([]);
    for (const b of c.bystanders) expect(await notices(b.client)).toEqual([]);
  });
});
