/**
 * The text of an answer a route made (`c.json`, `c.body`), read so the read cache can keep it — without turning it
 * into a web `Response`. Under `@hono/node-server` a route's Response is a lightweight stand-in that holds the body
 * string and is written to the socket as is; `clone()` or `text()` make it a real `Response` (undici's header
 * checks, a tee of its body stream), and the answer then goes out through the web-stream path. Reading a kept
 * answer that way cost every cache miss that work twice. The stand-in keeps `[status, body, headers]` under a
 * private symbol named "cache"; this reads the body there when it is a string, and clones anything else.
 * `answer-text.test.ts` fails if an upgrade of `@hono/node-server` changes that shape.
 */
let standInKey: symbol | undefined;

function standInBody(res: Response): string | undefined {
  standInKey ??= Object.getOwnPropertySymbols(res).find((symbol) => symbol.description === "cache");
  const key = standInKey;
  if (!key) return undefined;
  const held = (res as unknown as Record<symbol, unknown>)[key];
  return Array.isArray(held) && typeof held[1] === "string" ? held[1] : undefined;
}

export async function answerText(res: Response): Promise<string> {
  return standInBody(res) ?? (await res.clone().text());
}
