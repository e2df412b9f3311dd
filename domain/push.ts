import { z } from "zod";

/**
 * Web Push (issue 42, decision 0065): what the browser hands over when push is turned on on a device
 * (`PushSubscription.toJSON()`), what the server keeps, and the texts of Settings → Notifications.
 */

/** At most this many devices per account: one more is refused (409) until one is turned off. */
export const pushDevicesMax = 20;

const base64url = (what: string, bytes: number) =>
  z
    .string()
    .max(200, `${what} is not a push key`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} is not a push key`)
    .refine((v) => decodedLength(v) === bytes, `${what} is not a push key`);

/** Bytes a base64url text decodes to. */
export function decodedLength(text: string): number {
  const clean = text.replace(/=+$/, "");
  return Math.floor((clean.length * 3) / 4);
}

export const pushSubscribeSchema = z.strictObject({
  endpoint: z
    .string()
    .max(2000, "The push endpoint is too long")
    .refine((v) => URL.canParse(v), "The push endpoint must be a URL"),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    /** The browser's P-256 public key: 65 bytes, uncompressed. */
    p256dh: base64url("keys.p256dh", 65),
    /** The browser's auth secret: 16 bytes. */
    auth: base64url("keys.auth", 16),
  }),
});
export type PushSubscribeInput = z.infer<typeof pushSubscribeSchema>;

export const pushDeviceSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  createdAt: z.iso.datetime(),
  lastSuccessAt: z.iso.datetime().nullable(),
  /** True for the device (session) asking. */
  current: z.boolean(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushConfigSchema = z.object({
  /** The VAPID public key (base64url) for `PushManager.subscribe({ applicationServerKey })`. */
  publicKey: z.string(),
  devices: z.array(pushDeviceSchema),
});

/** What the service worker shows: the notification's title and body, and the page a click opens. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  /** Replaces an earlier notification with the same tag on the device (one per conversation). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const viewingSchema = z.strictObject({
  /** The stream id the tab's event stream said hello with. */
  stream: z.uuid("stream must be the event stream's id"),
  /** The conversation the tab shows, or null when it shows none. */
  conversationId: z.uuid("conversationId must be a conversation id").nullable(),
});

export { pushMessages } from "./push-messages.ts";

export const tooManyDevices = `Push notifications are on for ${pushDevicesMax} devices already. Turn them off on one of them first.`;
