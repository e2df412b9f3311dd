import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Config } from "../config.ts";
import { backupToken, serverFile } from "./local-server.ts";

// The database, storage, auth and archive code is imported when needed (below): asking a running embedded server
// needs none of it, and it is most of a command's start-up time (~2 s of CPU).

export const defaultBackupDir = (config: Config) => config.backup.dir;

/** BACKUP_PASSPHRASE, or the first line of --passphrase-file (never a command-line argument: `ps` shows those). */
export async function passphraseFrom(file: string | undefined, env = process.env): Promise<string | undefined> {
  if (file) return (await readFile(file, "utf8")).split(/\r?\n/)[0] || undefined;
  return env.BACKUP_PASSPHRASE || undefined;
}

type Running = { pid: number; port: number };

async function runningServer(config: Config): Promise<Running | null> {
  try {
    const running = JSON.parse(await readFile(serverFile(config), "utf8")) as Running;
    process.kill(running.pid, 0);
    return running;
  } catch {
    return null;
  }
}

/** Asks the running embedded server for the backup over its token-protected local route; prints its progress. */
function askServer(
  running: Running,
  token: string,
  body: object,
  log: (line: string) => void,
): Promise<{ file: string; bytes: number; files: number; warnings: string[]; seconds: number }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: running.port,
        path: "/internal/backup",
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`The running server refused the backup (HTTP ${response.statusCode}).`));
          response.resume();
          return;
        }
        let buffer = "";
        let settled = false;
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffer += chunk;
          for (let at = buffer.indexOf("\n"); at >= 0; at = buffer.indexOf("\n")) {
            const message = JSON.parse(buffer.slice(0, at)) as {
              log?: string;
              error?: string;
              done?: { file: string; bytes: number; files: number; warnings: string[]; seconds: number };
            };
            buffer = buffer.slice(at + 1);
            if (message.log) log(message.log);
            if (message.error) {
              settled = true;
              reject(new Error(message.error));
            }
            if (message.done) {
              settled = true;
              resolve(message.done);
            }
          }
        });
        response.on("end", () => {
          if (!settled) reject(new Error("The server stopped answering before the backup finished."));
        });
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

/**
 * `npm run backup [-- --out <dir|file>] [--with-secrets] [--passphrase-file <file>]`. Embedded default with a server
 * running: the server makes the archive (it owns the PGlite directory). Otherwise (PostgreSQL, or no server on the
 * data directory) this process opens the database and storage itself.
 */
export async function backupCommand(config: Config, argv: string[], log = console.log): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      out: { type: "string" },
      "with-secrets": { type: "boolean", default: false },
      "passphrase-file": { type: "string" },
    },
  });
  const out = path.resolve(values.out ?? defaultBackupDir(config));
  const passphrase = await passphraseFrom(values["passphrase-file"]);
  const withSecrets = values["with-secrets"];
  const report = (done: { file: string; bytes: number; files: number; warnings: string[]; seconds: number }) => {
    for (const warning of done.warnings) log(`warning: ${warning}`);
    log(
      `Backup written: ${done.file} (${(done.bytes / 1e6).toFixed(1)} MB, ${done.files} files, ${done.warnings.length} warnings, ${done.seconds} s${passphrase ? ", encrypted" : ""}${withSecrets ? ", holds AUTH_SECRET: keep it safe" : ""}).`,
    );
  };
  if (!config.databaseUrl) {
    const running = await runningServer(config);
    if (running) {
      log(`Asking the running server (pid ${running.pid}) for the backup…`);
      report(await askServer(running, backupToken(config), { out, withSecrets, passphrase }, log));
      return;
    }
  }
  const [{ resolveAuthSecret }, { openDatabase }, { createS3Storage }, { createStorage }, { backupInstance }] =
    await Promise.all([
      import("../auth/auth.ts"),
      import("../db/client.ts"),
      import("../storage/s3.ts"),
      import("../storage/storage.ts"),
      import("./instance.ts"),
    ]);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const storage = config.s3 ? await createS3Storage(config.s3) : createStorage(config);
    const secret = resolveAuthSecret(config);
    const result = await backupInstance(
      { config, database, storage, secret },
      { out, withSecrets, passphrase, trigger: "command", log },
    );
    report({
      file: result.file,
      bytes: result.bytes,
      files: result.manifest.files.length,
      warnings: [],
      seconds: result.manifest.seconds,
    });
  } finally {
    await database.close();
  }
}

/** `npm run restore -- <archive> [--replace] [--passphrase-file <file>]`. */
export async function restoreCommand(config: Config, argv: string[], log = console.log): Promise<void> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { replace: { type: "boolean", default: false }, "passphrase-file": { type: "string" } },
  });
  const archive = positionals[0];
  if (!archive) throw new Error("Usage: npm run restore -- <archive> [--replace] [--passphrase-file <file>]");
  const { restoreArchive } = await import("./restore.ts");
  const result = await restoreArchive({
    archive: path.resolve(archive),
    config,
    passphrase: await passphraseFrom(values["passphrase-file"]),
    replace: values.replace,
    log,
  });
  const m = result.manifest;
  log(
    `Restored the backup of ${m.createdAt}: ${m.files.length} files, ${Object.values(m.counts).reduce((a, b) => a + b, 0)} rows; ${result.sessionsDropped} old sessions dropped; ${result.migrationsRun} migrations run. Start the server with npm start.`,
  );
}
