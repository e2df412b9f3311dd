import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../lib/paths.ts";

/**
 * The generated suites' totals (operations, calls, unexpected allows, 5xx), kept as a file per suite and engine so
 * `npm test` prints them next to its `N passed, N failed` line.
 */
export function recordContractTotals(suite: string, engine: string, totals: Record<string, number>) {
  const dir = path.join(projectRoot, "test-results", "contract");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${suite.replace(/\W+/g, "-")}-${engine}.json`);
  writeFileSync(file, JSON.stringify({ suite, engine, totals }));
}
