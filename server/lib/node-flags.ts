/**
 * Flags for the node process that serves the app, in production (`npm start`, scripts/start.ts) and wherever tests
 * and benchmarks start one (server/test/server-process.ts), so what is measured is what runs. Cluster workers
 * inherit them (node:cluster forks with the primary's execArgv).
 *
 * `--max-semi-space-size=64` (MB; node 20's default is 16): a request allocates its Request/Response objects,
 * query results, JSON and promises, and with the small default young generation the mixed HTTP load ran a
 * scavenge every few milliseconds and promoted live request objects to the old generation, which the GC helper
 * threads then marked again. With 64 MB the server spent ~8 % less CPU per request (paired profile runs; decision
 * 0049). 128 MB was no better. The young generation reserves at most three times this, ~192 MB per process.
 */
export const serverNodeFlags = ["--max-semi-space-size=64"];
