import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net from "node:net";

/**
 * Stops an HTTP server the way a load balancer expects: no new connections from the moment it is called,
 * requests in flight (uploads included) finish, and every response from then on says `Connection: close`, so the
 * client sends its next request on a new connection — to another process. Whatever is still open at the deadline
 * is cut. Resolves once every connection is gone.
 *
 * Idle keep-alive sockets are not closed at once (Node's `http.Server.close` does that since Node 19): closing one
 * can cross a request the client is just writing onto it, which is then lost. They are left to the server's
 * keep-alive timeout (5 s, well inside the deadline), the same moment they would close in normal operation, and a
 * request that still arrives on one is answered, with `Connection: close`.
 */
export function gracefulCloser(server: Server) {
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.on("close", () => inFlight.delete(res));
  });

  return (deadlineMs: number) =>
    new Promise<void>((resolve) => {
      stopping = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs);
      deadline.unref();
      // net.Server's close: stop listening and call back once the last connection has ended.
      net.Server.prototype.close.call(server, () => {
        clearTimeout(deadline);
        resolve();
      });
    });
}
