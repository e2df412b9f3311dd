import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { serveCluster } from "../serve-cluster.ts";
import { benchSecret, chatPairs } from "./chat-fixtures.ts";
import { percentile, withScratchDatabase } from "./harness.ts";
import { lightClient } from "./light-client.ts";
import { type CpuShare, cpuShare } from "./proc-cpu.ts";

/**
 * Chat delivery (DESIGN.md §6, issue 9): 200 conversations active at once, each sending a message a second;
 * measured from the moment the creator's POST leaves to the moment the `message.created` event arrives on the
 * host's event stream (GET /api/realtime) — the other browser's socket. Budget p99 ≤ 100 ms, on one process and
 * with sender and receiver on two processes sharing one PostgreSQL (fan-out through LISTEN/NOTIFY).
 */
const conversations = Number(process.env.BENCH_CHAT_CONVERSATIONS ?? 200);
const seconds = 20;
/**
 * The same load runs this long before the measured seconds and is reported apart: a process that has just started
 * compiles its code and opens its database connections (and prepares the hot statements on each) while 200
 * conversations already send, so its first seconds measure the start, not the steady chat the budget is about.
 */
const warmUpSeconds = 10;
const budgetP99Ms = 100;
/** `BENCH_CHAT_PROCESSES=1` or `2` runs only that mode (each mode alone stays within a minute at 600 conversations). */
const onlyProcesses = process.env.BENCH_CHAT_PROCESSES;

type Mode = { label: string; processes: 1 | 2 };

