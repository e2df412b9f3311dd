import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The API test files that take longest (fresh-clone runs of 2 Dec 2026, PGlite and PostgreSQL), longest first. A fresh clone has
 * no vitest cache of durations, so vitest would order files by size and by project name: the authorization matrix
 * started late and the `api-memory` project (deliverables: 100 MB uploads) ran after every `api` file, leaving one
 * of the two workers idle for the last one to two minutes of each API run. A path that no longer exists is ignored;
 * a new file runs after these, in vitest's own order.
 */
export const longestFirst = [
  "server/features/api-docs/authorization-matrix-1.test.ts",
  "server/features/api-docs/authorization-matrix-2.test.ts",
  "server/features/api-docs/authorization-matrix-3.test.ts",
  "server/scale/multi-process.test.ts",
  "server/features/api-docs/bad-input-campaign.test.ts",
  "server/scale/upload-crash.test.ts",
  "server/scale/graceful-shutdown.test.ts",
  "server/backup/backup-process.test.ts",
  "server/db/startup-lock.test.ts",
  "server/features/push/push.test.ts",
  "server/storage/storage-contract.test.ts",
  "server/jobs/queue.test.ts",
  "server/features/deliverables/deliverables.test.ts",
  "server/backup/backup.test.ts",
  "server/db/engagement-migration.test.ts",
  "server/features/platform.test.ts",
  "server/features/accounts/resend-confirmation.test.ts",
  "server/metrics/metrics.test.ts",
  "server/features/portfolio/portfolio-stream.test.ts",
  "server/auth/password-hashing.test.ts",
];

/** vitest's order, with the files above moved to the front (across projects), so the two workers finish together. */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = longestFirst.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? longestFirst.length : index;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
