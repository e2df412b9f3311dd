import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { browser, startServer } from "../../server/test/server-process.ts";
import { measure, upload } from "./uploads.ts";

/**
 * `npm run bench -- exports` (issue 40 part 4, decision 0063): a real server process on its embedded database with
 * the demo data. The demo creator delivers 10 videos of 100 MB (1 GB of their own files), asks for "Download my
 * data", and the server's resident memory (VmRSS) is sampled every 25 ms while its job builds the ZIP into storage
 * and again while the ZIP is downloaded. Budget: each grows the server by < 30 MB.
 */
export async function benchExports(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "collabstay-bench-exports-"));
  const server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: "on", LOG_LEVEL: "silent" }, 240_000);
  try {
    const creator = browser();
    const signIn = await creator.on(server).post("/api/accounts/sign-in", {
      role: "creator",
      email: "creator@demo.collabstay.test",
      password: "Demo-Pass-2024!",
    });
    if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status}`);
    const apps = (await (await creator.on(server).get("/api/applications")).json()) as {
      items: { id: string; status: string }[];
    };
    const applicationId = apps.items.find((a) => a.status === "accepted")?.id as string;
    const cookie = creator.on(server).cookieHeader();
    const videos = 10;
    for (let i = 0; i < videos; i++) {
      const status = await upload(server, cookie, applicationId, 100 * 1024 * 1024);
      if (status !== 201) throw new Error(`upload ${i}: ${status}`);
    }

    type Answer = { export: { id: string; status: string; bytes: number | null; downloadUrl: string | null } | null };
    const build = await measure(server.pid, async () => {
      const started = Date.now();
      const res = await creator.on(server).post("/api/accounts/data-export");
      if (res.status !== 202) throw new Error(`export: ${res.status} ${await res.text()}`);
      for (;;) {
        await new Promise((r) => setTimeout(r, 500));
        const { export: current } = (await (
          await creator.on(server).get("/api/accounts/data-export")
        ).json()) as Answer;
        if (current?.status === "ready") return { ...current, seconds: (Date.now() - started) / 1000 };
        if (current?.status !== "running" || Date.now() - started > 15 * 60_000) {
          throw new Error(`export ended ${current?.status ?? "missing"}`);
        }
      }
    });
    const download = await measure(server.pid, async () => {
      const res = await fetch(`${server.url}${build.result.downloadUrl}`, { headers: { cookie } });
      let bytes = 0;
      for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) bytes += part.byteLength;
      return { status: res.status, bytes };
    });
    const line = (name: string, status: string, growth: number) =>
      `${name.padEnd(40)} ${status.padEnd(22)} RSS +${growth} MB (budget < 30 MB) ${growth < 30 ? "ok" : "OVER"}`;
    const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
    return [
      `"Download my data" of a creator with ${videos} × 100 MB of delivered videos (one server process, embedded database)`,
      line(
        "build the export ZIP (job)",
        `${mb(build.result.bytes ?? 0)} in ${Math.round(build.result.seconds)} s`,
        build.growthMb,
      ),
      line("download the export ZIP", `${download.result.status} ${mb(download.result.bytes)}`, download.growthMb),
    ].join("\n");
  } finally {
    await server.stop("SIGTERM");
    await rm(dataDir, { recursive: true, force: true });
  }
}
