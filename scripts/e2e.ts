import { spawn } from "node:child_process";
import path from "node:path";
import { root } from "./build-web.ts";
import { ensureChromium } from "./chromium.ts";
import { serveFresh } from "./serve-fresh.ts";

/**
 * Runs Playwright against the production build served by a fresh server (its own data dir, demo
 * data, e-mail confirmation on, dev mailbox on). Extra arguments go to `playwright test`.
 * Returns Playwright's exit code; the JSON report lands in test-results/e2e-report.json.
 */
export async function runE2e(args: string[]): Promise<number> {
  ensureChromium();
  const server = await serveFresh("e2e");
  try {
    return await new Promise<number>((resolve) => {
      const pw = spawn(process.execPath, [path.join(root, "node_modules/@playwright/test/cli.js"), "test", ...args], {
        cwd: root,
        env: { ...process.env, E2E_BASE_URL: server.baseUrl, E2E_MAILBOX_TOKEN: server.mailboxToken },
        stdio: "inherit",
      });
      pw.on("exit", (code) => resolve(code ?? 1));
    });
  } catch (error) {
    console.error(server.log());
    throw error;
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await runE2e(process.argv.slice(2)));
}
