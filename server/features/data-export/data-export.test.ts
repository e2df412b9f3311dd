import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRealtimeHub } from "../../realtime/hub.ts";
import { createWorld, type World } from "../../test/contract-world.ts";
import { fileForm, png } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { zipEntries } from "../deliverables/test-helpers.ts";
import { exportSections } from "./sections.ts";
import { buildExport, type DataExportJobDeps, dataExportQueue, expireExport } from "./service.ts";

/**
 * "Download my data" and deletion keeping its promise (issue 40 parts 4 and 5, decision 0063), on the contract
 * suites' world: host A and creator A own one object of every kind, with each other and beside host B / creator B.
 */
let ctx: TestContext;
let world: World;
let jobDeps: DataExportJobDeps;

beforeAll(async () => {
  ctx = await createTestContext({ calendarFetchAllowPrivate: true });
  world = await createWorld(ctx);
  const { services } = ctx;
  jobDeps = {
    db: ctx.db,
    storage: services.storage,
    jobs: services.jobs,
    logger: services.logger,
    realtime: createRealtimeHub({ db: ctx.db, logger: services.logger }),
    mailer: services.mailer,
    publicUrl: ctx.config.publicUrl,
  };
  const { creatorA } = world.people;
  expect((await creatorA.client.post("/api/profile/avatar", fileForm(await png(), "me.png", "image/png"))).status).toBe(
    200,
  );
  const contact = await ctx.client().post("/api/site/contact", {
    fullName: "Cora Owner",
    email: creatorA.email,
    message: "How do I download my data?",
    consent: true,
  });
  expect(contact.status).toBeLessThan(300);
});
afterAll(async () => ctx?.close());

type ExportAnswer = { export: { id: string; status: string; downloadUrl: string | null; bytes: number | null } };

async function startAndBuild(who: World["people"]["creatorA"]) {
  const started = await who.client.post("/api/accounts/data-export");
  expect(started.status).toBe(202);
  const { export: running } = (await started.json()) as ExportAnswer;
  expect(running.status).toBe("running");
  await buildExport(jobDeps, running.id);
  const { export: ready } = (await (await who.client.get("/api/accounts/data-export")).json()) as ExportAnswer;
  expect(ready).toMatchObject({ id: running.id, status: "ready" });
  return ready;
}

async function download(who: World["people"]["creatorA"], url: string) {
  const res = await who.client.get(url);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/zip");
  return Buffer.from(await res.arrayBuffer());
}

/** Every `files/…` path data.json names. */
function filePaths(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string" && value.startsWith("files/")) found.push(value);
  else if (Array.isArray(value)) for (const v of value) filePaths(v, found);
  else if (value && typeof value === "object") for (const v of Object.values(value)) filePaths(v, found);
  return found;
}

const keyOf = async (query: ReturnType<typeof sql>) =>
  ((await ctx.db.execute<{ key: string }>(query)).rows[0]?.key ?? null) as string | null;

async function storedBytes(key: string | null): Promise<Buffer> {
  if (!key) throw new Error("no key");
  const file = await ctx.services.storage.get(key);
  if (!file) throw new Error(`missing ${key}`);
  return file.data;
}

