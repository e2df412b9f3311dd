import { backupCommand } from "../server/backup/command.ts";
import { loadConfig } from "../server/config.ts";

/** `npm run backup`: one archive of the running instance (server/backup, README "Backups"). */
backupCommand(loadConfig(), process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
