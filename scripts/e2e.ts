import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildServerIfNeeded } from "./build-server.ts";
import { buildWebIfNeeded } from "./build-web.ts";
import { ensureChromium } from "./chromium.ts";
import { freePort } from "./free-port.ts";

const root = path.resolve(import.meta.dirname, "..");

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
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
 * Runs Playwright against the production build served by a fresh server (its own data dir, demo
 * data, e-mail confirmation on, dev mailbox on). Extra arguments go to `playwright test`.
 * Returns Playwright's exit code; the JSON report lands in test-results/e2e-report.json.
 */
export async function runE2e(args: string[]): Promise<number> {
  ensureChromium();
  buildWebIfNeeded();
  const entry = await buildServerIfNeeded();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "collabstay-e2e-"));
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
  try {
    await waitForHealth(baseUrl, server);
    return await new Promise<number>((resolve) => {
      const pw = spawn(process.execPath, [path.join(root, "node_modules/@playwright/test/cli.js"), "test", ...args], {
        cwd: root,
        env: { ...process.env, E2E_BASE_URL: baseUrl },
        stdio: "inherit",
      });
      pw.on("exit", (code) => resolve(code ?? 1));
    });
  } catch (error) {
    console.error(log);
    throw error;
  } finally {
    server.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await runE2e(process.argv.slice(2)));
}
