import { describe, expect, it } from "vitest";
import { keyBytes, pushSupport } from "./support.ts";

const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const android =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const standalone = (matches: boolean) => () => ({ matches });

describe("push support", () => {
  it("is ready where the browser has a service worker and PushManager", () => {
    expect(pushSupport({ userAgent: android, maxTouchPoints: 5, serviceWorker: {} }, { PushManager: {} })).toBe(
      "ready",
    );
  });

  it("asks for the Home Screen in iOS Safari outside an installed app, and is ready once installed", () => {
    const safari = { userAgent: iphone, maxTouchPoints: 5, serviceWorker: {} };
    expect(pushSupport(safari, { matchMedia: standalone(false) })).toBe("home-screen");
    // iPadOS says it is a Mac; its touch points give it away.
    const ipad = {
      ...safari,
      userAgent: iphone.replace("iPhone; CPU iPhone OS 17_5", "Macintosh; Intel Mac OS X 10_15_7"),
    };
    expect(pushSupport(ipad, { matchMedia: standalone(false) })).toBe("home-screen");
    expect(pushSupport(safari, { PushManager: {}, matchMedia: standalone(true) })).toBe("ready");
  });

  it("has none in a browser without push", () => {
    expect(pushSupport({ userAgent: android, maxTouchPoints: 0 }, {})).toBe("none");
  });

  it("turns the base64url VAPID key into its bytes", () => {
    const bytes = new Uint8Array([4, 250, 251, 252, 0, 63]);
    expect([...keyBytes(Buffer.from(bytes).toString("base64url"))]).toEqual([...bytes]);
  });
});
