import { timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import { stream } from "hono/streaming";
import { z } from "zod";
import { backupInstance, type InstanceDeps } from "./instance.ts";
import { BackupBusyError } from "./lock.ts";

const requestSchema = z.object({
  out: z.string().min(1).max(4096),
  withSecrets: z.boolean().default(false),
  passphrase: z.string().min(1).max(1024).optional(),
});

const hasToken = (authorization: string | undefined, token: string) => {
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? "")?.[1] ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * `POST /internal/backup` (decision 0064): how `npm run backup` asks the running embedded server for a backup — its
 * PGlite data directory cannot be opened by a second process. Outside /api (no browser calls it, it is not part of
 * the public contract), answered only to the bearer of the token kept in DATA_DIR (whoever can read that file can
 * read the data directory anyway). The answer streams one JSON line per progress message, then the result.
 */
export function localBackupRoutes(deps: InstanceDeps & { token: string }) {
  return new Hono().post("/internal/backup", async (c) => {
    if (!hasToken(c.req.header("authorization"), deps.token)) return c.json({ error: "unauthorized" }, 401);
    const parsed = requestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: "bad request" }, 400);
    return stream(c, async (out) => {
      const line = (value: object) => out.write(`${JSON.stringify(value)}\n`);
      try {
        const result = await backupInstance(deps, {
          ...parsed.data,
          trigger: "command",
          log: (message) => void line({ log: message }),
        });
        await line({
          done: {
            file: result.file,
            bytes: result.bytes,
            files: result.manifest.files.length,
            warnings: result.manifest.warnings,
            seconds: result.manifest.seconds,
          },
        });
      } catch (error) {
        await line({
          error: error instanceof Error ? error.message : String(error),
          busy: error instanceof BackupBusyError,
        });
      }
    });
  });
}
