import { restoreCommand } from "../server/backup/command.ts";
import { loadConfig } from "../server/config.ts";

/** `npm run restore -- <archive>`: brings a backup back into an empty target (server/backup, README "Backups"). */
restoreCommand(loadConfig(), process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
