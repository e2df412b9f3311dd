import { pushConfigSchema, pushDeviceSchema, pushMessages, pushSubscribeSchema } from "@domain/push.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { idParams } from "../../lib/path-params.ts";
import { type PushServiceDeps, pushConfig, sendTest, subscribe, unsubscribe } from "./service.ts";

const messageAnswer = z.object({ message: z.string() });

/** `/api/push`: Web Push on the caller's devices (issue 42, decision 0065). */
export function pushRoutes(deps: PushServiceDeps) {
  return new Hono<AppEnv>()
    .get(
      "/",
      contract({
        summary: "Push notifications: the server's key and my devices",
        description:
          "`publicKey` is the VAPID key (RFC 8292) for `PushManager.subscribe`; `devices` are the caller's devices " +
          "with push on (`current`: the one asking).",
        access: "signed-in",
        scope: "the caller's own devices",
        responses: { 200: { description: "Key and devices", schema: pushConfigSchema } },
      }),
      async (c) => c.json(await pushConfig(deps, c.get("actor"))),
    )
    .post(
      "/subscriptions",
      contract({
        summary: "Turn push on for this device",
        description:
          "Takes `PushSubscription.toJSON()`. The endpoint must be https on a public address (checked now and at " +
          "every send); keys are the browser's P-256 key (65 bytes) and auth secret (16 bytes), base64url. The " +
          "subscription belongs to the caller's session: signing out removes it. The same endpoint again replaces " +
          "the earlier row. At most 20 devices per account (409).",
        access: "signed-in",
        scope: "the caller's own devices",
        body: pushSubscribeSchema,
        responses: {
          201: {
            description: "Push is on for this device",
            schema: z.object({ device: pushDeviceSchema, message: z.string() }),
          },
        },
        errors: [409, 422],
      }),
      async (c) => c.json(await subscribe(deps, c.get("actor"), c.req.valid("json"), c.req.header("user-agent")), 201),
    )
    .delete(
      "/subscriptions/:id",
      contract({
        summary: "Turn push off for a device",
        description: "Only the caller's own devices; anyone else's answers 404 like a missing one.",
        access: "signed-in",
        owner: "the device's account",
        params: idParams,
        notFoundMessage: pushMessages.notFound,
        responses: { 200: { description: "Push is off for that device", schema: messageAnswer } },
        errors: [404],
      }),
      async (c) => c.json(await unsubscribe(deps, c.get("actor"), c.req.valid("param").id)),
    )
    .post(
      "/test",
      contract({
        summary: "Send a test notification to this device",
        description: "Queued like every push; 409 when this device (session) has push off.",
        access: "signed-in",
        scope: "the caller's own devices",
        responses: { 202: { description: "Queued", schema: messageAnswer } },
        errors: [409],
      }),
      async (c) => c.json(await sendTest(deps, c.get("actor")), 202),
    );
}
