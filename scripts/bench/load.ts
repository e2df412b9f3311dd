import http from "node:http";
import autocannon from "autocannon";
import { percentile } from "./harness.ts";

/**
 * One endpoint of a workload: what the report calls it and the request autocannon sends. A POST names `next`,
 * which makes each request anew (its own path, cookie and body: a send with a fresh idempotency key, spread over
 * many senders so no person's rate limit is reached).
 */
export type Endpoint = {
  name: string;
  path: string;
  headers?: Record<string, string>;
  /**
   * Makes the request anew each time; `context` is the connection's own (autocannon's per-connection context), so
   * the steps of one person's cycle (a write, then that person's reads) can share who and what. Method: POST unless
   * it says otherwise.
   */
  next?: (context: Record<string, unknown>) => Made;
  /** Told each answer (its body), e.g. to keep an id the next step needs in the connection's context. */
  onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
};
export type Made = { path: string; headers: Record<string, string>; body?: string; method?: string };

const requestOf = (e: Endpoint): autocannon.Request => {
  const onResponse = e.onResponse;
  const told = onResponse
    ? {
        onResponse: (status: number, body: string, context: object) =>
          onResponse(status, body, context as Record<string, unknown>),
      }
    : {};
  return e.next
    ? {
        method: "POST",
        path: e.path,
        setupRequest: (request, context) => {
          const made = e.next?.(context as Record<string, unknown>);
          return made ? ({ ...request, method: made.method ?? "POST", ...made } as autocannon.Request) : request;
        },
        ...told,
      }
    : { method: "GET", path: e.path, headers: e.headers ?? {}, ...told };
};

export type EndpointFigures = { name: string; requests: number; errors: number; p50: number; p95: number; p99: number };
export type LoadFigures = {
  label: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Errors that got no HTTP answer, by kind (ECONNRESET, timeout, …): a request lost, not refused. */
  lost: Record<string, number>;
  endpoints: EndpointFigures[];
};

const figures = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)) };
};

/** One load run: `connections` connections against `url` for `seconds`, cycling through `endpoints`. */
type LoadOptions = {
  label: string;
  url: string;
  endpoints: Endpoint[];
  connections: number;
  seconds: number;
  /** Runs alongside the load (e.g. a rolling restart); awaited before the figures are returned. */
  during?: () => Promise<void>;
};

/**
 * Runs `connections` keep-alive connections against `url` for `seconds`, each cycling through `endpoints` in order
 * (one request at a time per connection), and times every response. Since a connection sends its endpoints in a
 * fixed cycle, the n-th response on a connection belongs to endpoint n mod the cycle: that gives per-endpoint
 * latencies and errors (any status ≥ 400, plus connection errors and timeouts) from one mixed run.
 * `during` runs alongside the load (e.g. a rolling restart) and is awaited before the figures are returned.
 */
export async function load(options: LoadOptions): Promise<LoadFigures> {
  const { endpoints } = options;
  const perEndpoint = endpoints.map(() => ({ latencies: [] as number[], errors: 0 }));
  const all: number[] = [];
  const sent = new WeakMap<object, number>();
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: options.url,
      connections: options.connections,
      pipelining: 1,
      duration: options.seconds,
      timeout: 10,
      requests: endpoints.map(requestOf),
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on("response", (client: object, status: number, _bytes: number, ms: number) => {
    const n = sent.get(client) ?? 0;
    sent.set(client, n + 1);
    const slot = perEndpoint[n % endpoints.length];
    if (!slot) return;
    slot.latencies.push(ms);
    all.push(ms);
    if (status >= 400) slot.errors++;
  });
  const lost: Record<string, number> = {};
  instance.on("reqError", (error: Error & { code?: string }) => {
    const kind = error.code ?? error.message;
    lost[kind] = (lost[kind] ?? 0) + 1;
  });
  const during = options.during?.();
  const result = await finished;
  await during;
  const connectionErrors = result.errors + result.timeouts;
  const endpointFigures = endpoints.map((e, i) => {
    const slot = perEndpoint[i] ?? { latencies: [], errors: 0 };
    return { name: e.name, requests: slot.latencies.length, errors: slot.errors, ...figures(slot.latencies) };
  });
  return {
    label: options.label,
    rps: Math.round(all.length / options.seconds),
    ...figures(all),
    errors: endpointFigures.reduce((sum, e) => sum + e.errors, 0) + connectionErrors,
    lost,
    endpoints: endpointFigures,
  };
}

export function formatLoad(f: LoadFigures): string {
  const kinds = Object.entries(f.lost).map(([kind, n]) => `${n} ${kind}`);
  const head = `${f.label}: ${f.rps} req/s, p50 ${f.p50} ms, p95 ${f.p95} ms, p99 ${f.p99} ms, ${f.errors} errors${kinds.length ? ` (no answer: ${kinds.join(", ")})` : ""}`;
  if (f.endpoints.length < 2) return head;
  const rows = f.endpoints.map(
    (e) =>
      `    ${e.name.padEnd(34)} ${String(e.requests).padStart(7)} req  p50 ${e.p50} / p95 ${e.p95} / p99 ${e.p99} ms  ${e.errors} errors`,
  );
  return [head, ...rows].join("\n");
}

/**
 * The same kind of load from a client that follows HTTP's connection rules as browsers and proxies do (Node's
 * keep-alive agent): after a response that says `Connection: close` it opens a new connection instead of writing
 * the next request onto the closing one. autocannon does not, so during a graceful stop it reports requests it
 * wrote onto sockets the server had announced it would close; this client measures what a real client would lose.
 */
export async function politeLoad(
  options: LoadOptions,
): Promise<{ label: string; requests: number; errors: number; lost: Record<string, number> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const until = Date.now() + options.seconds * 1000;
  let requests = 0;
  let errors = 0;
  const lost: Record<string, number> = {};
  const one = (endpoint: Endpoint, context: Record<string, unknown>) =>
    new Promise<void>((resolve) => {
      const made = endpoint.next?.(context);
      const req = http.request(
        `${options.url}${made?.path ?? endpoint.path}`,
        {
          agent,
          method: made ? (made.method ?? "POST") : "GET",
          headers: made?.headers ?? endpoint.headers ?? {},
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            endpoint.onResponse?.(res.statusCode ?? 0, Buffer.concat(chunks).toString(), context);
            requests++;
            if ((res.statusCode ?? 0) >= 400) errors++;
            resolve();
          });
        },
      );
      req.end(made?.body);
      req.on("error", (error: Error & { code?: string }) => {
        requests++;
        errors++;
        const kind = error.code ?? error.message;
        lost[kind] = (lost[kind] ?? 0) + 1;
        resolve();
      });
    });
  const loop = async () => {
    const context: Record<string, unknown> = {};
    for (let i = 0; Date.now() < until; i++)
      await one(options.endpoints[i % options.endpoints.length] as Endpoint, context);
  };
  const during = options.during?.();
  await Promise.all(Array.from({ length: options.connections }, loop));
  await during;
  agent.destroy();
  return { label: options.label, requests, errors, lost };
}
