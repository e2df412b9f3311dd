import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Workspace } from "@domain/deliverables.ts";
import { afterAll, describe, expect, it } from "vitest";
import { pgliteDataDirFromTemplate } from "../test/harness.ts";
import { mp4Head } from "../test/mp4-fixture.ts";
import { scratchPostgres } from "../test/postgres.ts";
import { browser, type ServerProcess, startServer } from "../test/server-process.ts";

/**
 * `kill -9` of a real server during a deliverable upload, then a restart (issue 17): no row without a file and no
 * file without a row. The killed write leaves a journal entry and a partial `.tmp`; once the entry is older than
 * the sweep's hour (backdated here instead of waiting), the restart's startup sweep removes every trace.
 */
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const walk = (dir: string): string[] => {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  } catch {
    return [];
  }
};

/** Sends the multipart head and `megabytes` of an MP4, then keeps the request open (never ends it). */
function stalledUpload(server: ServerProcess, cookie: string, applicationId: string, megabytes: number) {
  const boundary = "----crashtest";
  const req = http.request(`${server.url}/api/workspaces/${applicationId}/deliverables`, {
    method: "POST",
    headers: { cookie, origin: server.url, "content-type": `multipart/form-data; boundary=${boundary}` },
  });
  req.on("error", () => undefined); // the server dies under it
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="usageRights"\r\n\r\n1-year\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="crash.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  // The movie, then an mdat that claims more than is ever sent: the upload is cut mid-media.
  req.write(mp4Head((megabytes + 1) * 1024 * 1024));
  for (let i = 0; i < megabytes; i++) req.write(Buffer.alloc(1024 * 1024));
  return req;
}

describe("upload crash", () => {
  it("kill -9 during an upload, restart: no row without file, no file without row", { timeout: 300_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "collabstay-upload-crash-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir, DEMO_DATA: "on", LOG_LEVEL: "info" };
    if (process.env.TEST_DATABASE_URL) {
      const database = await scratchPostgres(process.env.TEST_DATABASE_URL, "uploadcrash");
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    } else {
      await pgliteDataDirFromTemplate(dataDir);
    }
    const first = await startServer(env, 240_000);
    cleanups.push(async () => {
      await first.stop("SIGKILL");
    });
    const person = browser();
    const signIn = async (server: ServerProcess) => {
      const res = await person.on(server).post("/api/accounts/sign-in", {
        role: "creator",
        email: "creator@demo.collabstay.test",
        password: "Demo-Pass-2024!",
      });
      expect(res.status).toBe(200);
    };
    await signIn(first);
    const apps = (await (await person.on(first).get("/api/applications")).json()) as {
      items: { id: string; status: string }[];
    };
    const applicationId = apps.items.find((a) => a.status === "accepted")?.id as string;
    const before = (await (await person.on(first).get(`/api/workspaces/${applicationId}`)).json()) as Workspace;

    const storage = path.join(dataDir, "storage");
    const req = stalledUpload(first, person.on(first).cookieHeader(), applicationId, 20);
    // Wait until the server is writing the file, then kill it mid-upload.
    await expect
      .poll(() => walk(path.join(storage, "deliverables")).some((f) => f.endsWith(".tmp") && statSync(f).size > 1e6), {
        timeout: 60_000,
      })
      .toBe(true);
    await first.stop("SIGKILL");
    req.destroy();

    // An hour passes (the journal's entries are backdated), then the process starts again.
    const journal = path.join(storage, "_journal");
    const past = new Date(Date.now() - 2 * 3600_000);
    for (const marker of readdirSync(journal)) utimesSync(path.join(journal, marker), past, past);
    const second = await startServer(env, 240_000);
    cleanups.push(async () => {
      await second.stop("SIGKILL");
    });
    await signIn(second);

    // No row without a file: the workspace has exactly the rows it had.
    const after = (await (await person.on(second).get(`/api/workspaces/${applicationId}`)).json()) as Workspace;
    expect(after.deliverables.map((d) => d.id).sort()).toEqual(before.deliverables.map((d) => d.id).sort());
    // No file without a row: once the startup sweep ran, every stored deliverable file is a row's file or preview.
    const referenced = new Set(
      after.deliverables
        .flatMap((d) => [d.fileUrl, d.previewUrl])
        .filter((u): u is string => Boolean(u))
        .map((u) => decodeURIComponent(u.slice("/files/signed/".length).split("?")[0] as string)),
    );
    const workspaceDir = path.join(storage, "deliverables");
    const stored = () =>
      walk(workspaceDir)
        .filter((f) => f.includes(applicationId) && !f.endsWith(".meta.json"))
        .map((f) => path.relative(storage, f));
    await expect.poll(() => stored().filter((k) => !referenced.has(k)), { timeout: 30_000 }).toEqual([]);
    expect(stored().length).toBe(referenced.size);
  });
});
