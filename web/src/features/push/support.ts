/**
 * What this browser can do about push (issue 42): `ready` (PushManager and a service worker), `home-screen` (iOS
 * Safari outside an installed app: push exists only once CollabStay is added to the Home Screen), or `none`.
 */
export type PushSupport = "ready" | "home-screen" | "none";

export function pushSupport(
  nav: Pick<Navigator, "userAgent" | "maxTouchPoints"> & { serviceWorker?: unknown; standalone?: boolean } = navigator,
  win: { PushManager?: unknown; matchMedia?: (q: string) => { matches: boolean } } = window,
): PushSupport {
  const ios = /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
  const installed = nav.standalone === true || Boolean(win.matchMedia?.("(display-mode: standalone)").matches);
  if (nav.serviceWorker && win.PushManager) return "ready";
  if (ios && !installed) return "home-screen";
  return "none";
}

/** The VAPID key as the bytes `PushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}
