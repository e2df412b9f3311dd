import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { serveCluster } from "../../scripts/serve-cluster.ts";
import { s3PeerCredentials, startS3Peer } from "../../server/test/s3-peer.ts";

/** The PostgreSQL server the two processes share (the same default as the API tests on PostgreSQL). */
export const postgresServerUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export type Cluster = {
  urls: string[];
  logs: () => string;
  /** Paths of the files the S3 peer holds in the bucket (s3rver keeps each object as a file). */
  storedFiles: () => string[];
  stop: () => Promise<void>;
};

/**
 * Two server processes on one fresh PostgreSQL database and one S3-compatible store (s3rver), as production runs
 * them (`extraEnv` adds settings, e.g. an SMTP server); `stop` ends them, drops the database and removes the store.
 */
export async function startTwoProcesses(extraEnv: Record<string, string> = {}): Promise<Cluster> {
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
  const s3 = await startS3Peer();
  const env = {
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint ?? "",
    S3_REGION: s3.settings.region,
    S3_ACCESS_KEY_ID: s3PeerCredentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3PeerCredentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
    ...extraEnv,
  };
  let cluster: Awaited<ReturnType<typeof serveCluster>>;
  try {
    cluster = await serveCluster({ count: 2, databaseUrl: dbUrl.toString(), env });
  } catch (error) {
    await s3.close();
    await drop();
    throw error;
  }
  return {
    urls: cluster.urls,
    logs: cluster.logs,
    storedFiles: () =>
      readdirSync(path.join(s3.directory, s3.settings.bucket), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name)),
    async stop() {
      await cluster.stop();
      await s3.close();
      await drop();
    },
  };
}
