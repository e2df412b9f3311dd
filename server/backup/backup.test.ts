import { randomBytes } from "node:crypto";
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { createS3Storage } from "../storage/s3.ts";
import { createTestContext, type TestContext, testSecret } from "../test/harness.ts";
import { scratchPostgres } from "../test/postgres.ts";
import { startS3Peer } from "../test/s3-peer.ts";
import { ArchiveWriter } from "./archive-writer.ts";
import { formatVersion, headerEntry, shippedMigrations } from "./format.ts";
import { backupInstance, lastBackup, pruneBackups } from "./instance.ts";
import { BackupBusyError } from "./lock.ts";
import { RestoreError, restoreArchive } from "./restore.ts";
import { nextBackupAt } from "./schedule.ts";

/**
 * Backups and restores of a small instance in this process, on the suite's engine: the round trip, and each bad
 * input of issue 41 with its message (nothing of the target changed). The write-loop test with real processes is
 * backup-process.test.ts.
 */
let ctx: TestContext;
const cleanups: (() => Promise<unknown> | unknown)[] = [];
const tmp = (label: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), `collabstay-${label}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const fileBytes = Buffer.concat([Buffer.from("backup-test-file:"), randomBytes(50_000)]);
const fileKey = "portfolio/backup-test/0f1e2d3c-aaaa-4bbb-8ccc-123456789abc.mp4";
const missingKey = "avatars/backup-test/missing.jpg";
let plain: string; // no secrets, not encrypted
let sealed: string; // --with-secrets, encrypted
let operator: Awaited<ReturnType<TestContext["operatorClient"]>>;
const passphrase = "correct horse battery staple";
const fastScrypt = 10; // the test's archives only: a cheap key derivation

const deps = () => ({
  config: ctx.config,
  database: ctx.services.database,
  storage: ctx.services.storage,
  secret: testSecret,
});

/** An empty target: a fresh data dir, and on PostgreSQL a fresh database. */
async function emptyTarget(overrides: Partial<Config> = {}): Promise<Config> {
  const dataDir = tmp("restore");
  let databaseUrl: string | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const database = await scratchPostgres(process.env.TEST_DATABASE_URL, "restore");
    cleanups.push(database.drop);
    databaseUrl = database.url;
  }
  return { ...ctx.config, dataDir, databaseUrl, authSecret: undefined, s3: null, ...overrides };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "restored",
    (error: unknown) => (error instanceof RestoreError ? error.message : `unexpected: ${String(error)}`),
  );

beforeAll(async () => {
  ctx = await createTestContext();
  cleanups.push(() => ctx.close());
  await ctx.services.storage.put(fileKey, fileBytes, "video/mp4");
  await ctx.services.storage.settle([fileKey]);
  // An operator with two-factor set up (its TOTP secret encrypted with AUTH_SECRET), whose avatar file is missing.
  operator = await ctx.operatorClient(true);
  await ctx.db.execute(sql`update profiles set avatar_key = ${missingKey} where id = ${operator.id}`);
  const out = tmp("backups");
  plain = (await backupInstance(deps(), { out: path.join(out, "plain.tar"), trigger: "command" })).file;
  sealed = (
    await backupInstance(deps(), {
      out: path.join(out, "sealed.tar.age"),
      trigger: "command",
      withSecrets: true,
      passphrase,
      scryptLogN: fastScrypt,
    })
  ).file;
});
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe("backup", () => {
  it("writes a private archive with a manifest, warns about a row whose file is missing, records itself", async () => {
    expect(statSync(plain).mode & 0o777).toBe(0o600);
    expect(readFileSync(plain).includes(fileBytes)).toBe(true);
    expect(readFileSync(sealed).includes(fileBytes.subarray(0, 64))).toBe(false); // encrypted
    const last = await lastBackup(ctx.db);
    expect(last?.bytes).toBe(statSync(sealed).size);
    // …shown on /metrics and in the console's overview.
    const metrics = await ctx.services.metrics.render();
    expect(metrics).toContain(`backup_last_size_bytes ${statSync(sealed).size}`);
    expect(metrics).toMatch(/backup_last_success_timestamp_seconds \d{10}/);
    const overview = (await (await operator.client.get("/api/operator/overview")).json()) as {
      lastBackup: { bytes: number } | null;
    };
    expect(overview.lastBackup?.bytes).toBe(statSync(sealed).size);
  });

  it("the schedule: the cron's next slot, and only the newest archives are kept", async () => {
    expect(nextBackupAt("0 3 * * *", new Date(2026, 0, 1, 4, 0)).getTime()).toBe(new Date(2026, 0, 2, 3, 0).getTime());
    expect(() => nextBackupAt("61 * * * *", new Date())).toThrow(/BACKUP_CRON/);
    const dir = tmp("keep");
    const names = [1, 2, 3, 4].map((d) => `collabstay-backup-2026010${d}-030000.tar`);
    for (const name of [...names, "notes.txt"]) writeFileSync(path.join(dir, name), "x");
    expect(await pruneBackups(dir, 2)).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual([...names.slice(2), "notes.txt"]);
  });

  it("a full disk: the partial archive is removed, the instance serves; then two at once: one runs, one is refused", async () => {
    const out = tmp("full");
    const enospc = (file: string) => {
      let written = 0;
      writeFileSync(file, "", { mode: 0o600 }); // the partial file exists, as on a real disk
      return new Writable({
        write(chunk: Buffer, _encoding, done) {
          written += chunk.length;
          if (written > 20_000) {
            done(Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" }));
            return;
          }
          writeFileSync(file, chunk, { flag: "a" });
          done();
        },
      });
    };
    await expect(backupInstance(deps(), { out, trigger: "command", openOutput: enospc })).rejects.toThrow(/ENOSPC/);
    expect(readdirSync(out)).toEqual([]);
    expect((await ctx.app.request("/api/ready")).status).toBe(200);

    // The lock was given back, and it holds: of two backups started at once now, one runs, the other is refused.
    // (One test for both: the second half is the backup that proves the first half's lock release.)
    const twice = tmp("twice");
    const results = await Promise.allSettled([
      backupInstance(deps(), { out: path.join(twice, "a.tar"), trigger: "command" }),
      backupInstance(deps(), { out: path.join(twice, "b.tar"), trigger: "command" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(BackupBusyError);
    expect(readdirSync(twice)).toHaveLength(1);
  });
});

describe("restore", () => {
  it("brings back the database and every file; the archive's secret reads the 2FA secrets; sessions dropped", async () => {
    const target = await emptyTarget();
    const result = await restoreArchive({ archive: sealed, config: target, passphrase });
    expect(result.manifest.warnings.join("\n")).toContain(missingKey);
    expect(result.sessionsDropped).toBeGreaterThan(0);
    expect(readFileSync(path.join(target.dataDir, "storage", fileKey)).equals(fileBytes)).toBe(true);
    expect(readFileSync(path.join(target.dataDir, "auth-secret"), "utf8")).toBe(testSecret);
    expect(statSync(path.join(target.dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
    const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    const counts = (
      await database.db.execute<{ f: number; s: number }>(
        sql`select (select count(*)::int from two_factors) as f, (select count(*)::int from sessions) as s`,
      )
    ).rows[0];
    await database.close();
    expect(counts).toEqual({ f: 1, s: 0 });
    // The target is no longer empty: a second restore is refused, with what to do.
    expect(await refusal(restoreArchive({ archive: sealed, config: target, passphrase }))).toMatch(
      /not empty.*--replace/,
    );
  });

  // Two refusals, a backup and a full restore: more than the default 30 s on a loaded machine.
  it("refuses a missing or wrong AUTH_SECRET where 2FA secrets exist, restores with the old one (S3 to S3)", {
    timeout: 90_000,
  }, async () => {
    const target = await emptyTarget();
    expect(await refusal(restoreArchive({ archive: plain, config: target }))).toMatch(/two-factor.*AUTH_SECRET/);
    expect(readdirSync(target.dataDir)).toEqual([]);
    const wrong = { ...target, authSecret: "x".repeat(40) };
    expect(await refusal(restoreArchive({ archive: plain, config: wrong }))).toMatch(/not the backed-up instance's/);

    // With the old AUTH_SECRET the restore goes through (the 2FA secret is read with it). One full restore serves
    // this and the S3 round trip: an instance on a bucket (the same database, its 2FA secret included) is backed
    // up, and its objects come back into an empty bucket.
    const from = await startS3Peer("backup-from");
    const to = await startS3Peer("backup-to");
    cleanups.push(
      () => from.close(),
      () => to.close(),
    );
    const bucket = await createS3Storage(from.settings);
    const key = "listings/backup-test/0a1b2c3d-1111-4222-8333-444455556666.webp";
    await bucket.put(key, fileBytes, "image/webp");
    const archive = (
      await backupInstance({ ...deps(), storage: bucket }, { out: path.join(tmp("s3"), "s3.tar"), trigger: "command" })
    ).file;
    const right = { ...target, authSecret: testSecret, s3: to.settings };
    const restored = await restoreArchive({ archive, config: right });
    expect(restored.manifest.files.map((f) => f.key)).toEqual([key]);
    const back = await (await createS3Storage(to.settings)).get(key);
    expect(back?.contentType).toBe("image/webp");
    expect(back?.data.equals(fileBytes)).toBe(true);
  });

  it("refuses a wrong passphrase, a truncated archive, a failed checksum and a newer version", async () => {
    const target = await emptyTarget({ authSecret: testSecret });
    expect(await refusal(restoreArchive({ archive: sealed, config: target, passphrase: "wrong" }))).toMatch(
      /Wrong passphrase/,
    );
    expect(await refusal(restoreArchive({ archive: sealed, config: target }))).toMatch(/encrypted/);

    const whole = readFileSync(plain);
    const dir = tmp("bad");
    const truncated = path.join(dir, "truncated.tar");
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(await refusal(restoreArchive({ archive: truncated, config: target }))).toMatch(/truncated/);

    const corrupted = path.join(dir, "corrupted.tar");
    const copy = Buffer.from(whole);
    const at = copy.indexOf(fileBytes) + 1000;
    copy[at] = (copy[at] ?? 0) ^ 0xff;
    writeFileSync(corrupted, copy);
    expect(await refusal(restoreArchive({ archive: corrupted, config: target }))).toMatch(
      new RegExp(`${fileKey}.*checksum`),
    );

    const newer = path.join(dir, "newer.tar");
    const writer = new ArchiveWriter(newer);
    const last = shippedMigrations().at(-1);
    await writer.addBuffer(
      headerEntry,
      JSON.stringify({
        format: formatVersion,
        app: "collabstay",
        appVersion: "99.0.0",
        engine: target.databaseUrl ? "postgres" : "pglite",
        migration: { count: 999, when: (last?.when ?? 0) + 1, tag: "9999_future" },
        createdAt: new Date().toISOString(),
        withSecrets: false,
        secretCheck: "",
        twoFactorSecrets: 0,
      }),
    );
    await writer.finish();
    expect(await refusal(restoreArchive({ archive: newer, config: target }))).toMatch(/newer CollabStay/);

    // Nothing of the target was written by any of them.
    expect(readdirSync(target.dataDir)).toEqual([]);
  });

  it("a target with files is not empty", async () => {
    const target = await emptyTarget({ authSecret: testSecret });
    mkdirSync(path.join(target.dataDir, "storage", "avatars"), { recursive: true });
    copyFileSync(plain, path.join(target.dataDir, "storage", "avatars", "kept.jpg"));
    expect(await refusal(restoreArchive({ archive: plain, config: target }))).toMatch(/storage folder has files/);
  });
});
