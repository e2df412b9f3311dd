/** A Server-Sent Events reader over a fetch Response, for tests: collects events and waits for the ones wanted. */
export type SseEvent = { id: string | null; event: string; data: string };

export function readSse(response: Response) {
  if (!response.body) throw new Error("no body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = "";
  let ended = false;
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf("\n\n");
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event: SseEvent = { id: null, event: "message", data: "" };
          let isComment = true;
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) continue;
            isComment = false;
            const [field, ...rest] = line.split(":");
            const value = rest.join(":").replace(/^ /, "");
            if (field === "id") event.id = value;
            else if (field === "event") event.event = value;
            else if (field === "data") event.data += value;
          }
          if (!isComment) events.push(event);
          for (const wake of waiters.splice(0)) wake();
          cut = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // cancelled
    } finally {
      ended = true;
      for (const wake of waiters.splice(0)) wake();
    }
  })();
  return {
    events,
    /** Events of these types (hello/ready/keep-alive left out). */
    of: (...types: string[]) => events.filter((e) => types.includes(e.event)),
    async waitFor(predicate: (events: SseEvent[]) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(events)) {
        if (ended) throw new Error(`stream ended; got ${JSON.stringify(events)}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`timed out; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    async close() {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}
