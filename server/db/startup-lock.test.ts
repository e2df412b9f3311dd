import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, inArray, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { testConfig } from "../config.ts";
import { seedIfEmpty } from "../demo.ts";
import { shippedMigrations } from "../features/health/service.ts";
import { openServices, type Services } from "../services.ts";
import { createDiskStorage } from "../storage/storage.ts";
import { createTestContext } from "../test/harness.ts";
import { scratchPostgres } from "../test/postgres.ts";
import type { Db } from "./client.ts";
import { listings, listingUnpublications, users } from "./schema/index.ts";
import { DEMO_CREATOR_EMAIL, DEMO_HOST_EMAIL } from "./seed/demo-accounts.ts";
import { demoCreators, demoHosts } from "./seed/demo-data.ts";
import { DEMO_UNPUBLISHED_TITLE, demoOperatorSeedEmails } from "./seed/demo-operators.ts";
import { demoReportSeedEmails } from "./seed/demo-reports.ts";

/**
 * Several processes starting at once on one database: migrations and the demo seed run under the start-up lock
 * (server/db/client.ts `exclusive`), so all starts succeed, with one set of tables and one demo seed.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function demoCounts(db: Db) {
  const [accounts] = await db
    .select({ n: count() })
    .from(users)
    .where(inArray(users.email, [DEMO_HOST_EMAIL, DEMO_CREATOR_EMAIL]));
  const [all] = await db.select({ n: count() }).from(users);
  const [rooms] = await db.select({ n: count() }).from(listings);
  return { demoAccounts: accounts?.n, users: all?.n, listings: rooms?.n };
}

const demoUsers = demoHosts.length + demoCreators.length + demoOperatorSeedEmails.length + demoReportSeedEmails.length;

describe("start-up lock", () => {
  it("seeds the demo data once when several starts in one process ask at the same time", {
    timeout: 120_000,
  }, async () => {
    const ctx = await createTestContext();
    cleanups.push(() => ctx.close());
    const seeded = await Promise.all([seedIfEmpty(ctx.services), seedIfEmpty(ctx.services), seedIfEmpty(ctx.services)]);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const counts = await demoCounts(ctx.db);
    expect(counts.demoAccounts).toBe(2);
    expect(counts.users).toBe(demoUsers);
    expect(counts.listings).toBeGreaterThan(0);
    // The operator's demo: the unpublished listing waits in the re-publication queue.
    const [queued] = await ctx.db
      .select({ status: listings.status, requestedAt: listingUnpublications.requestedAt })
      .from(listingUnpublications)
      .innerJoin(listings, eq(listings.id, listingUnpublications.listingId))
      .where(eq(listings.title, DEMO_UNPUBLISHED_TITLE));
    expect(queued?.status).toBe("unpublished");
    expect(queued?.requestedAt).toBeInstanceOf(Date);
  });

  // Separate pools are separate PostgreSQL sessions, exactly like separate processes; PGlite has one process.
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    it("migrates and seeds a fresh PostgreSQL database once when four processes start on it together (postgres)", {
      timeout: 180_000,
    }, async () => {
      const scratch = await scratchPostgres(serverUrl, "startup");
      cleanups.push(scratch.drop);
      const storageDir = mkdtempSync(path.join(os.tmpdir(), "collabstay-startup-"));
      cleanups.push(() => rmSync(storageDir, { recursive: true, force: true }));
      const config = testConfig({ databaseUrl: scratch.url, dataDir: storageDir, demoData: true });

      const start = async (): Promise<{ services: Services; seeded: boolean }> => {
        const services = await openServices(config, { storage: createDiskStorage(storageDir) });
        cleanups.push(() => services.database.close());
        return { services, seeded: await seedIfEmpty(services) };
      };
      const starts = await Promise.all([start(), start(), start(), start()]);

      expect(starts.filter((s) => s.seeded)).toHaveLength(1);
      const db = starts[0]?.services.database.db as Db;
      const applied = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect(Number(applied.rows[0]?.n)).toBe(shippedMigrations());
      const counts = await demoCounts(db);
      expect(counts).toMatchObject({ demoAccounts: 2, users: demoUsers });
      expect(counts.listings).toBeGreaterThan(0);
    });
  }
});
