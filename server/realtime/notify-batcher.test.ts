import { describe, expect, it } from "vitest";
import { createNotifyBatcher } from "./notify-batcher.ts";

/** A statement that stays on its way until the test lets it finish (or fail). */
function statements() {
  const sent: { channels: string[]; payloads: string[]; finish: (error?: Error) => void }[] = [];
  const send = (channels: string[], payloads: string[]) =>
    new Promise<void>((resolve, reject) => {
      sent.push({ channels, payloads, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { sent, send };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("the fan-out's notification batches", () => {
  it("sends the first at once and everything queued while it runs together in the next, in order", async () => {
    const { sent, send } = statements();
    const batcher = createNotifyBatcher(send, () => {});
    batcher.add([["ch", "a"]]);
    expect(sent.map((s) => s.payloads)).toEqual([["a"]]);
    batcher.add([["ch", "b"]]);
    batcher.add([
      ["other", "c"],
      ["ch", "d"],
    ]);
    expect(sent).toHaveLength(1);
    sent[0]?.finish();
    await tick();
    expect(sent.map((s) => s.payloads)).toEqual([["a"], ["b", "c", "d"]]);
    expect(sent[1]?.channels).toEqual(["ch", "other", "ch"]);
  });

  it("settles only once everything queued has gone", async () => {
    const { sent, send } = statements();
    const batcher = createNotifyBatcher(send, () => {});
    batcher.add([["ch", "a"]]);
    batcher.add([["ch", "b"]]);
    let settled = false;
    const settling = batcher.settled().then(() => {
      settled = true;
    });
    sent[0]?.finish();
    await tick();
    expect(settled).toBe(false);
    sent[1]?.finish();
    await settling;
    expect(settled).toBe(true);
    // Nothing queued: settles at once.
    await batcher.settled();
  });

  it("reports a failed batch and still sends the ones after it", async () => {
    const { sent, send } = statements();
    const errors: unknown[] = [];
    const batcher = createNotifyBatcher(send, (error) => errors.push(error));
    batcher.add([["ch", "a"]]);
    batcher.add([["ch", "b"]]);
    sent[0]?.finish(new Error("connection lost"));
    await tick();
    expect(errors.map((e) => (e as Error).message)).toEqual(["connection lost"]);
    expect(sent.map((s) => s.payloads)).toEqual([["a"], ["b"]]);
    sent[1]?.finish();
    await batcher.settled();
    // After a quiet spell the next one goes at once again.
    batcher.add([["ch", "c"]]);
    expect(sent.map((s) => s.payloads)).toEqual([["a"], ["b"], ["c"]]);
  });

  it("ignores an empty list and splits a long queue into statements of at most 500", async () => {
    const { sent, send } = statements();
    const batcher = createNotifyBatcher(send, () => {});
    batcher.add([]);
    expect(sent).toHaveLength(0);
    batcher.add([["ch", "first"]]);
    batcher.add(Array.from({ length: 700 }, (_, i) => ["ch", `p${i}`] as const));
    sent[0]?.finish();
    await tick();
    expect(sent[1]?.payloads).toHaveLength(500);
    sent[1]?.finish();
    await tick();
    expect(sent[2]?.payloads).toEqual(Array.from({ length: 200 }, (_, i) => `p${500 + i}`));
    sent[2]?.finish();
    await batcher.settled();
  });
});
