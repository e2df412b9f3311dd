import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "../../server/lib/paths.ts";
import { startServer } from "../../server/test/server-process.ts";

/**
 * `npm run bench -- backup` (issue 41): a real server process on its embedded database with the demo data and 1 GB
 * of stored files (100 files of 10 MB, written straight into DATA_DIR/storage), then `npm run backup`, which asks
 * that server for the archive. Measures the server's resident memory (VmRSS, sampled every 25 ms) above its idle
 * figure while it streams the archive, and the command's own peak. Budget: the server grows by < 50 MB.
 */
const rssOf = (pid: number) => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return Number(match?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export async function benchBackup(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "collabstay-bench-backup-"));
  const out = path.join(dataDir, "..", `${path.basename(dataDir)}-out`);
  const server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: "on", LOG_LEVEL: "silent" }, 600_000);
  try {
    const chunk = Buffer.alloc(10 * 1024 * 1024, 7);
    const folder = path.join(dataDir, "storage", "portfolio", "bench");
    await mkdir(folder, { recursive: true });
    for (let i = 0; i < 100; i++) {
      chunk.writeUInt32BE(i, 0);
      const file = path.join(folder, `${randomUUID()}.mp4`);
      await writeFile(`${file}.meta.json`, JSON.stringify({ contentType: "video/mp4" }));
      await writeFile(file, chunk);
    }
    await new Promise((r) => setTimeout(r, 2000));
    const idle = rssOf(server.pid);
    let peak = idle;
    let commandPeak = 0;
    const started = Date.now();
    const command = spawn(process.execPath, ["--import", "tsx", "scripts/backup.ts", "--out", out], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    command.stdout.on("data", (c) => {
      output += c;
    });
    command.stderr.on("data", (c) => {
      output += c;
    });
    const timer = setInterval(() => {
      peak = Math.max(peak, rssOf(server.pid));
      commandPeak = Math.max(commandPeak, rssOf(command.pid ?? 0));
    }, 25);
    const code = await new Promise<number | null>((resolve) => command.on("exit", resolve));
    clearInterval(timer);
    if (code !== 0) throw new Error(`npm run backup failed:\n${output}`);
    const seconds = (Date.now() - started) / 1000;
    const [archive] = await readdir(out);
    const size = (await stat(path.join(out, archive as string))).size;
    const growth = mb(peak - idle);
    return [
      "backup of an instance with 1 GB of files (one server process, embedded database, local disk)",
      `archive ${mb(size)} MB in ${seconds.toFixed(1)} s (${(mb(size) / seconds).toFixed(0)} MB/s)`,
      `server RSS idle ${mb(idle)} MB, +${growth} MB while backing up (budget < 50 MB) ${growth < 50 ? "ok" : "OVER"}`,
      `npm run backup process peak RSS ${mb(commandPeak)} MB`,
    ].join("\n");
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
  }
}