async function run(databaseUrl: string, mode: Mode, db: Parameters<typeof chatPairs>[0]) {
  const pairs = await chatPairs(db, conversations);
  const cluster = await serveCluster({
    count: mode.processes,
    databaseUrl,
    env: { AUTH_SECRET: benchSecret, LOG_LEVEL: "silent" },
  });
  // The creator's browser talks to the first process, the host's to the last: with two processes every message
  // crosses from one to the other (through NOTIFY).
  const creatorUrl = cluster.urls[0] ?? "";
  const hostUrl = cluster.urls[mode.processes - 1] ?? creatorUrl;
  // 400 browsers: each party of each conversation has its event stream open; sends share a keep-alive pool.
  const client = lightClient(pairs.length);
  const streams: { close: () => void }[] = [];
  // Matched by message id: the event may arrive before the POST's answer names the id, or after.
  const sentAt = new Map<string, number>();
  const arrivedAt = new Map<string, number>();
  const latencies: number[] = [];
  const warmUpLatencies: number[] = [];
  let measureFrom = Number.POSITIVE_INFINITY;
  const match = (messageId: string) => {
    const start = sentAt.get(messageId);
    const end = arrivedAt.get(messageId);
    if (start === undefined || end === undefined) return;
    (start >= measureFrom ? latencies : warmUpLatencies).push(end - start);
    sentAt.delete(messageId);
    arrivedAt.delete(messageId);
  };
  const onEvent = (type: string, data: string) => {
    if (type !== "message.created") return;
    const { messageId } = JSON.parse(data) as { messageId: string };
    arrivedAt.set(messageId, performance.now());
    match(messageId);
  };
  let sent = 0;
  let failed = 0;
  /** Answers that never came (the connection was reset); the send is tried again twice, as the web client does. */
  let sendErrors = 0;
  /** Answers 429 server_busy (each followed by a retry with the same key). */
  let refused = 0;
  /**
   * Streams lost once live (reopened with `?after=`, so the events they missed are replayed, late), attempts to open
   * one that failed (tried again, five times at most), and streams given up: the events of a party without a stream
   * are never delivered, and show as such in the counts.
   */
  let streamsLost = 0;
  let streamOpenFailures = 0;
  let streamsGivenUp = 0;
  let stopping = false;
  /** Requests (sends and their retries) that left during the measured seconds, and the CPU those seconds used. */
  let requestsMeasured = 0;
  /** Sends acknowledged (201) during the measured seconds: the CPU per stored message. */
  let storedMeasured = 0;
  let cpu: CpuShare | null = null;
  let xacts = Number.NaN;
  const openStream = async (url: string, cookie: string, after: string | null = null): Promise<void> => {
    const at = `${url}/api/realtime${after ? `?after=${after}` : ""}`;
    for (let tries = 0; !stopping; tries++) {
      if (tries === 5) {
        streamsGivenUp++;
        return;
      }
      try {
        streams.push(
          await client.openEventStream(at, { cookie }, onEvent, (lastEventId) => {
            if (stopping) return;
            streamsLost++;
            // As the web client does: open again after a pause, resuming after the last event seen.
            setTimeout(() => void openStream(url, cookie, lastEventId ?? after), 1000);
          }),
        );
        return;
      } catch {
        streamOpenFailures++;
        await new Promise((r) => setTimeout(r, 1000 * 2 ** Math.min(tries, 3)));
      }
    }
  };
  try {
    for (const pair of pairs) {
      await openStream(hostUrl, pair.hostCookie);
      await openStream(creatorUrl, pair.creatorCookie);
    }
    // Each conversation sends once a second, spread evenly over the second; the creator and the host take turns (as
    // people chatting do, and each stays within the 30-messages-a-minute rate limit).
    measureFrom = performance.now() + warmUpSeconds * 1000;
    const until = measureFrom + seconds * 1000;
    // Transactions the database committed meanwhile (PostgreSQL's own count, all connections: the sends, the
    // fan-out's NOTIFYs, the push pump's looks); each statement outside a transaction is one.
    const transactions = async () => {
      const result = await db.execute<{ n: string }>(
        sql`select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()`,
      );
      return Number(result.rows[0]?.n ?? 0);
    };
    setTimeout(() => {
      const stop = cpuShare(cluster.pids);
      const xactsBefore = transactions();
      setTimeout(() => {
        cpu = stop();
        // PostgreSQL publishes its counters within a second of a transaction's end.
        setTimeout(() => {
          void Promise.all([xactsBefore, transactions()]).then(([before, after]) => {
            xacts = after - before;
          });
        }, 1500);
      }, seconds * 1000);
    }, warmUpSeconds * 1000);
    await Promise.all(
      pairs.map(async (pair, i) => {
        await new Promise((r) => setTimeout(r, (i * 1000) / pairs.length));
        for (let turn = 0; performance.now() < until; turn++) {
          const tick = performance.now();
          const [url, cookie] = turn % 2 === 0 ? [creatorUrl, pair.creatorCookie] : [hostUrl, pair.hostCookie];
          // As the web client does (decision 0070): a 429 server_busy is sent again after Retry-After, same key.
          const clientKey = crypto.randomUUID();
          const post = () =>
            client.postJson(
              `${url}/api/conversations/${pair.conversationId}/messages`,
              { cookie, origin: url },
              { content: `Bench message ${sent}`, clientKey },
            );
          // A reset connection answers nothing: status 0, counted below as a failed send.
          const answer = () => {
            const at = performance.now();
            if (at >= measureFrom && at < until) requestsMeasured++;
            return post().catch(() => {
              sendErrors++;
              return { status: 0, text: "" };
            });
          };
          let res = await answer();
          for (let tries = 0; res.status === 429 && /server_busy/.test(res.text) && tries < 8; tries++) {
            refused++;
            await new Promise((r) => setTimeout(r, 1000 * 2 ** Math.min(tries, 3) * (1 + Math.random() / 2)));
            res = await answer();
          }
          // As the web client does: a send that got no answer is sent again twice, same key (stored once).
          for (let tries = 0; res.status === 0 && tries < 2; tries++) {
            await new Promise((r) => setTimeout(r, 1000 * 2 ** tries * (1 + Math.random() / 2)));
            res = await answer();
          }
          sent++;
          if (res.status === 201) {
            const answeredAt = performance.now();
            if (answeredAt >= measureFrom && answeredAt < until) storedMeasured++;
            const { message } = JSON.parse(res.text) as { message: { id: string } };
            sentAt.set(message.id, tick);
            match(message.id);
          } else {
            failed++;
          }
          await new Promise((r) => setTimeout(r, Math.max(0, 1000 - (performance.now() - tick))));
        }
      }),
    );
    // Let the last events arrive (a message still missing after this counts as not delivered).
    await new Promise((r) => setTimeout(r, 3000));
  } finally {
    stopping = true;
    for (const stream of streams) stream.close();
    client.close();
    await cluster.stop();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const warm = [...warmUpLatencies].sort((a, b) => a - b);
  const delivered = sorted.length + warm.length;
  const p99 = percentile(sorted, 99);
  const figures = (list: number[]) =>
    `p50 ${percentile(list, 50).toFixed(1)} ms, p95 ${percentile(list, 95).toFixed(1)} ms, ` +
    `p99 ${percentile(list, 99).toFixed(1)} ms`;
  const ok = p99 <= budgetP99Ms && failed === 0 && delivered === sent;
  // Where the measured seconds' CPU went, per request (a send or a retry) and as cores busy, of the machine's 2.
  const share = cpu as CpuShare | null;
  const perRequest = (s: number) => `${Math.round((s * 1e6) / Math.max(1, requestsMeasured))} µs`;
  const cores = (s: number) => (share ? (s / share.wallSeconds).toFixed(2) : "?");
  const cpuLine = share
    ? `CPU in the measured ${seconds} s (${requestsMeasured} requests, ${(requestsMeasured / seconds).toFixed(0)}/s; ` +
      `${storedMeasured} sends acknowledged, ${(storedMeasured / seconds).toFixed(0)}/s): ` +
      `per acknowledged send ${Math.round(((share.servers + share.postgres + share.generator) * 1e6) / Math.max(1, storedMeasured))} µs in all; ` +
      `servers ${perRequest(share.servers)}/request (kernel ${perRequest(share.serversKernel)}; ${cores(share.servers)} cores), ` +
      `PostgreSQL ${perRequest(share.postgres)} (${cores(share.postgres)}), ` +
      `${(xacts / Math.max(1, requestsMeasured)).toFixed(2)} database transactions/request; ` +
      `load generator ${perRequest(share.generator)} (kernel ${perRequest(share.generatorKernel)}; ${cores(share.generator)}); whole machine ${cores(share.machine)} cores busy, ` +
      `${cores(share.machine - share.servers - share.postgres - share.generator)} of them other programs`
    : "CPU: not measured";
  return {
    line:
      `${mode.label.padEnd(28)} sent ${sent}, delivered ${delivered}, acknowledged but not delivered ${sent - failed - delivered}, ` +
      `failed ${failed}; answers lost to a reset ${sendErrors} (sent again), ` +
      `refused busy ${refused} (retried); streams lost ${streamsLost} (reopened), ` +
      `failed opens ${streamOpenFailures} (retried; ${streamsGivenUp} streams given up); ` +
      `measured ${sorted.length}: ${figures(sorted)} (budget p99 ${budgetP99Ms}) ${ok ? "ok" : "OVER"}\n` +
      `${"".padEnd(28)} warm-up (first ${warmUpSeconds} s after the start, not counted): ${figures(warm)}\n` +
      `${"".padEnd(28)} ${cpuLine}`,
  };
}

export async function benchChat(options: { databaseUrl: string }): Promise<string> {
  const lines = [
    `Chat: ${conversations} conversations, one message a second each, ${warmUpSeconds} s warm-up + ${seconds} s measured, send → the other party's event stream`,
  ];
  for (const mode of [
    { label: "one process", processes: 1 },
    { label: "two processes (NOTIFY)", processes: 2 },
  ] as Mode[]) {
    if (onlyProcesses && Number(onlyProcesses) !== mode.processes) continue;
    const { line } = await withScratchDatabase(options.databaseUrl, "chat", (database) => {
      if (!database.url) throw new Error("no database url");
      return run(database.url, mode, database.db);
    });
    lines.push(line);
  }
  return lines.join("\n");
}
