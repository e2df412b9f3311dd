import path from "node:path";
import webpush from "web-push";
import type { Config } from "../../config.ts";
import { keptSecret } from "../../lib/kept-secret.ts";

export type VapidKeys = { publicKey: string; privateKey: string };

const valid = (text: string) => {
  try {
    const keys = JSON.parse(text) as Partial<VapidKeys>;
    return typeof keys.publicKey === "string" && typeof keys.privateKey === "string";
  } catch {
    return false;
  }
};

/**
 * The VAPID key pair (RFC 8292) the push services know this server by: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY
 * when set (production with several machines), else made once and kept in DATA_DIR/vapid-keys.json like the auth
 * secret (kept-secret.ts: processes starting together agree). Changing it orphans every device's subscription.
 */
export function resolveVapidKeys(config: Config): VapidKeys {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  const kept = keptSecret(
    path.resolve(config.dataDir, "vapid-keys.json"),
    () => JSON.stringify(webpush.generateVAPIDKeys()),
    valid,
  );
  return JSON.parse(kept) as VapidKeys;
}
