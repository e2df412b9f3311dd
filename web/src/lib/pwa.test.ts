import { describe, expect, it } from "vitest";
import { promptOnUpdate, type UpdateSource } from "./pwa.ts";

/** A stand-in for workbox-window's Workbox: the events a browser would fire, and what the page asked of it. */
function fakeWorkbox() {
  const listeners = new Map<string, (() => void)[]>();
  const asked: string[] = [];
  const wb: UpdateSource = {
    addEventListener(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    messageSkipWaiting() {
      asked.push("skip waiting");
    },
  };
  const fire = (type: string) => {
    for (const listener of listeners.get(type) ?? []) listener();
  };
  return { wb, fire, asked };
}

describe("the new-version prompt", () => {
  it("shows once a new release waits, and reloads only after the person chose it and the new worker took over", () => {
    const { wb, fire, asked } = fakeWorkbox();
    const shown: (() => void)[] = [];
    let reloads = 0;
    promptOnUpdate(
      wb,
      (reload) => shown.push(reload),
      () => reloads++,
    );
    expect(shown).toHaveLength(0);

    fire("waiting");
    fire("waiting");
    expect(shown).toHaveLength(1);
    expect(asked).toEqual([]);
    expect(reloads).toBe(0);

    shown[0]?.();
    expect(asked).toEqual(["skip waiting"]);
    expect(reloads).toBe(0);
    fire("controlling");
    expect(reloads).toBe(1);
  });

  it("never reloads on its own when the person ignores the prompt", () => {
    const { wb, fire, asked } = fakeWorkbox();
    let reloads = 0;
    promptOnUpdate(
      wb,
      () => undefined,
      () => reloads++,
    );
    fire("waiting");
    fire("controlling");
    expect(asked).toEqual([]);
    expect(reloads).toBe(0);
  });
});
