import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { serverNodeFlags } from "../server/lib/node-flags.ts";
import { buildServerIfNeeded } from "./build-server.ts";
import { root } from "./build-web.ts";
import { freePort } from "./free-port.ts";

/** Extra node flags for the servers (e.g. `--cpu-prof` while profiling a benchmark): CLUSTER_NODE_ARGS, space-separated. */
const extraNodeArgs = () => (process.env.CLUSTER_NODE_ARGS ?? "").split(" ").filter(Boolean);

/** `pids`: the servers' process ids, in the order of `urls` (the chat bench reads their CPU time from /proc). */
export type Cluster = { urls: string[]; pids: number[]; logs: () => string; stop: () => Promise<void> };

async function waitForHealth(url: string, child: ChildProcess) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not become healthy`);
}

/**
 * `count` server processes (the production bundle) on one PostgreSQL database, as behind a load balancer:
 * realtime events between them can only travel through LISTEN/NOTIFY. Started one after the other (the first
 * migrates). Used by the two-process e2e journey and the chat benchmark.
 */
export async function serveCluster(options: {
  count: number;
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const entry = await buildServerIfNeeded();
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  const urls: string[] = [];
  let log = "";
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    await Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : Promise.resolve())),
    );
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < options.count; i++) {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "collabstay-cluster-"));
      dirs.push(dataDir);
      const child = spawn(process.execPath, [...serverNodeFlags, ...extraNodeArgs(), "--enable-source-maps", entry], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: "development",
          PORT: String(port),
          PUBLIC_URL: url,
          DATA_DIR: dataDir,
          DATABASE_URL: options.databaseUrl,
          SMTP_URL: "",
          EMAIL_CONFIRMATION: "off",
          DEMO_DATA: "off",
          ...options.env,
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
      urls.push(url);
    }
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : error}\n${log}`);
  }
  return { urls, pids: children.map((c) => c.pid ?? 0), logs: () => log, stop };
}
