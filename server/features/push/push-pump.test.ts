import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import type { Logger } from "../../lib/logger.ts";
import { createPushPump, pushLookIntervalMs } from "./dispatch.ts";

/** A pump whose database only counts its looks (nothing is ever pending). */
function countingPump() {
  const looks: number[] = [];
  const db = {
    execute: async () => {
      looks.push(performance.now());
      return { rows: [{ found: false }] };
    },
  } as unknown as Db;
  const logger = { error: () => undefined } as unknown as Logger;
  return { pump: createPushPump({ jobs: {} as JobQueue, logger, db }), looks };
}

describe("the push pump's looks (issue 39: one per announcement cost a round trip per chat send)", () => {
  it("looks at once after a quiet spell", async () => {
    const { pump, looks } = countingPump();
    const kickedAt = performance.now();
    pump.kick();
    await pump.settled();
    expect(looks).toHaveLength(1);
    expect((looks[0] ?? Number.POSITIVE_INFINITY) - kickedAt).toBeLessThan(pushLookIntervalMs);
  });

  it("announcements during a look share the next one, made after the pause; none is left without a look", async () => {
    const { pump, looks } = countingPump();
    pump.kick();
    for (let i = 0; i < 100; i++) pump.kick();
    await pump.settled();
    // The first look, then one for everything announced while it ran.
    expect(looks).toHaveLength(2);
    expect((looks[1] ?? 0) - (looks[0] ?? 0)).toBeGreaterThanOrEqual(pushLookIntervalMs - 1);
    // An announcement after the pump went idle is looked at too.
    pump.kick();
    await pump.settled();
    expect(looks).toHaveLength(3);
  });
});
