import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { createAuth, resolveAuthSecret } from "../auth/auth.ts";
import { loadConfig } from "../config.ts";
import { conversations } from "../db/schema/index.ts";
import {
  DEMO_CREATOR_EMAIL,
  DEMO_CREATOR_NAME,
  DEMO_HOST_EMAIL,
  DEMO_HOST_NAME,
  DEMO_PASSWORD,
} from "../db/seed/demo-accounts.ts";
import { seedIfEmpty } from "../demo.ts";
import { createAccount } from "../features/accounts/service.ts";
import { ensureOperators } from "../features/operators/accounts.ts";
import { createLogger } from "../lib/logger.ts";
import { projectRoot } from "../lib/paths.ts";
import { createMailer } from "../mail/mailer.ts";
import { appDepsOf, closeServices, openServices, startWorkers } from "../services.ts";
import { TestClient, templateCopyFor } from "../test/harness.ts";
import { mp4 } from "../test/mp4-fixture.ts";
import { scratchPostgres } from "../test/postgres.ts";
import { browser, bundle, startServer } from "../test/server-process.ts";

/**
 * The test of issue 41: a backup taken by `npm run backup` while a creator keeps writing (messages, uploads) to a
 * real server restores, with `npm run restore`, into a fresh target where every write acknowledged before the backup
 * started is present, every file's bytes match, the demo accounts sign in and /api/ready answers. Runs on the engine
 * of the suite (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 *
 * Time (decision 0064): the source starts from a copy of the run's migrated template holding only what the test
 * needs — the two demo accounts (the production password hashing, as a server makes them) and a conversation between
 * them — instead of the whole demo seed on a first start; the restored instance is started in this process
 * (`openServices` → `startWorkers` → `createApp`, what server/main.ts does before it listens).
 */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** `npm run backup` / `npm run restore` as a process: scripts/backup.ts or restore.ts from its bundle (plain JS). */
async function runCli(command: "backup" | "restore", args: string[], env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ["--enable-source-maps", await bundle(command), ...args], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (c: Buffer) => {
    output += c;
  });
  child.stderr?.on("data", (c: Buffer) => {
    output += c;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on("exit", (code) => resolve({ code, output })),
  );
}

const sha = (data: Buffer) => createHash("sha256").update(data).digest("hex");
function filesOf(root: string, dir = root): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "_journal") continue;
      for (const [k, v] of filesOf(root, full)) found.set(k, v);
    } else if (!entry.name.endsWith(".tmp")) found.set(path.relative(root, full), sha(readFileSync(full)));
  }
  return found;
}

