import { getRequestListener } from "@hono/node-server";
import { afterAll, describe, expect, it } from "vitest";
import { answerText } from "./answer-text.ts";

const saved = { Request: globalThis.Request, Response: globalThis.Response };
// What `serve()` does in main.ts: routes' Responses become @hono/node-server's stand-ins.
getRequestListener(() => new Response(null));
afterAll(() => {
  Object.defineProperty(globalThis, "Request", { value: saved.Request });
  Object.defineProperty(globalThis, "Response", { value: saved.Response });
});

const isStandIn = (res: Response) => Object.getOwnPropertySymbols(res).some((key) => key.description === "cache");

describe("answerText", () => {
  it("reads a route's answer from the stand-in and leaves it a stand-in (written to the socket as is)", async () => {
    const res = new Response('{"profile":{"id":"a"}}', {
      status: 200,
      headers: { "content-type": "application/json" },
    });
    // If this fails, @hono/node-server no longer makes stand-ins this way: answerText falls back to cloning, which
    // is correct but costs every cache miss a web Response (answer-text.ts).
    expect(isStandIn(res)).toBe(true);
    expect(await answerText(res)).toBe('{"profile":{"id":"a"}}');
    expect(isStandIn(res)).toBe(true);
    expect(await res.text()).toBe('{"profile":{"id":"a"}}');
  });

  it("reads any other answer (a streamed body) by cloning it, so it can still be sent", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("streamed"));
        controller.close();
      },
    });
    const res = new Response(stream);
    expect(await answerText(res)).toBe("streamed");
    expect(await res.text()).toBe("streamed");
  });
});
