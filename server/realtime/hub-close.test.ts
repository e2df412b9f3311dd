import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness.ts";
import { createRealtimeHub } from "./hub.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe("closing the realtime hub (a stopping process)", () => {
  it("ends the streams open at the close, and a stream opened after it at once", async () => {
    const hub = createRealtimeHub({ db: ctx.db, logger: ctx.services.logger });
    const ended: string[] = [];
    hub.subscribe(
      "before",
      () => undefined,
      () => ended.push("before"),
    );
    await hub.close();
    expect(ended).toEqual(["before"]);
    // A request still answered on a kept-alive connection: without this it would hold the process to its deadline.
    const unsubscribe = hub.subscribe(
      "after",
      () => undefined,
      () => ended.push("after"),
    );
    expect(ended).toEqual(["before", "after"]);
    expect(hub.connections()).toBe(0);
    unsubscribe();
  });
});
