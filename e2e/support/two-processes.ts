import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildServerIfNeeded } from "../../scripts/build-server.ts";
import { root } from "../../scripts/build-web.ts";
import { freePort } from "../../scripts/free-port.ts";

/** The PostgreSQL server the two processes share (the same default as the API tests on PostgreSQL). */
export const postgresServerUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export type Cluster = { urls: [string, string]; logs: () => string; stop: () => Promise<void> };

async function waitForHealth(url: string, child: ChildProcess) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become healthy`);
}

/**
 * Two server processes (the production bundle) on one fresh PostgreSQL database, as behind a load balancer:
 * realtime events between them can only travel through LISTEN/NOTIFY.
 */
export async function startTwoProcesses(): Promise<Cluster> {
  const entry = await buildServerIfNeeded();
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
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  let log = "";
  const start = async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "collabstay-two-"));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ["--enable-source-maps", entry], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: dbUrl.toString(),
        SMTP_URL: "",
        EMAIL_CONFIRMATION: "off",
        DEMO_DATA: "off",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (d) => {
      log += `[${port}] ${d}`;
    });
    child.stderr?.on("data", (d) => {
      log += `[${port}] ${d}`;
    });
    children.push(child);
    await waitForHealth(url, child);
    return url;
  };
  // One after the other: the first one migrates the database.
  const a = await start();
  const b = await start();
  return {
    urls: [a, b],
    logs: () => log,
    async stop() {
      for (const child of children) child.kill("SIGTERM");
      await Promise.all(
        children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : Promise.resolve())),
      );
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      const cleanup = new pg.Client({ connectionString: postgresServerUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}