describe("Download my data (issue 40 part 4)", () => {
  it("one export at a time, queued; its ZIP holds every kind of the person's data and files, and nobody else's", async () => {
    const { creatorA, hostA, hostB, creatorB, operator } = world.people;
    const first = await creatorA.client.post("/api/accounts/data-export");
    expect(first.status).toBe(202);
    const { export: running } = (await first.json()) as ExportAnswer;
    expect(running).toMatchObject({ status: "running", downloadUrl: null });
    // A second request while it runs returns the running one.
    const again = await creatorA.client.post("/api/accounts/data-export");
    expect(again.status).toBe(200);
    expect(((await again.json()) as ExportAnswer).export.id).toBe(running.id);
    expect(await ctx.services.jobs.depth(dataExportQueue.name)).toBeGreaterThanOrEqual(1);
    // Still running: nothing to download yet.
    expect((await creatorA.client.get(`/api/accounts/data-export/${running.id}/download`)).status).toBe(404);

    await buildExport(jobDeps, running.id);
    const { export: ready } = (await (await creatorA.client.get("/api/accounts/data-export")).json()) as ExportAnswer;
    expect(ready).toMatchObject({ id: running.id, status: "ready" });
    // The bell and the e-mail, whose link opens the Account tab (never the file itself).
    const bell = (await (await creatorA.client.get("/api/notifications")).json()) as { items: { type: string }[] };
    expect(bell.items.map((n) => n.type)).toContain("account.data_export_ready");
    const [mail] = await ctx.mailsTo(creatorA.email);
    expect(mail?.subject).toBe("Your CollabStay data is ready to download");
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/settings?section=account#download-my-data`);

    const zip = await download(creatorA, ready.downloadUrl as string);
    expect(ready.bytes).toBe(zip.length);
    const entries = await zipEntries(zip);
    expect(entries.get("README.txt")?.toString("utf8")).toContain("data.json holds everything");
    const data = JSON.parse(entries.get("data.json")?.toString("utf8") ?? "{}") as Record<string, unknown>;
    for (const section of exportSections) expect(Object.keys(data)).toContain(section.name);
    const list = (name: string) => data[name] as Record<string, unknown>[];
    expect(data.account).toMatchObject({ email: creatorA.email, role: "creator" });
    expect(data.profile).toMatchObject({ full_name: "Cora Owner", phone: world.secrets.phones.creatorA });
    expect(data.creatorProfile).not.toBeNull();
    for (const kind of [
      "portfolio",
      "galleryPhotos",
      "applications",
      "conversations",
      "terms",
      "collaborations",
      "payments",
      "deliverables",
      "invitations",
      "notifications",
      "sessions",
      "supportMessages",
      "passkeys",
      "pushDevices",
      "decisionsAboutYou",
    ]) {
      expect(list(kind).length, kind).toBeGreaterThan(0);
    }
    const conversation = list("conversations").find((c) => (c.messages as unknown[]).length >= 2) as {
      otherParty: string;
      messages: { from: string; content: string }[];
    };
    expect(conversation.otherParty).toBe("Hanna Owner");
    expect(conversation.messages.map((m) => m.from)).toEqual(expect.arrayContaining(["you", "other party"]));
    expect(conversation.messages.map((m) => m.content)).toContain("Hello from host A");
    const reviews = data.reviews as { given: unknown[]; received: unknown[] };
    expect(reviews.given.length).toBeGreaterThan(0);
    expect(reviews.received.length).toBeGreaterThan(0);
    expect(list("deliverables").some((d) => (d.feedback as unknown[]).length > 0)).toBe(true);
    expect(data.settings).toMatchObject({ emailUpdates: true });

    // Every file data.json names is in the ZIP, byte for byte the stored one.
    const paths = filePaths(data);
    for (const path of paths) expect(entries.has(path), path).toBe(true);
    const avatar = await keyOf(sql`select avatar_key as key from profiles where id = ${creatorA.id}`);
    expect(entries.get((data.profile as { avatar: string }).avatar)).toEqual(await storedBytes(avatar));
    const portfolio = await keyOf(sql`select storage_key as key from portfolio_media where user_id = ${creatorA.id}`);
    expect(entries.get(list("portfolio")[0]?.file as string)).toEqual(await storedBytes(portfolio));
    const gallery = await keyOf(
      sql`select storage_key as key from creator_listing_images where creator_id = ${creatorA.id}`,
    );
    expect(entries.get(list("galleryPhotos")[0]?.file as string)).toEqual(await storedBytes(gallery));
    const delivered = list("deliverables").filter((d) => d.file);
    expect(delivered.length).toBeGreaterThanOrEqual(2);
    for (const d of delivered) {
      const key = await keyOf(
        sql`select storage_key as key from collaboration_deliverables where id = ${String(d.id)}`,
      );
      expect(entries.get(d.file as string)).toEqual(await storedBytes(key));
    }

    // Nothing of another account: no other person's e-mail or phone anywhere in the archive.
    const whole = [zip.toString("latin1"), ...[...entries.values()].map((b) => b.toString("utf8"))].join("\n");
    for (const other of [hostA, hostB, creatorB, operator]) expect(whole).not.toContain(other.email);
    expect(whole).not.toContain(world.secrets.phones.hostA);
    expect(whole).not.toContain(world.objects.draftTitle);
  });

  it("two requests at once start one export: the other gets the running one", async () => {
    const { creatorB } = world.people;
    const answers = await Promise.all([
      creatorB.client.post("/api/accounts/data-export"),
      creatorB.client.post("/api/accounts/data-export"),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 202]);
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as ExportAnswer).export.id));
    expect(ids[0]).toBe(ids[1]);
  });

  it("a host's export holds their listings with images, saved creators and invitations", async () => {
    const { hostA, creatorA } = world.people;
    const ready = await startAndBuild(hostA);
    const entries = await zipEntries(await download(hostA, ready.downloadUrl as string));
    const data = JSON.parse(entries.get("data.json")?.toString("utf8") ?? "{}") as Record<string, unknown[]>;
    const listings = data.listings as { title: string; images: { file: string }[] }[];
    expect(listings.length).toBeGreaterThan(0);
    const image = listings.flatMap((l) => l.images)[0];
    const key = await keyOf(
      sql`select i.storage_key as key from listing_images i join listings l on l.id = i.listing_id
           where l.host_id = ${hostA.id} order by i.created_at limit 1`,
    );
    expect(entries.get(image?.file as string)).toEqual(await storedBytes(key));
    expect(data.savedCreators).toEqual([expect.objectContaining({ creatorName: "Cora Owner" })]);
    expect((data.invitations as unknown[]).length).toBeGreaterThan(0);
    expect((data.applications as unknown[]).length).toBeGreaterThan(0);
    // The draft is host A's own: in their export, not in anyone else's.
    expect(listings.map((l) => l.title)).toContain(world.objects.draftTitle);
    const whole = [...entries.values()].map((b) => b.toString("utf8")).join("\n");
    expect(whole).not.toContain(creatorA.email);
    expect(whole).not.toContain(world.secrets.phones.creatorA);
  });

  it("refuses another person's link, an expired one, a bad id; a new export replaces the old; expiry removes the ZIP", async () => {
    const { creatorA, creatorB, hostB } = world.people;
    const { export: current } = (await (await creatorA.client.get("/api/accounts/data-export")).json()) as ExportAnswer;
    const url = current.downloadUrl as string;
    expect((await ctx.client().get(url)).status).toBe(401);
    for (const other of [creatorB, hostB]) {
      const res = await other.client.get(url);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("This download does not exist or has expired.");
    }
    expect((await creatorA.client.get("/api/accounts/data-export/not-a-uuid/download")).status).toBe(404);
    expect(
      (await creatorA.client.get("/api/accounts/data-export/00000000-0000-4000-8000-000000000000/download")).status,
    ).toBe(404);
    expect((await creatorA.client.post("/api/accounts/data-export", { status: "ready" })).status).toBeLessThan(300);
    const oldKey = await keyOf(sql`select storage_key as key from data_exports where id = ${current.id}`);
    const { export: next } = (await (await creatorA.client.get("/api/accounts/data-export")).json()) as ExportAnswer;
    expect(next).toMatchObject({ status: "running" });
    // The old one stays downloadable until the new one is ready, then it and its ZIP are gone.
    expect((await creatorA.client.get(url)).status).toBe(200);
    await buildExport(jobDeps, next.id);
    expect((await creatorA.client.get(url)).status).toBe(404);
    expect(await ctx.services.storage.get(oldKey as string)).toBeNull();
    const rows = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from data_exports where user_id = ${creatorA.id}`,
    );
    expect(rows.rows[0]?.n).toBe(1);

    // A week later: the link answers 404, the expiry job removes the ZIP and the page says "expired".
    const newKey = await keyOf(sql`select storage_key as key from data_exports where id = ${next.id}`);
    const newUrl = `/api/accounts/data-export/${next.id}/download`;
    await ctx.db.execute(sql`update data_exports set expires_at = now() - interval '1 minute' where id = ${next.id}`);
    expect((await creatorA.client.get(newUrl)).status).toBe(404);
    await expireExport(jobDeps, next.id);
    expect(await ctx.services.storage.get(newKey as string)).toBeNull();
    const { export: expired } = (await (await creatorA.client.get("/api/accounts/data-export")).json()) as ExportAnswer;
    expect(expired).toMatchObject({ status: "expired", downloadUrl: null });
  });
});

/**
 * What survives a deletion by design, ids only: the audit log, and the records of moderation decisions about the
 * person (the report case about their item and the decision's affected party — the DSA's record of each notice and
 * statement of reasons, decision 0060). The test world holds such a case and decision for host A and creator A.
 */
const keptRecords = [
  "audit_log.actor_id",
  "audit_log.target_id",
  "report_cases.author_id",
  "report_cases.item_id",
  "report_decisions.affected_id",
].sort();

/**
 * What the other party keeps of a deleted person (decision 0063): rows that stay with this side null, shown as
 * "Deleted user". Never the id itself (the scan above proves that); here, that the rows were kept, not deleted.
 */
const keptForOtherParty = [
  "applications.creator_id",
  "collaborations.creator_id",
  "collaboration_deliverables.creator_id",
  "conversations.creator_id",
  "messages.sender_id",
  "payments.requested_by",
  "reviews.reviewer_id",
];

async function nulledColumns(columns: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const column of columns) {
    const [table, name] = column.split(".");
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql.raw(`select count(*)::int as n from "${table}" where "${name}" is null`),
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(column);
  }
  return found;
}

/** Rows anywhere in the public schema that still name `userId` (uuid columns) or contain `email` (text and JSON). */
async function traces(userId: string, email: string): Promise<string[]> {
  const columns = await ctx.db.execute<{ table_name: string; column_name: string; data_type: string }>(sql`
    select c.table_name, c.column_name, c.data_type from information_schema.columns c
      join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.data_type in ('uuid', 'text', 'jsonb', 'ARRAY')`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column, data_type: type } of columns.rows) {
    const col = sql.raw(`"${table}"."${column}"`);
    const where =
      type === "uuid"
        ? sql`${col} = ${userId}`
        : sql`strpos(lower(${col}::text), lower(${email})) > 0 or strpos(${col}::text, ${userId}) > 0`;
    const { rows } = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.raw(`"${table}"`)} where ${where}`,
    );
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** Stored files whose key names this person or one of their listings (disk storage: the data dir's files). */
async function storedKeysNaming(ids: string[]): Promise<string[]> {
  const { readdir } = await import("node:fs/promises");
  const path = await import("node:path");
  const root = path.join(ctx.config.dataDir, "storage");
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && !e.name.endsWith(".meta.json"))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .filter((p) => !p.startsWith("."));
  return files.filter((p) => ids.some((id) => p.includes(id)));
}

async function keysOfPerson(userId: string): Promise<string[]> {
  const { rows } = await ctx.db.execute<{ key: string | null }>(sql`
    select avatar_key as key from profiles where id = ${userId}
    union all select storage_key from portfolio_media where user_id = ${userId}
    union all select storage_key from creator_listing_images where creator_id = ${userId}
    union all select storage_key from collaboration_deliverables where creator_id = ${userId}
    union all select preview_key from collaboration_deliverables where creator_id = ${userId}
    union all select i.storage_key from listing_images i join listings l on l.id = i.listing_id where l.host_id = ${userId}
    union all select storage_key from data_exports where user_id = ${userId}`);
  return rows.flatMap((r) => (r.key ? [r.key] : []));
}

describe("deletion keeps its promise (issue 40 part 5)", () => {
  it("deleting a creator leaves nothing of theirs but the audit log's ids; the other party keeps the conversation", async () => {
    const { creatorA, hostA, hostB } = world.people;
    const ready = await startAndBuild(creatorA);
    const keys = await keysOfPerson(creatorA.id);
    expect(keys.length).toBeGreaterThanOrEqual(6);
    for (const key of keys) expect(await ctx.services.storage.get(key), key).not.toBeNull();
    expect(await storedKeysNaming([creatorA.id])).not.toEqual([]);
    const { conversationId, messageFromHostA, messageFromCreatorA } = world.objects;

    expect((await creatorA.client.delete("/api/accounts/me")).status).toBe(204);

    // The download link: 401 without the (ended) session, 404 for anyone signed in; the ZIP is gone.
    expect((await creatorA.client.get(ready.downloadUrl as string)).status).toBe(401);
    expect((await hostB.client.get(ready.downloadUrl as string)).status).toBe(404);
    for (const key of keys) expect(await ctx.services.storage.get(key), key).toBeNull();
    expect(await storedKeysNaming([creatorA.id])).toEqual([]);
    // No row names them or holds their address — but the audit log's ids (kept by law and for security).
    expect((await traces(creatorA.id, creatorA.email)).sort()).toEqual(keptRecords);

    // Host A keeps their contracts with creator A: the shared rows stay with creator A's side null.
    expect(await nulledColumns(keptForOtherParty)).toEqual(keptForOtherParty);
    // Host A keeps the conversation: their own message, and creator A's from "Deleted user" (no sender).
    const thread = (await (await hostA.client.get(`/api/conversations/${conversationId}`)).json()) as {
      conversation: { other: unknown };
      messages: { id: string; sender: unknown }[];
    };
    expect(thread.conversation.other).toBeNull();
    expect(thread.messages.find((m) => m.id === messageFromHostA)).toBeDefined();
    expect(thread.messages.find((m) => m.id === messageFromCreatorA)?.sender ?? null).toBeNull();
  });

  it("deleting a host removes their listings' files and their exports too", async () => {
    const { hostA, creatorB } = world.people;
    const ready = await startAndBuild(hostA);
    const keys = await keysOfPerson(hostA.id);
    const listingIds = (
      await ctx.db.execute<{ id: string }>(sql`select id from listings where host_id = ${hostA.id}`)
    ).rows.map((r) => r.id);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(await storedKeysNaming(listingIds)).not.toEqual([]);

    expect((await hostA.client.delete("/api/accounts/me")).status).toBe(204);

    expect((await creatorB.client.get(ready.downloadUrl as string)).status).toBe(404);
    for (const key of keys) expect(await ctx.services.storage.get(key), key).toBeNull();
    expect(await storedKeysNaming([hostA.id, ...listingIds])).toEqual([]);
    expect((await traces(hostA.id, hostA.email)).sort()).toEqual(keptRecords);
    // Both parties gone: nobody keeps their collaborations, conversations or the listings under them any more.
    const { rows } = await ctx.db.execute<{ n: number }>(sql`
      select (select count(*) from collaborations where host_id is null and creator_id is null)
           + (select count(*) from conversations where host_id is null and creator_id is null)
           + (select count(*) from listings where host_id is null) as n`);
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
