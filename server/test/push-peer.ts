import { createECDH, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";

export type PushRequest = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A push service of the test's own on a loopback port (no outside service): it keeps every request and answers by
 * path — `/ok/…` 201, `/gone/…` 410, `/hang/…` never. `device()` makes a browser's keys (P-256, auth secret) for a
 * path; `read` decrypts what arrived with them (RFC 8291 aes128gcm, `http_ece`), as the browser would.
 */
export async function startPushPeer() {
  const received: PushRequest[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      if (path.startsWith("/hang/")) {
        hanging.add(res);
        return;
      }
      res.statusCode = path.startsWith("/gone/") ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    at: (path: string) => received.filter((r) => r.path === path),
    device(path: string) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16).toString("base64url");
      const subscription = {
        endpoint: `${base}${path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth },
      };
      return {
        subscription,
        read: (request: PushRequest) =>
          JSON.parse(
            decrypt(request.body, { version: "aes128gcm", privateKey: ecdh, authSecret: auth }).toString("utf8"),
          ),
      };
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
