import type { Logger } from "../lib/logger.ts";
import type { Storage } from "./storage.ts";

type FileDeps = { storage: Storage; logger: Logger };

/** File clean-up after the database changed: a failure here leaves an orphan file, never a broken row. */
export async function removeFiles(deps: FileDeps, targets: string[], kind: "key" | "prefix"): Promise<void> {
  for (const target of targets) {
    try {
      if (kind === "key") await deps.storage.delete(target);
      else await deps.storage.deletePrefix(target);
    } catch (error) {
      deps.logger.error(`could not remove stored ${kind} ${target}: ${error instanceof Error ? error.message : error}`);
    }
  }
}

/**
 * Runs `work` — a transaction that writes files and the rows pointing at them — and, when it throws, removes every
 * file it recorded in `stored`: storage has no rollback, so this is the file half of the transaction's.
 */
export async function withStoredFiles<T>(deps: FileDeps, work: (stored: string[]) => Promise<T>): Promise<T> {
  const stored: string[] = [];
  try {
    return await work(stored);
  } catch (error) {
    await removeFiles(deps, stored, "key");
    throw error;
  }
}
