import type { IncomingMessage, Server, ServerResponse } from "node:http";

/**
 * Stops an HTTP server the way a load balancer expects: no new connections from the moment it is called,
 * requests in flight (uploads included) finish, their responses say `Connection: close` so the client opens its
 * next request elsewhere, idle keep-alive sockets are closed, and whatever is still open at the deadline is cut.
 * Resolves once every connection is gone.
 */
export function gracefulCloser(server: Server) {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping && !res.headersSent) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.on("close", () => {
      inFlight.delete(res);
      if (stopping) server.closeIdleConnections();
    });
  });

  return (deadlineMs: number) =>
    new Promise<void>((resolve) => {
      stopping = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs);
      deadline.unref();
      server.close(() => {
        clearTimeout(deadline);
        resolve();
      });
      server.closeIdleConnections();
    });
}
