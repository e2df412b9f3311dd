import { performance } from "node:perf_hooks";
import { readSse } from "../../server/test/sse.ts";
import { serveCluster } from "../serve-cluster.ts";
import { benchSecret, chatPairs } from "./chat-fixtures.ts";
import { percentile, withScratchDatabase } from "./harness.ts";

/**
 * Chat delivery (DESIGN.md §6, issue 9): 200 conversations active at once, each sending a message a second;
 * measured from the moment the creator's POST leaves to the moment the `message.created` event arrives on the
 * host's event stream (GET /api/realtime) — the other browser's socket. Budget p99 ≤ 100 ms, on one process and
 * with sender and receiver on two processes sharing one PostgreSQL (fan-out through LISTEN/NOTIFY).
 */
const conversations = Number(process.env.BENCH_CHAT_CONVERSATIONS ?? 200);
const seconds = 15;
const budgetP99Ms = 100;

type Mode = { label: string; processes: 1 | 2 };

async function run(databaseUrl: string, mode: Mode, db: Parameters<typeof chatPairs>[0]) {
  const pairs = await chatPairs(db, conversations);
  const cluster = await serveCluster({
    count: mode.processes,
    databaseUrl,
    env: { AUTH_SECRET: benchSecret, LOG_LEVEL: "silent" },
  });
  const [sendUrl = "", receiveUrl = sendUrl] = [cluster.urls[0], cluster.urls[mode.processes - 1]];
  const streams: ReturnType<typeof readSse>[] = [];
  // Matched by message id: the event may arrive before the POST's answer names the id, or after.
  const sentAt = new Map<string, number>();
  const arrivedAt = new Map<string, number>();
  const latencies: number[] = [];
  const match = (messageId: string) => {
    const start = sentAt.get(messageId);
    const end = arrivedAt.get(messageId);
    if (start === undefined || end === undefined) return;
    latencies.push(end - start);
    sentAt.delete(messageId);
    arrivedAt.delete(messageId);
  };
  let sent = 0;
  let failed = 0;
  try {
    for (const pair of pairs) {
      const res = await fetch(`${receiveUrl}/api/realtime`, { headers: { cookie: pair.hostCookie } });
      if (res.status !== 200) throw new Error(`stream: ${res.status} ${await res.text()}`);
      const stream = readSse(res);
      streams.push(stream);
      await stream.waitFor((events) => events.some((e) => e.event === "ready"));
      const seen = new Set<number>();
      // Poll-free: readSse wakes waiters; here we just scan new events on each wake.
      void (async () => {
        for (;;) {
          try {
            await stream.waitFor((events) => events.length > seen.size, 60_000);
          } catch {
            return;
          }
          stream.events.forEach((event, i) => {
            if (seen.has(i)) return;
            seen.add(i);
            if (event.event !== "message.created") return;
            const { messageId } = JSON.parse(event.data) as { messageId: string };
            arrivedAt.set(messageId, performance.now());
            match(messageId);
          });
        }
      })();
    }
    // Each conversation sends once a second, spread evenly over the second.
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      pairs.map(async (pair, i) => {
        await new Promise((r) => setTimeout(r, (i * 1000) / pairs.length));
        while (performance.now() < until) {
          const tick = performance.now();
          const res = await fetch(`${sendUrl}/api/conversations/${pair.conversationId}/messages`, {
            method: "POST",
            headers: { cookie: pair.creatorCookie, "content-type": "application/json", origin: sendUrl },
            body: JSON.stringify({ content: `Bench message ${sent}`, clientKey: crypto.randomUUID() }),
          });
          sent++;
          if (res.status === 201) {
            const { message } = (await res.json()) as { message: { id: string } };
            sentAt.set(message.id, tick);
            match(message.id);
          } else {
            failed++;
            await res.arrayBuffer();
          }
          await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - tick))));
        }
      }),
    );
    // Let the last events arrive (a message still missing after this counts as not delivered).
    await new Promise((r) => setTimeout(r, 3000));
  } finally {
    await Promise.all(streams.map((s) => s.close()));
    await cluster.stop();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  return {
    line:
      `${mode.label.padEnd(28)} sent ${sent}, delivered ${sorted.length}, failed ${failed}; ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, ` +
      `p99 ${p99.toFixed(1)} ms (budget ${budgetP99Ms}) ${p99 <= budgetP99Ms && failed === 0 ? "ok" : "OVER"}`,
  };
}

export async function benchChat(options: { databaseUrl: string }): Promise<string> {
  const lines = [
    `Chat: ${conversations} conversations, one message a second each, ${seconds} s, send → the other party's event stream`,
  ];
  for (const mode of [
    { label: "one process", processes: 1 },
    { label: "two processes (NOTIFY)", processes: 2 },
  ] as Mode[]) {
    const { line } = await withScratchDatabase(options.databaseUrl, "chat", (database) => {
      if (!database.url) throw new Error("no database url");
      return run(database.url, mode, database.db);
    });
    lines.push(line);
  }
  return lines.join("\n");
}
