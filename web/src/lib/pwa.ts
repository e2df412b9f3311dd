import { pushMessages } from "@domain/push-messages.ts";
import { Workbox } from "workbox-window";
import { toast } from "@/lib/toast.ts";

/** What the update prompt needs of workbox-window's `Workbox` (a fake in the unit test). */
export type UpdateSource = {
  addEventListener(type: "waiting" | "controlling", listener: () => void): void;
  messageSkipWaiting(): void;
};

/**
 * A new release's service worker waits (vite.config.ts: `skipWaiting: false`) until the person says so: a quiet
 * "New version — reload" prompt; choosing it activates the waiting worker and reloads once it controls the page,
 * so nobody runs old code against a new server for long, and nobody loses what they were typing without asking.
 */
export function promptOnUpdate(
  wb: UpdateSource,
  show: (reload: () => void) => void,
  reload: () => void = () => window.location.reload(),
): void {
  let asked = false;
  wb.addEventListener("waiting", () => {
    if (asked) return;
    asked = true;
    show(() => {
      wb.addEventListener("controlling", reload);
      wb.messageSkipWaiting();
    });
  });
}

/** How often a tab left open checks for a new release. */
const updateCheckMs = 60 * 60 * 1000;

/** Registers the service worker (after load, main.tsx) with the update prompt. */
export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const wb = new Workbox("/sw.js");
  promptOnUpdate(wb, (reload) =>
    toast(pushMessages.newVersion, {
      duration: Number.POSITIVE_INFINITY,
      action: { label: "Reload", onClick: reload },
    }),
  );
  try {
    await wb.register();
    setInterval(() => void wb.update().catch(() => undefined), updateCheckMs);
  } catch {
    // No service worker (blocked, private mode): the app works as a plain web page.
  }
}
