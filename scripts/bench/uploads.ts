import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { mp4Head } from "../../server/test/mp4-fixture.ts";
import { browser, type ServerProcess, startServer } from "../../server/test/server-process.ts";

/**
 * `npm run bench -- uploads` (issue 17): a real server process on its embedded database with the demo data, on
 * loopback. Measures the server's resident memory (VmRSS from /proc, sampled every 25 ms) while the demo creator
 * streams a 100 MB video, while a 101 MB one is refused, and while the host downloads a ZIP of 50 approved files.
 * Budget: each grows the server by < 30 MB.
 */
const rssOf = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) * 1024;
};

export async function measure<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const baseline = rssOf(pid);
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 25);
  try {
    const result = await work();
    return { result, growthMb: Math.round(((peak - baseline) / 1024 / 1024) * 10) / 10 };
  } finally {
    clearInterval(timer);
  }
}

/** Streams a multipart upload of `bytes` (an MP4 head and zeros) and resolves with the status. */
export function upload(server: ServerProcess, cookie: string, applicationId: string, bytes: number): Promise<number> {
  const boundary = "----benchupload";
  return new Promise((resolve, reject) => {
    const req = http.request(`${server.url}/api/workspaces/${applicationId}/deliverables`, {
      method: "POST",
      // A fresh connection each time: a refused upload's socket is left mid-body.
      agent: false,
      headers: { cookie, origin: server.url, "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    // A refused upload's socket may close under the rest of the body; the answer already came.
    req.on("error", (error) => (req.writableEnded ? undefined : reject(error)));
    const chunk = Buffer.alloc(256 * 1024);
    const head = mp4Head(bytes);
    let left = bytes - head.length;
    const pump = () => {
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        left -= n;
        if (!req.write(chunk.subarray(0, n))) {
          req.once("drain", pump);
          return;
        }
      }
      req.end(`\r\n--${boundary}--\r\n`);
    };
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="usageRights"\r\n\r\n1-year\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    req.write(head);
    pump();
  });
}

export async function benchUploads(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "collabstay-bench-uploads-"));
  const server = await startServer({ DATA_DIR: dataDir, DEMO_DATA: "on", LOG_LEVEL: "silent" }, 240_000);
  try {
    const creator = browser();
    const host = browser();
    const signIn = async (who: ReturnType<typeof browser>, role: string) => {
      const res = await who.on(server).post("/api/accounts/sign-in", {
        role,
        email: `${role}@demo.collabstay.test`,
        password: "Demo-Pass-2024!",
      });
      if (res.status !== 200) throw new Error(`sign-in ${role}: ${res.status}`);
    };
    await signIn(creator, "creator");
    await signIn(host, "host");
    const apps = (await (await creator.on(server).get("/api/applications")).json()) as {
      items: { id: string; status: string }[];
    };
    const applicationId = apps.items.find((a) => a.status === "accepted")?.id as string;
    const cookie = creator.on(server).cookieHeader();

    const big = await measure(server.pid, () => upload(server, cookie, applicationId, 100 * 1024 * 1024));
    const refused = await measure(server.pid, () => upload(server, cookie, applicationId, 101 * 1024 * 1024));

    // 50 approved files of 2 MB each, then the ZIP, read and counted as it streams.
    for (let i = 0; i < 50; i++) {
      const status = await upload(server, cookie, applicationId, 2 * 1024 * 1024);
      if (status !== 201) throw new Error(`upload ${i}: ${status}`);
    }
    const workspace = (await (await host.on(server).get(`/api/workspaces/${applicationId}`)).json()) as {
      deliverables: { id: string; canReview: boolean }[];
    };
    for (const d of workspace.deliverables.filter((x) => x.canReview)) {
      await host.on(server).post(`/api/deliverables/${d.id}/feedback`, { feedbackType: "approve" });
    }
    const zip = await measure(server.pid, async () => {
      const res = await fetch(`${server.url}/api/workspaces/${applicationId}/approved.zip`, {
        headers: { cookie: host.on(server).cookieHeader() },
      });
      let bytes = 0;
      for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) bytes += part.byteLength;
      return { status: res.status, bytes };
    });
    const line = (name: string, status: number | string, growth: number) =>
      `${name.padEnd(40)} ${String(status).padEnd(16)} RSS +${growth} MB (budget < 30 MB) ${growth < 30 ? "ok" : "OVER"}`;
    return [
      "deliverable uploads and ZIP (one server process, embedded database, loopback)",
      line("upload 100 MB video", big.result, big.growthMb),
      line("upload 101 MB video (refused)", refused.result, refused.growthMb),
      line(
        "ZIP of every approved file (50 × 2 MB +)",
        `${zip.result.status} ${Math.round(zip.result.bytes / 1e6)} MB`,
        zip.growthMb,
      ),
    ].join("\n");
  } finally {
    await server.stop("SIGTERM");
    await rm(dataDir, { recursive: true, force: true });
  }
}
