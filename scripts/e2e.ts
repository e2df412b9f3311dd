import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { root } from "./build-web.ts";
import { ensureChromium } from "./chromium.ts";
import { type FreshServer, serveFresh } from "./serve-fresh.ts";

/**
 * Runs Playwright against the production build served by fresh servers (each its own data dir, demo data, e-mail
 * confirmation on, dev mailbox on): one for the journeys, and one for the specs that move the clock
 * (`*.clock.spec.ts`), which then run beside the journeys instead of after them (playwright.config.ts). Both
 * servers take the same mailbox token. Extra arguments go to `playwright test`.
 * Returns Playwright's exit code; the JSON report lands in test-results/e2e-report.json.
 */
export async function runE2e(args: string[]): Promise<number> {
  ensureChromium();
  const mailboxToken = randomBytes(18).toString("base64url");
  const started = await Promise.allSettled([
    serveFresh("e2e", { mailboxToken }),
    serveFresh("e2e-clock", { mailboxToken }),
  ]);
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  const [server, clockServer] = servers as [FreshServer, FreshServer];
  try {
    return await new Promise<number>((resolve) => {
      const pw = spawn(process.execPath, [path.join(root, "node_modules/@playwright/test/cli.js"), "test", ...args], {
        cwd: root,
        env: {
          ...process.env,
          E2E_BASE_URL: server.baseUrl,
          E2E_CLOCK_BASE_URL: clockServer.baseUrl,
          E2E_MAILBOX_TOKEN: mailboxToken,
        },
        stdio: "inherit",
      });
      pw.on("exit", (code) => resolve(code ?? 1));
    });
  } catch (error) {
    console.error(server.log());
    console.error(clockServer.log());
    throw error;
  } finally {
    await Promise.all([server.stop(), clockServer.stop()]);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(await runE2e(process.argv.slice(2)));
}
