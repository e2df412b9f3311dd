import { readdir } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config.ts";
import { createS3Storage } from "./s3.ts";
import { createDiskStorage, isValidStorageKey } from "./storage.ts";

/**
 * `npm run storage:migrate` (scripts/storage-migrate.ts): copies every file of DATA_DIR/storage into the S3 bucket
 * of the S3_* settings, with its content type. Idempotent and resumable: a key already in the bucket is skipped,
 * so a run that stopped half way is simply run again. The local files are left in place (delete them once the app
 * runs on the bucket).
 */
async function* localKeys(root: string, dir = root): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (dir === root && entry.name === "_journal") continue;
      yield* localKeys(root, full);
    } else if (!entry.name.endsWith(".meta.json") && !entry.name.endsWith(".tmp")) {
      const key = path.relative(root, full).split(path.sep).join("/");
      if (isValidStorageKey(key)) yield key;
    }
  }
}

/** Copies DATA_DIR/storage into the configured bucket; returns what it did. */
export async function migrateStorageToS3(config: Config, log: (line: string) => void = console.log) {
  if (!config.s3)
    throw new Error("Set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).");
  const root = path.join(config.dataDir, "storage");
  const disk = createDiskStorage(root);
  const bucket = await createS3Storage(config.s3);
  await bucket.check();
  let copied = 0;
  let skipped = 0;
  for await (const key of localKeys(root)) {
    const there = await bucket.has(key);
    if (there) {
      skipped++;
      continue;
    }
    const file = await disk.get(key);
    if (!file) continue;
    await bucket.put(key, file.data, file.contentType);
    await bucket.settle([key]); // a copied file is in use already: nothing for the orphan sweep
    copied++;
    if (copied % 100 === 0) log(`… ${copied} copied`);
  }
  log(`Storage migrated to s3://${config.s3.bucket}: ${copied} copied, ${skipped} already there.`);
  return { copied, skipped };
}
