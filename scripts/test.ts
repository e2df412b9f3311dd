import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { installChromiumInBackground } from "./chromium.ts";
import { runE2e } from "./e2e.ts";

/**
 * `npm test`: typecheck, lint, unit tests, API tests on PGlite, the same API tests on PostgreSQL when
 * one is reachable, then Playwright against the production build. Ends with one line
 * `N passed, N failed` over every suite (a failed typecheck or lint counts as one failure).
 */
const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, "test-results");
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0 };
const summary: string[] = [];

function run(command: string, args: string[], env: Record<string, string | undefined> = {}): number {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function step(name: string, ok: boolean) {
  if (ok) totals.passed++;
  else totals.failed++;
  summary.push(`${ok ? "ok  " : "FAIL"} ${name}`);
}

/** The generated contract suites' totals (server/test/contract-totals.ts), printed under their run's line. */
function contractTotals(): string[] {
  const dir = path.join(results, "contract");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => {
      const { suite, engine, totals } = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as {
        suite: string;
        engine: string;
        totals: Record<string, number>;
      };
      const figures = Object.entries(totals).map(([label, value]) => `${value} ${label}`);
      return `       ${suite} (${engine}): ${figures.join(", ")}`;
    });
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
};

/** The first line of a failure message, short enough for the summary. */
function firstLine(message: string | undefined): string {
  const line = (message ?? "").split("\n").find((text) => text.trim()) ?? "";
  return line.trim().slice(0, 200);
}

/**
 * Which tests failed, and why in a line each, under their run's line: CI keeps only the end of the output,
 * and a failure that happens once in a while must be findable from that end alone.
 */
function failedVitestTests(json: VitestReport): string[] {
  const lines: string[] = [];
  for (const file of json.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests) {
      lines.push(`       ✗ ${where} › ${test.fullName}`, `         ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed outside its tests (an error in a hook or at import) has no failed test to name.
    if (!failedTests.length && file.message) lines.push(`       ✗ ${where}`, `         ${firstLine(file.message)}`);
  }
  return lines.slice(0, 40);
}

function vitest(name: string, project: string, env: Record<string, string | undefined> = {}) {
  const report = path.join(results, `vitest-${name}.json`);
  rmSync(report, { force: true });
  rmSync(path.join(results, "contract"), { recursive: true, force: true });
  const code = run(
    process.execPath,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ],
    env,
  );
  if (!existsSync(report)) {
    step(`${name} (no report, exit ${code})`, false);
    return;
  }
  const json = JSON.parse(readFileSync(report, "utf8")) as VitestReport;
  // Every test passed but vitest still failed: an unhandled error or rejection (printed above as "Unhandled
  // Errors") or a failing setup/teardown. That counts as one failure, and the summary says which kind.
  const silentFailure = code !== 0 && json.numFailedTests === 0;
  const failed = json.numFailedTests + (silentFailure ? 1 : 0);
  totals.passed += json.numPassedTests;
  totals.failed += failed;
  const why = silentFailure ? ` (vitest exited ${code} with no failed test: see "Unhandled Errors" above)` : "";
  summary.push(`${failed ? "FAIL" : "ok  "} ${name}: ${json.numPassedTests} passed, ${failed} failed${why}`);
  summary.push(...failedVitestTests(json));
  summary.push(...contractTotals());
}

async function postgresUrl(): Promise<string | null> {
  const candidate = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const client = new pg.Client({ connectionString: candidate, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return candidate;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

// A new machine lacks Chromium: its install (download and unpacking, ~40 s) runs while the other suites do.
const chromiumInstalled = installChromiumInBackground(path.join(results, "chromium-install.log"));

console.log("\n▶ typecheck");
step("typecheck", run(process.execPath, ["node_modules/typescript/bin/tsc", "--noEmit", "-p", "."]) === 0);

console.log("\n▶ lint");
step(
  "lint (biome, zero warnings)",
  run(process.execPath, ["node_modules/@biomejs/biome/bin/biome", "check", "--error-on-warnings", "."]) === 0,
);

console.log("\n▶ unit tests");
vitest("unit", "unit");

console.log("\n▶ API tests on PGlite");
vitest("api-pglite", "api*", { TEST_DATABASE_URL: "" });

const pgUrl = await postgresUrl();
if (pgUrl) {
  console.log(`\n▶ API tests on PostgreSQL (${new URL(pgUrl).host})`);
  vitest("api-postgres", "api*", { TEST_DATABASE_URL: pgUrl });
} else {
  summary.push("--   api-postgres: no PostgreSQL reachable (set TEST_DATABASE_URL)");
}

type PlaywrightSuite = {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { status: string; results: { error?: { message?: string } }[] }[] }[];
};
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number }; suites?: PlaywrightSuite[] };

/** The Playwright tests that failed (status "unexpected"), as failedVitestTests names vitest's. */
function failedPlaywrightTests(json: PlaywrightReport): string[] {
  const lines: string[] = [];
  const visit = (suite: PlaywrightSuite, titles: string[]) => {
    const here = suite.file && suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests.filter((each) => each.status === "unexpected")) {
        const error = test.results.at(-1)?.error?.message;
        lines.push(`       ✗ ${spec.file} › ${[...here, spec.title].join(" › ")}`, `         ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of json.suites ?? []) visit(suite, []);
  return lines.slice(0, 40);
}

console.log("\n▶ end-to-end (Playwright, production build)");
await chromiumInstalled;
const e2eReport = path.join(results, "e2e-report.json");
rmSync(e2eReport, { force: true });
let e2eCode = 1;
// Screenshots are for people looking at the screens (`npm run test:e2e` takes them); here they would only cost time.
process.env.E2E_SCREENSHOTS ??= "0";
try {
  e2eCode = await runE2e([]);
} catch (error) {
  console.error(error);
}
if (existsSync(e2eReport)) {
  const json = JSON.parse(readFileSync(e2eReport, "utf8")) as PlaywrightReport;
  const failed = json.stats.unexpected + (e2eCode !== 0 && json.stats.unexpected === 0 ? 1 : 0);
  totals.passed += json.stats.expected + json.stats.flaky;
  totals.failed += failed;
  summary.push(`${failed ? "FAIL" : "ok  "} e2e: ${json.stats.expected + json.stats.flaky} passed, ${failed} failed`);
  summary.push(...failedPlaywrightTests(json));
} else {
  step(`e2e (no report, exit ${e2eCode})`, false);
}

console.log(`\n${summary.join("\n")}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
