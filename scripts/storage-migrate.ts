import { loadConfig } from "../server/config.ts";
import { migrateStorageToS3 } from "../server/storage/migrate.ts";

/** `npm run storage:migrate`: DATA_DIR/storage → the S3 bucket of the S3_* settings (server/storage/migrate.ts). */
migrateStorageToS3(loadConfig()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
