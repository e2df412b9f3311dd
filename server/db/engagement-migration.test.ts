import { randomBytes, randomUUID } from "node:crypto";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../lib/paths.ts";
import { adminUrl, databaseUrl } from "../test/postgres.ts";
import { type Database, openDatabase } from "./client.ts";

/**
 * Migration 0006 on rows written before it: a stored engagement 0 was the column default, never a figure
 * anyone entered, so it becomes unknown (null); an entered-looking figure stays; SMS switched on without a
 * phone number is switched off so the new check holds. Runs on PGlite, and on PostgreSQL with
 * TEST_DATABASE_URL.
 */
const target = "0005_engagement-per-platform-sms-phone-captions";

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder that stops just before `tag`. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "collabstay-migrations-"));
  mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as Journal;
  const index = journal.entries.findIndex((e) => e.tag === tag);
  expect(index).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, index);
  for (const e of entries) copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  return dir;
}

async function migrateTo(database: Database, folder: string) {
  if (database.kind === "postgres") await migratePg(database.db, { migrationsFolder: folder });
  else await migratePglite(database.db as never, { migrationsFolder: folder });
}

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function engines(): [string, () => Promise<Database>][] {
  const list: [string, () => Promise<Database>][] = [["pglite", () => openDatabase({ dataDir: null })]];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    list.push([
      "postgres",
      async () => {
        const name = `cs_migration_${randomBytes(4).toString("hex")}`;
        const admin = await openDatabase({ databaseUrl: adminUrl(serverUrl) });
        await admin.db.execute(`create database "${name}"`);
        await admin.close();
        cleanups.push(async () => {
          const again = await openDatabase({ databaseUrl: adminUrl(serverUrl) });
          await again.db.execute(`drop database if exists "${name}" with (force)`);
          await again.close();
        });
        return openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
      },
    ]);
  }
  return list;
}

describe(`migration ${target}`, () => {
  for (const [engine, open] of engines()) {
    it(`turns the default 0 % into unknown and SMS without a phone off (${engine})`, async () => {
      const database = await open();
      cleanups.push(() => database.close());
      const before = migrationsBefore(target);
      cleanups.push(() => rmSync(before, { recursive: true, force: true }));
      await migrateTo(database, before);

      const [never, entered, smsNoPhone, smsPhone] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      for (const [id, sms, phone] of [
        [never, false, null],
        [entered, false, null],
        [smsNoPhone, true, null],
        [smsPhone, true, "+44 7700 900123"],
      ] as const) {
        await database.db.execute(
          sql`insert into users (id, name, email) values (${id}, 'Old Row', ${`${id}@example.test`})`,
        );
        await database.db.execute(
          sql`insert into profiles (id, full_name, sms_notifications, phone) values (${id}, 'Old Row', ${sms}, ${phone})`,
        );
      }
      await database.db.execute(sql`insert into creator_profiles (id) values (${never})`);
      await database.db.execute(sql`insert into creator_profiles (id, engagement_rate) values (${entered}, 4.6)`);

      await migrateTo(database, migrationsFolder);

      const rates = await database.db.execute<{ id: string; engagement_rate: string | null }>(
        sql`select id, engagement_rate from creator_profiles where id in (${never}, ${entered})`,
      );
      const rateOf = new Map(
        rates.rows.map((r) => [r.id, r.engagement_rate === null ? null : Number(r.engagement_rate)]),
      );
      expect(rateOf.get(never)).toBeNull();
      expect(rateOf.get(entered)).toBe(4.6);

      const sms = await database.db.execute<{ id: string; sms_notifications: boolean }>(
        sql`select id, sms_notifications from profiles where id in (${smsNoPhone}, ${smsPhone})`,
      );
      const smsOf = new Map(sms.rows.map((r) => [r.id, r.sms_notifications]));
      expect(smsOf.get(smsNoPhone)).toBe(false);
      expect(smsOf.get(smsPhone)).toBe(true);

      // From now on the database itself refuses SMS without a phone, and a rate without its date.
      await expect(
        database.db.execute(sql`update profiles set sms_notifications = true where id = ${smsNoPhone}`),
      ).rejects.toThrow();
      await expect(
        database.db.execute(sql`update creator_profiles set instagram_engagement_rate = 3 where id = ${never}`),
      ).rejects.toThrow();
    });
  }
});
