import http from "node:http";

/**
 * The chat benchmark's stand-in for 400 browsers, on node:http instead of fetch. The browsers' own work does not
 * belong on the measured machine, but here it has to share the 2 cores with the server and PostgreSQL; fetch
 * (undici, web streams) cost the load generator about twice what node:http does per request, which showed up as
 * queueing in the server's figures.
 */
export function lightClient(maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });

  /**
   * POSTs a JSON body; answers the status and the body text. Rejects when no answer came (a reset connection): the
   * caller counts that send as failed, as the web client shows it "Not sent".
   */
  function postJson(url: string, headers: Record<string, string>, body: unknown) {
    const payload = JSON.stringify(body);
    return new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        url,
        {
          method: "POST",
          agent,
          headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            text += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  }

  /**
   * Opens a Server-Sent Events stream and calls `onEvent` for each event; resolves once the server says `ready`
   * (the stream is live), so the caller knows nothing sent afterwards can be missed. Rejects if the stream fails
   * before that (a refused or reset connection, an answer other than 200, an end before `ready`). A live stream that
   * fails or ends without `close()` calls `onLost` once, with the id of the last event it carried (for `?after=`):
   * a socket error is the stream's loss, never an unhandled error of the load generator.
   */
  function openEventStream(
    url: string,
    headers: Record<string, string>,
    onEvent: (type: string, data: string) => void,
    onLost: (lastEventId: string | null) => void = () => undefined,
  ): Promise<{ close: () => void }> {
    return new Promise((resolve, reject) => {
      let live = false;
      let closing = false;
      let lastEventId: string | null = null;
      const ended = (error: Error) => {
        if (closing) return;
        closing = true;
        if (live) onLost(lastEventId);
        else reject(error);
      };
      // Its own socket (no agent): a stream holds its connection for as long as it is open.
      const req = http.get(url, { headers: { ...headers, accept: "text/event-stream" } }, (res) => {
        if (res.statusCode !== 200) {
          ended(new Error(`stream: ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding("utf8");
        let buffer = "";
        res.on("data", (chunk: string) => {
          buffer += chunk;
          for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let type = "message";
            let data = "";
            for (const line of block.split("\n")) {
              if (line.startsWith("event:")) type = line.slice(6).trim();
              else if (line.startsWith("data:")) data += line.slice(5).trimStart();
              else if (line.startsWith("id:")) lastEventId = line.slice(3).trim();
            }
            if (type === "ready" && !live) {
              live = true;
              resolve({
                close: () => {
                  closing = true;
                  req.destroy();
                },
              });
            }
            onEvent(type, data);
          }
        });
        res.on("error", ended);
        res.on("close", () => ended(new Error("stream: ended")));
      });
      req.on("error", ended);
    });
  }

  return { postJson, openEventStream, close: () => agent.destroy() };
}
