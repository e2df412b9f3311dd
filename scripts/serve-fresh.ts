import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildServerIfNeeded } from "./build-server.ts";
import { buildWebIfNeeded, root } from "./build-web.ts";
import { freePort } from "./free-port.ts";

export type FreshServer = {
  baseUrl: string;
  /** The operator's dev mailbox token of this server. */
  mailboxToken: string;
  /** Everything the server printed so far; shown when a run built on it fails. */
  log: () => string;
  /** Stops the server and deletes its data dir. */
  stop: () => Promise<void>;
};

// A shared, busy machine can need longer for the first start (migrations and the demo seed's images).
const startTimeoutMs = Number(process.env.E2E_START_TIMEOUT_MS) || 60_000;

let built: Promise<string> | undefined;

/** Builds what is stale once per process, however many servers start at the same time (the e2e run starts two). */
function builtOnce(): Promise<string> {
  built ??= (async () => {
    // Built as `NODE_ENV=development npm start` (the README's default) builds it, so the e2e first-load budget
    // fails if the SPA build ever follows the server's mode again.
    buildWebIfNeeded({ ...process.env, NODE_ENV: "development" });
    return buildServerIfNeeded();
  })();
  return built;
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = startTimeoutMs): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The server exited early (code ${server.exitCode}).`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("The server did not become healthy in time.");
}

/**
 * Builds what is stale and starts the production bundle on a free port with its own temporary data
 * dir (embedded database, demo data, e-mail confirmation on, dev mailbox on), so the e2e suite and
 * the Lighthouse bench measure the same thing a person gets from `npm start`, never a developer's data.
 */
export async function serveFresh(prefix: string, options: { mailboxToken?: string } = {}): Promise<FreshServer> {
  const entry = await builtOnce();
  const port = await freePort();
  // localhost, not 127.0.0.1: WebAuthn (passkeys, decision 0062) takes a domain as its relying party, never an IP.
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `collabstay-${prefix}-`));
  const mailboxToken = options.mailboxToken ?? randomBytes(18).toString("base64url");
  const server = spawn(process.execPath, ["--enable-source-maps", entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      EMAIL_CONFIRMATION: "on",
      DEMO_DATA: "on",
      DEV_MAILBOX_TOKEN: mailboxToken,
      // The browser test's push service runs on 127.0.0.1 (e2e/pwa.spec.ts).
      PUSH_ALLOW_PRIVATE: "on",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  server.stdout?.on("data", (d) => {
    log += d;
  });
  server.stderr?.on("data", (d) => {
    log += d;
  });
  const stop = async () => {
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    console.error(log);
    await stop();
    throw error;
  }
  return { baseUrl, mailboxToken, log: () => log, stop };
}
