import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { DEMO_CREATOR_EMAIL, DEMO_HOST_EMAIL, DEMO_PASSWORD } from "../db/seed/demo-accounts.ts";
import { projectRoot } from "../lib/paths.ts";
import { pgliteDataDirFromTemplate } from "../test/harness.ts";
import { mp4 } from "../test/mp4-fixture.ts";
import { scratchPostgres } from "../test/postgres.ts";
import { browser, startServer } from "../test/server-process.ts";

/**
 * The test of issue 41: a backup taken by `npm run backup` while a creator keeps writing (messages, uploads) to a
 * real server restores, with `npm run restore`, into a fresh target where every write acknowledged before the backup
 * started is present, every file's bytes match, the demo accounts sign in and /api/ready answers. Runs on the engine
 * of the suite (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function runCli(script: string, args: string[], env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", script, ...args], {
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

async function target(dir: string, label: string): Promise<Record<string, string>> {
  const env: Record<string, string> = { DATA_DIR: dir, LOG_LEVEL: "info" };
  if (process.env.TEST_DATABASE_URL) {
    const database = await scratchPostgres(process.env.TEST_DATABASE_URL, label);
    cleanups.push(database.drop);
    env.DATABASE_URL = database.url;
  }
  return env;
}

describe("backup while writing, restore into a fresh target", () => {
  it("keeps every write acknowledged before the backup started", { timeout: 240_000 }, async () => {
    const sourceDir = tmp("backup-src");
    const source: Record<string, string> = { ...(await target(sourceDir, "backupsrc")), DEMO_DATA: "on" };
    if (!source.DATABASE_URL) await pgliteDataDirFromTemplate(sourceDir);
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
    const backup = await runCli("scripts/backup.ts", ["--out", backupDir], source);
    stop = true;
    await loop;
    expect(backup.code, backup.output).toBe(0);
    const ackedMessages = messages.filter((m) => m.at < startedAt);
    const ackedUploads = uploads.filter((u) => u.at < startedAt);
    expect(messages.length).toBeGreaterThan(ackedMessages.length); // writes went on during the backup
    const [archive] = readdirSync(backupDir).filter((n) => n.endsWith(".tar"));
    expect(archive).toBeTruthy();
    await server.stop();

    const restoredDir = tmp("backup-dst");
    const restored = await target(restoredDir, "backupdst");
    const restore = await runCli("scripts/restore.ts", [path.join(backupDir, archive as string)], restored);
    expect(restore.code, restore.output).toBe(0);

    // Every acknowledged write, in the restored database; no session of the old instance.
    const database = await openDatabase({
      databaseUrl: restored.DATABASE_URL,
      dataDir: restored.DATABASE_URL ? null : restoredDir,
    });
    const contents = new Set(
      (await database.db.execute<{ content: string }>(sql`select content from messages`)).rows.map((r) => r.content),
    );
    const media = new Map(
      (
        await database.db.execute<{ id: string; key: string }>(sql`select id, storage_key as key from portfolio_media`)
      ).rows.map((r) => [r.id, r.key]),
    );
    const sessions = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from sessions`)).rows[0];
    await database.close();
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
    const again = await startServer(restored, 240_000);
    cleanups.push(() => again.stop("SIGKILL"));
    expect((await fetch(`${again.url}/api/ready`)).status).toBe(200);
    for (const [role, email] of [
      ["creator", DEMO_CREATOR_EMAIL],
      ["host", DEMO_HOST_EMAIL],
    ] as const) {
      const res = await browser().on(again).post("/api/accounts/sign-in", { role, email, password: DEMO_PASSWORD });
      expect(res.status, email).toBe(200);
    }
  });
});
