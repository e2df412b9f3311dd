import http from "node:http";
import pg from "pg";

/**
 * The benchmark's floor: a bare Node HTTP server doing one node-postgres round trip per request, with the same pool
 * size as the app. What the app adds on top of it is what the budgets measure.
 * - `GET /`: `select 1` (the read floor);
 * - `PATCH /people/:n` and `GET /people/:n` (issue 39's write floor): one committed UPDATE of row n of its own
 *   64-row table, and one primary-key read of it, so a cycle of one PATCH and three GETs is the same shape as the
 *   app's write-heavy mix (a durable commit in one request of four, then reads of the same row).
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(
  `create table if not exists bench_floor_people (id int primary key, bio text, updated_at timestamptz)`,
);
await pool.query(
  `insert into bench_floor_people select n, '', now() from generate_series(0, 63) n on conflict do nothing`,
);

const answer = (res: http.ServerResponse, body: string) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end(body);
};
const refuse = (res: http.ServerResponse) => {
  res.writeHead(503);
  res.end();
};

const server = http.createServer((req, res) => {
  const person = /^\/people\/(\d+)$/.exec(req.url ?? "")?.[1];
  if (person === undefined) {
    pool.query("select 1").then(
      () => answer(res, '{"status":"ok"}'),
      () => refuse(res),
    );
    return;
  }
  if (req.method === "PATCH") {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const { bio } = JSON.parse(Buffer.concat(chunks).toString() || "{}") as { bio?: string };
      pool
        .query({
          name: "floor-update",
          text: "update bench_floor_people set bio = $2, updated_at = now() where id = $1 returning id, bio, updated_at",
          values: [Number(person) % 64, bio ?? ""],
        })
        .then(
          (r) => answer(res, JSON.stringify({ person: r.rows[0] })),
          () => refuse(res),
        );
    });
    return;
  }
  pool
    .query({
      name: "floor-read",
      text: "select id, bio, updated_at from bench_floor_people where id = $1",
      values: [Number(person) % 64],
    })
    .then(
      (r) => answer(res, JSON.stringify({ person: r.rows[0] })),
      () => refuse(res),
    );
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("floor ready"));
process.on("SIGTERM", () => server.close(() => pool.end().finally(() => process.exit(0))));
