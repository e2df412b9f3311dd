import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium.ts";

// A service worker's own requests go through `context.route` (e2e/pwa.spec.ts cuts the network with it).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";
/** The server of the specs that move the clock (scripts/e2e.ts starts one of its own); none given: the same one. */
const clockServer = process.env.E2E_CLOCK_BASE_URL;

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
    // The app registers a service worker (decision 0065); the journeys test the app itself, with requests they can
    // route and nothing kept between pages. e2e/pwa.spec.ts allows it and tests the worker.
    serviceWorkers: "block",
  },
  projects: [
    // Specs that move the clock (`POST /api/dev/timers`) run every timer step for the whole server at a later
    // time, which would expire another journey's terms or approve its content mid-test: they run one at a time on
    // a server of their own (scripts/e2e.ts), listed first so they start at once beside the journeys instead of
    // leaving one worker idle at the end; on a shared server (`E2E_BASE_URL` alone) they run after all the journeys.
    clockServer
      ? { name: "clock", testMatch: /\.clock\.spec\.ts$/, workers: 1, use: { baseURL: clockServer } }
      : { name: "clock", testMatch: /\.clock\.spec\.ts$/, dependencies: ["journeys"], workers: 1 },
    { name: "journeys", testIgnore: /\.clock\.spec\.ts$/ },
  ],
});
