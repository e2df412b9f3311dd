import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";

/**
 * Stops an HTTP server the way a load balancer expects: no new connections from the moment it is called,
 * requests in flight (uploads included) finish, and every response from then on says `Connection: close`, so the
 * client sends its next request on a new connection — to another process. Whatever is still open at the deadline
 * is cut. Resolves once every connection is gone.
 *
 * Idle keep-alive sockets are not closed at once (Node's `http.Server.close` does that since Node 19): closing one
 * can cross a request the client is just writing onto it, which is then lost. A request that still arrives on one
 * is answered, with `Connection: close`. In normal operation idle sockets live for the long keep-alive timeout
 * (`keepAliveMs`, longer than clients keep theirs, so a client never reuses a socket the server is closing); from
 * the stop on, each idle one gets `idleGraceMs` more, so the process does not wait out the long timeout — and so does
 * a socket whose response ends after the stop but had sent its headers before it (an event stream).
 */
export const keepAliveMs = 65_000;
const idleGraceMs = 2_000;

export function gracefulCloser(server: Server) {
  let stopping = false;
  server.keepAliveTimeout = keepAliveMs;
  // Above the keep-alive timeout, as Node requires, so a slow header on a reused socket is not cut first.
  server.headersTimeout = keepAliveMs + 1_000;
  const inFlight = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.on("close", () => inFlight.delete(res));
  });

  return (deadlineMs: number) =>
    new Promise<void>((resolve) => {
      stopping = true;
      server.keepAliveTimeout = idleGraceMs;
      for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
      // Idle sockets: Node's keep-alive timer is the socket's timeout, so re-arming it shortens their wait.
      const busy = new Set([...inFlight].map((res) => res.socket));
      for (const socket of sockets) if (!busy.has(socket)) socket.setTimeout(idleGraceMs);
      const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs);
      deadline.unref();
      // net.Server's close: stop listening and call back once the last connection has ended.
      net.Server.prototype.close.call(server, () => {
        clearTimeout(deadline);
        resolve();
      });
    });
}