const tmp = (label: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `collabstay-${label}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/**
 * The source instance before its server starts: the run's migrated template (in `dir`, or a database copied from
 * it) with the demo host and creator and a conversation between them. The accounts go through `createAccount` with
 * the production password hashing, so the server signs them in exactly like seeded ones.
 */
async function sourceInstance(dir: string): Promise<Record<string, string>> {
  const database = await templateCopyFor(dir);
  const env: Record<string, string> = { DATA_DIR: dir, LOG_LEVEL: "info", DEMO_DATA: "off" };
  if (database.url) env.DATABASE_URL = database.url;
  // The auth layer alone (no job queue, no migrations check: the template is migrated), with the secret the
  // server will read from DATA_DIR.
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const logger = createLogger("silent");
  const mailer = createMailer({ db: database.db, from: config.mailFrom, logger });
  const auth = createAuth({ config, db: database.db, mailer, logger, secret: resolveAuthSecret(config) });
  try {
    const host = await createAccount(auth, database.db, {
      email: DEMO_HOST_EMAIL,
      password: DEMO_PASSWORD,
      fullName: DEMO_HOST_NAME,
      role: "host",
      emailVerified: true,
    });
    const creator = await createAccount(auth, database.db, {
      email: DEMO_CREATOR_EMAIL,
      password: DEMO_PASSWORD,
      fullName: DEMO_CREATOR_NAME,
      role: "creator",
      emailVerified: true,
    });
    await database.db.insert(conversations).values({ hostId: host.id, creatorId: creator.id });
  } finally {
    await database.close();
  }
  return env;
}

/** An empty restore target: a fresh data directory, and on PostgreSQL a new empty database. */
async function emptyTarget(dir: string): Promise<Record<string, string>> {
  const env: Record<string, string> = { DATA_DIR: dir, LOG_LEVEL: "info" };
  if (process.env.TEST_DATABASE_URL) {
    const database = await scratchPostgres(process.env.TEST_DATABASE_URL, "backupdst");
    cleanups.push(database.drop);
    env.DATABASE_URL = database.url;
  }
  return env;
}

describe("backup while writing, restore into a fresh target", () => {
  it("keeps every write acknowledged before the backup started", { timeout: 240_000 }, async () => {
    const sourceDir = tmp("backup-src");
    const source = await sourceInstance(sourceDir);
    const server = await startServer(source, 240_000);
    cleanups.push(() => server.stop("SIGKILL"));
    const creator = browser();
    const signIn = await creator.on(server).post("/api/accounts/sign-in", {
      role: "creator",
      email: DEMO_CREATOR_EMAIL,
      password: DEMO_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    const inbox = (await (await creator.on(server).get("/api/conversations")).json()) as { items: { id: string }[] };
    const conversationId = inbox.items[0]?.id as string;
    expect(conversationId).toBeTruthy();

    // The write loop: a message every turn, an upload every third; each acknowledged write is noted with its time.
    const messages: { content: string; at: number }[] = [];
    const uploads: { id: string; bytes: Buffer; at: number }[] = [];
    let stop = false;
    const loop = (async () => {
      for (let i = 0; !stop; i++) {
        // A refused or cut request (a rate limit answering before the upload is read) is simply not acknowledged.
        try {
          const content = `backup loop ${i} ${randomUUID()}`;
          const sent = await creator
            .on(server)
            .post(`/api/conversations/${conversationId}/messages`, { content, clientKey: randomUUID() });
          if (sent.ok) messages.push({ content, at: Date.now() });
          if (i % 3 === 0) {
            const bytes = mp4(30_000 + i);
            const form = new FormData();
            form.append("file", new Blob([new Uint8Array(bytes)], { type: "video/mp4" }), `clip-${i}.mp4`);
            const res = await creator.on(server).post("/api/portfolio", form);
            if (res.status === 201)
              uploads.push({ id: ((await res.json()) as { item: { id: string } }).item.id, bytes, at: Date.now() });
          }
        } catch {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    })();
    while (messages.length < 3 || uploads.length < 1) await new Promise((r) => setTimeout(r, 50));

    const storageBefore = filesOf(path.join(sourceDir, "storage"));
    const startedAt = Date.now();
    const backupDir = tmp("backup-out");
    const backup = await runCli("backup", ["--out", backupDir], source);
    stop = true;
    await loop;
    expect(backup.code, backup.output).toBe(0);
    const ackedMessages = messages.filter((m) => m.at < startedAt);
    const ackedUploads = uploads.filter((u) => u.at < startedAt);
    expect(messages.length).toBeGreaterThan(ackedMessages.length); // writes went on during the backup
    const [archive] = readdirSync(backupDir).filter((n) => n.endsWith(".tar"));
    expect(archive).toBeTruthy();
    // The source is done with: it stops while the restore runs (nothing of the restore reads it).
    const sourceStopped = server.stop();

    const restoredDir = tmp("backup-dst");
    const restored = await emptyTarget(restoredDir);
    const restore = await runCli("restore", [path.join(backupDir, archive as string)], restored);
    expect(restore.code, restore.output).toBe(0);
    await sourceStopped;

    // The restored instance starts as server/main.ts starts one (without the listening socket): migrations
    // checked, job queue and workers running, no demo seed over the restored data.
    const config = loadConfig({ NODE_ENV: "test", ...restored, LOG_LEVEL: "silent" });
    const services = await openServices(config);
    cleanups.push(() => closeServices(services));
    const database = services.database;
    expect(await seedIfEmpty(services)).toBe(false);
    await ensureOperators(
      { auth: services.auth, db: database.db, publicUrl: config.publicUrl, logger: services.logger },
      [],
    );
    await startWorkers(services);
    const app = createApp({ ...appDepsOf(services), webDir: null });

    // Every acknowledged write, in the restored database; no session of the old instance.
    const contents = new Set(
      (await database.db.execute<{ content: string }>(sql`select content from messages`)).rows.map((r) => r.content),
    );
    const media = new Map(
      (
        await database.db.execute<{ id: string; key: string }>(sql`select id, storage_key as key from portfolio_media`)
      ).rows.map((r) => [r.id, r.key]),
    );
    const sessions = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from sessions`)).rows[0];
    for (const m of ackedMessages) expect(contents.has(m.content), m.content).toBe(true);
    expect(Number(sessions?.n)).toBe(0);
    for (const u of ackedUploads) {
      const key = media.get(u.id);
      expect(key, u.id).toBeTruthy();
      expect(readFileSync(path.join(restoredDir, "storage", key as string)).equals(u.bytes)).toBe(true);
    }
    // Every file stored before the backup started is back, byte for byte.
    const storageAfter = filesOf(path.join(restoredDir, "storage"));
    for (const [file, hash] of storageBefore) expect(storageAfter.get(file), file).toBe(hash);

    // The restored instance serves: ready, and the demo accounts sign in.
    expect((await app.request("/api/ready")).status).toBe(200);
    for (const [role, email] of [
      ["creator", DEMO_CREATOR_EMAIL],
      ["host", DEMO_HOST_EMAIL],
    ] as const) {
      const res = await new TestClient(app).post("/api/accounts/sign-in", { role, email, password: DEMO_PASSWORD });
      expect(res.status, email).toBe(200);
    }
  });
});
