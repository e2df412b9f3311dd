import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.ts";

const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";

/** Run through `npm run test:e2e` (scripts/e2e.ts), which builds, starts a fresh server and sets E2E_BASE_URL. */
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/playwright",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e-report.json" }]],
  use: {
    baseURL,
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    screenshot: "only-on-failure",
    trace: "off",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
