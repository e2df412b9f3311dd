import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./scripts/test-order.ts";

/** API test files that measure held memory (server/test/held-memory.ts). */
const memoryFiles = [
  "server/features/deliverables/deliverables.test.ts",
  "server/features/portfolio/portfolio-stream.test.ts",
  "server/features/data-export/export-memory.test.ts",
];

/** `@domain/…` is domain/ (tsconfig.json paths), for every project; `@/…` is the web code (vite.config.ts). */
const domain = { "@domain": fileURLToPath(new URL("./domain", import.meta.url)) };

/** What both API projects share: a database per file made from the migrated template, and generous timeouts. */
const apiSettings: { environment: "node"; globalSetup: string[]; testTimeout: number; hookTimeout: number } = {
  environment: "node",
  globalSetup: ["server/test/global-setup.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Two test files at a time (vitest's default on two cores is one). Each API file has its own database (a PGlite
    // copy or a PostgreSQL database made from the template), so files never share rows; the API suites take about
    // half as long.
    maxWorkers: 2,
    // The longest files start first, whatever their project (scripts/test-order.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        // The web code's "@/…" imports (vite.config.ts), so unit tests can load modules that use them.
        resolve: { alias: { ...domain, "@": fileURLToPath(new URL("./web/src", import.meta.url)) } },
        test: {
          name: "unit",
          // Component tests (*.test.tsx) choose their DOM per file: `// @vitest-environment happy-dom`.
          include: ["domain/**/*.test.ts", "web/**/*.test.ts", "web/**/*.test.tsx", "scripts/**/*.test.ts"],
          environment: "node",
          // A component test drives a real form in a DOM emulation; on a busy 2-core machine one can pass 5 s.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias: domain },
        test: {
          name: "api",
          // One module graph per worker, not per file: importing the server (Hono, Drizzle, better-auth, the AWS
          // SDK, pg-boss, sharp) took ~3 s per file, ~3 of the API suite's minutes per engine. Files share no
          // state through modules: each builds its own app, database and storage (server/test/harness.ts).
          isolate: false,
          include: ["server/**/*.test.ts"],
          exclude: memoryFiles,
          ...apiSettings,
        },
      },
      {
        resolve: { alias: domain },
        test: {
          // The files that measure the memory a stream holds run in a module graph of their own: in a shared one,
          // what earlier files left behind can move their measurement (one run saw 31.7 MB against a 30 MB limit).
          name: "api-memory",
          include: memoryFiles,
          ...apiSettings,
        },
      },
    ],
  },
});
