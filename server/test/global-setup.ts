import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { type Database, migrateDatabase, openDatabase } from "../db/client.ts";
import { createJobQueue } from "../jobs/queue.ts";
import { createLogger } from "../lib/logger.ts";
import { jobQueues } from "../services.ts";
import { adminUrl, databaseUrl } from "./postgres.ts";

/** pg-boss's schema and queues in the template, so each test database starts with them (saves ~0.5 s each). */
async function installJobSchema(database: Database) {
  const queue = await createJobQueue({ database, logger: createLogger("silent"), queues: jobQueues });
  await queue.stop(1000);
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    runId: string;
  }
}

type Template = { runId: string; pgliteTemplate: string; postgresTemplate: string; teardown?: () => Promise<void> };

/**
 * The `api` and `api-memory` projects both name this file; vitest runs it once per project in the same process.
 * The first call makes the template and the second shares it (one migration per run instead of two), through a
 * global: each project loads this module on its own.
 */
const shared = Symbol.for("collabstay.test-template");

export default async function setup(project: TestProject) {
  const store = globalThis as { [shared]?: Promise<Template> };
  store[shared] ??= makeTemplate();
  const template = await store[shared];
  project.provide("runId", template.runId);
  project.provide("pgliteTemplate", template.pgliteTemplate);
  project.provide("postgresTemplate", template.postgresTemplate);
  return template.teardown;
}

/**
 * Migrates one template per run: a PGlite data-dir dump, or (with TEST_DATABASE_URL) a PostgreSQL
 * template database. Each test file then starts from a copy in well under a second.
 */
async function makeTemplate(): Promise<Template> {
  const runId = randomBytes(4).toString("hex");
  const serverUrl = process.env.TEST_DATABASE_URL;

  if (!serverUrl) {
    const db = await openDatabase({ dataDir: null });
    await migrateDatabase(db);
    await installJobSchema(db);
    const dump = await db.pglite?.dumpDataDir("gzip");
    await db.close();
    if (!dump) throw new Error("PGlite dump failed");
    const dir = path.resolve(".test-data");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `pglite-template-${runId}.tar.gz`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return { runId, pgliteTemplate: file, postgresTemplate: "" };
  }

  const template = `cs_test_${runId}_template`;
  const admin = await openDatabase({ databaseUrl: adminUrl(serverUrl) });
  await admin.db.execute(`create database "${template}"`);
  const tpl = await openDatabase({ databaseUrl: databaseUrl(serverUrl, template) });
  await migrateDatabase(tpl);
  await installJobSchema(tpl);
  await tpl.close();

  let dropped: Promise<void> | undefined;
  // Each project's teardown calls this; the databases are dropped once, after the last project's tests.
  const teardown = () => {
    dropped ??= (async () => {
      // Drop every database this run made (the template and each test file's copy).
      const { rows } = await admin.db.execute<{ datname: string }>(
        `select datname from pg_database where datname like 'cs_test_${runId}_%'`,
      );
      for (const row of rows) await admin.db.execute(`drop database if exists "${row.datname}" with (force)`);
      await admin.close();
    })();
    return dropped;
  };
  return { runId, pgliteTemplate: "", postgresTemplate: template, teardown };
}
