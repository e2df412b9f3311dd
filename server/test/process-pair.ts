import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { scratchPostgres } from "./postgres.ts";
import { type ServerProcess, startServer } from "./server-process.ts";

export type ProcessPair = {
  a: ServerProcess;
  b: ServerProcess;
  /** The fresh database both serve (for checks that look at it directly). */
  databaseUrl: string;
  /** Starts one more process on the same database and data dir (e.g. a WEB_CONCURRENCY primary). */
  startAnother: (env?: Record<string, string>) => Promise<ServerProcess>;
  close: () => Promise<void>;
};

/**
 * Two real server processes on one fresh PostgreSQL database, started at the same moment (so they also race on
 * migrations, the demo seed and the kept auth secret, as a deploy does). `env` adds settings to both — a later
 * feature's switch (jobs, realtime) goes here, and its cross-process check is one more test on `a` and `b`.
 */
export async function startProcessPair(serverUrl: string, env: Record<string, string> = {}): Promise<ProcessPair> {
  const database = await scratchPostgres(serverUrl, "pair");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "collabstay-pair-"));
  const shared = { DATABASE_URL: database.url, DATA_DIR: dataDir, DEMO_DATA: "on", LOG_LEVEL: "info", ...env };
  const extra: ServerProcess[] = [];
  const started = await Promise.allSettled([startServer(shared), startServer(shared)]);
  const [a, b] = started.map((s) => (s.status === "fulfilled" ? s.value : null));
  const close = async () => {
    for (const server of [a, b, ...extra]) await server?.stop("SIGKILL");
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (!a || !b) {
    await close();
    const failure = started.find((s) => s.status === "rejected") as PromiseRejectedResult;
    throw failure.reason;
  }
  return {
    a,
    b,
    databaseUrl: database.url,
    startAnother: async (more = {}) => {
      const server = await startServer({ ...shared, ...more });
      extra.push(server);
      return server;
    },
    close,
  };
}
