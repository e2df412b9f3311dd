import http from "node:http";
import pg from "pg";

/**
 * The benchmark's floor: a bare Node HTTP server doing one node-postgres round trip (`select 1`) per request, with
 * the same pool size as the app. What the app adds on top of it is what the budgets measure.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const server = http.createServer((_req, res) => {
  pool.query("select 1").then(
    () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"status":"ok"}');
    },
    () => {
      res.writeHead(503);
      res.end();
    },
  );
});
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("floor ready"));
process.on("SIGTERM", () => server.close(() => pool.end().finally(() => process.exit(0))));
