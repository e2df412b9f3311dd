import { randomBytes } from "node:crypto";
import pg from "pg";
import { serveCluster } from "../../scripts/serve-cluster.ts";

/** The PostgreSQL server the two processes share (the same default as the API tests on PostgreSQL). */
export const postgresServerUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export type Cluster = { urls: string[]; logs: () => string; stop: () => Promise<void> };

/** Two server processes on one fresh PostgreSQL database; `stop` ends them and drops the database. */
export async function startTwoProcesses(): Promise<Cluster> {
  const name = `cs_e2e_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresServerUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `This journey needs PostgreSQL (${postgresServerUrl}; set TEST_DATABASE_URL): ${error instanceof Error ? error.message : error}`,
    );
  }
  await admin.query(`create database "${name}"`);
  await admin.end();
  const dbUrl = new URL(postgresServerUrl);
  dbUrl.pathname = `/${name}`;
  const drop = async () => {
    const cleanup = new pg.Client({ connectionString: postgresServerUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  };
  let cluster: Awaited<ReturnType<typeof serveCluster>>;
  try {
    cluster = await serveCluster({ count: 2, databaseUrl: dbUrl.toString() });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    urls: cluster.urls,
    logs: cluster.logs,
    async stop() {
      await cluster.stop();
      await drop();
    },
  };
}
