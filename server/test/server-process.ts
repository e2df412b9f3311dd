import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { buildServerIfNeeded, bundlePath, type ServerBundle } from "../../scripts/build-server.ts";
import { freePort } from "../../scripts/free-port.ts";
import { serverNodeFlags } from "../lib/node-flags.ts";
import { projectRoot } from "../lib/paths.ts";
import { TestClient } from "./harness.ts";

/**
 * Real CollabStay server processes for tests about processes: the server's bundle (what `npm start` runs,
 * scripts/build-server.ts) on a free port, with only the environment given here (no settings leak in from the test
 * runner's own environment).
 */
export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr), for assertions and for failure messages. */
  output: () => string;
  /** Settles when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal (SIGTERM by default) and waits for the exit. */
  stop: (signal?: NodeJS.Signals) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export { freePort };

let built: Promise<unknown> | undefined;

/**
 * A bundle of scripts/build-server.ts (the server, or the backup and restore commands), built once per process when
 * its sources changed. Plain JS: a process starts in well under a second where `--import tsx` spent ~7 s (a command)
 * to ~12 s (the server) of CPU loading TypeScript, most of a process test's time (decision 0064, 2 Dec).
 */
export async function bundle(name: ServerBundle): Promise<string> {
  built ??= buildServerIfNeeded();
  await built;
  return bundlePath(name);
}

/** Starts a process with its own output buffer; does not wait for it to serve (see `startServer`). */
export async function spawnServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<Omit<ServerProcess, "url" | "port">> {
  const entry = await bundle("main");
  // The flags of `npm start` (scripts/start.ts), so what is measured is what runs.
  const child = spawn(process.execPath, [...serverNodeFlags, "--enable-source-maps", ...nodeArgs, entry], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "test", LOG_FORMAT: "json", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The last megabyte is plenty for assertions and failure messages, and a benchmark's request log stays bounded.
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 2_000_000) output = output.slice(-1_000_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    pid: child.pid ?? 0,
    output: () => output,
    exited,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Starts a server and waits until `/api/health` answers 200 (or the process dies: then throws with its output). */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 90_000,
  /** Extra flags for node (e.g. `--cpu-prof` in scripts/bench/profile-http.ts). */
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const started = await spawnServer({ ...env, PORT: String(port) }, nodeArgs);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let dead = false;
  void started.exited.then(() => {
    dead = true;
  });
  while (Date.now() < deadline && !dead) {
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return { ...started, url, port };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const exit = await started.stop("SIGKILL");
  throw new Error(`server on port ${port} did not become healthy (${JSON.stringify(exit)}):\n${started.output()}`);
}

/**
 * One browser (one cookie jar) that can send each request to any process, as a load balancer would:
 * `person.on(a).post(…)` then `person.on(b).get(…)`. Each request carries the target's own Origin.
 */
export function browser() {
  let target: ServerProcess | undefined;
  const client = new TestClient({
    request: (path: string, init?: RequestInit) => {
      if (!target) throw new Error("browser(): pick a process with .on(server) first");
      const headers = { origin: target.url, ...(init?.headers as Record<string, string>) };
      return fetch(`${target.url}${path}`, { ...init, headers, redirect: "manual" });
    },
  });
  return {
    on(server: ServerProcess): TestClient {
      target = server;
      return client;
    },
  };
}

/**
 * A GET on a new connection each time (no keep-alive), so a cluster's primary can hand each to another worker.
 * Gives up after `timeoutMs` (a hung request is a failure, not a test timeout).
 */
export function getFresh(url: string, timeoutMs = 10_000): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, timeout: timeoutMs }, (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on("timeout", function (this: http.ClientRequest) {
        this.destroy(new Error(`GET ${url}: no answer within ${timeoutMs} ms`));
      })
      .on("error", reject);
  });
}
