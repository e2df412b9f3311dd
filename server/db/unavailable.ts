/**
 * Whether an error means "the database cannot be reached right now" (PostgreSQL restarting, a backend terminated,
 * the pool unable to connect in time) rather than "this query is wrong". Those answer 503 with a clear message; the
 * pool drops the broken connection and the next request gets a new one, so no process restart is needed.
 */
const unavailableSqlStates = new Set([
  "57P01", // admin_shutdown (also pg_terminate_backend)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down)
  "53300", // too_many_connections
]);
const unavailableNodeCodes = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError), so look down the cause chain.
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (!(e instanceof Error)) return false;
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (code.startsWith("08") || unavailableSqlStates.has(code))) return true;
    if (typeof code === "string" && unavailableNodeCodes.has(code)) return true;
    if (unavailableMessages.test(e.message)) return true;
  }
  return false;
}
