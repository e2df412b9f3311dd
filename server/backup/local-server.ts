import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Config } from "../config.ts";
import { keptSecret } from "../lib/kept-secret.ts";

/**
 * The two files through which `npm run backup` finds a running embedded server (decision 0064), in a module of
 * their own: the command imports only this (and the config) before it knows whether a server will do the work, so
 * asking one does not load the database, storage and auth code first.
 */

/** The token `npm run backup` shows the embedded server (kept in DATA_DIR, readable by its owner only). */
export const backupToken = (config: Config) =>
  keptSecret(path.resolve(config.dataDir, "backup-token"), () => randomBytes(24).toString("base64url"));

/** Where a running embedded server says how to reach it (written at listen, removed at stop). */
export const serverFile = (config: Config) => path.resolve(config.dataDir, "server.json");
