import { randomUUID } from "node:crypto";
import { viewingSchema } from "@domain/push.ts";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { requireAccess } from "../lib/access.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { contract } from "../lib/contract.ts";
import { createEventGate } from "./event-gate.ts";
import type { RealtimeEvent, RealtimeHub } from "./events.ts";

/** Idle comment lines keep proxies from closing a quiet stream. */
const keepAliveMs = 20_000;
/** Replay at most this many events; a client further behind is told to re-read everything (`reset`). */
const replayLimit = 500;

function resumeFrom(header: string | undefined, query: string | undefined): number | null {
  const raw = header ?? query;
  if (raw === undefined || raw === "") return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/**
 * GET /api/realtime — one Server-Sent Events stream per browser tab (decision 0018). The session cookie says who
 * is listening; the stream carries only that user's topic, so there is nothing to subscribe to and no way to ask
 * for someone else's events. `Last-Event-ID` (EventSource's own reconnect) or `?after=` (ours, with backoff)
 * resumes after the last event seen: the events in between are replayed from the log, then live ones follow.
 */
export function realtimeRoutes(deps: { realtime: RealtimeHub; db: Db }) {
  return new Hono<AppEnv>()
    .post(
      "/viewing",
      contract({
        summary: "Tell which conversation this tab shows",
        description:
          "`stream` is the id the tab's event stream said `hello` with; `conversationId` the conversation on screen " +
          "(null: none); the tab repeats it every minute while it shows one. While that stream is open, no push about that conversation is sent to the caller's devices " +
          "(decision 0065). Another person's stream id changes nothing.",
        access: "signed-in",
        scope: "the caller's own event stream",
        body: viewingSchema,
        responses: { 204: { description: "Noted" } },
      }),
      async (c) => {
        const me = requireAccess(c.get("actor"), "signed-in");
        const { stream, conversationId } = c.req.valid("json");
        if (conversationId === null)
          await deps.db.execute(sql`delete from realtime_viewing where stream_id = ${stream} and user_id = ${me.id}`);
        else
          await deps.db.execute(sql`
            insert into realtime_viewing (stream_id, user_id, conversation_id) values (${stream}, ${me.id}, ${conversationId})
            on conflict (stream_id) do update set conversation_id = excluded.conversation_id, updated_at = now()
             where realtime_viewing.user_id = excluded.user_id`);
        return c.body(null, 204);
      },
    )
    .get(
      "/",
      contract({
        summary: "The realtime event stream (Server-Sent Events)",
        description:
          "One `text/event-stream` per browser tab, for the signed-in user's own topic only (see docs/api.md " +
          '"Realtime events"). Events carry ids only; re-read the rows through the API. Resume with ' +
          "`Last-Event-ID` or `?after=<id>`.",
        access: "signed-in",
        query: z.object({
          after: z.string().max(18, "after must be an event id").regex(/^\d*$/, "after must be an event id").optional(),
        }),
        responses: { 200: { description: "An endless event stream", contentType: "text/event-stream" } },
      }),
      async (c) => {
        const me = requireAccess(c.get("actor"), "signed-in");
        const resume = resumeFrom(c.req.header("last-event-id"), c.req.valid("query").after);
        c.header("Cache-Control", "no-store");
        c.header("X-Accel-Buffering", "no");
        const streamId = randomUUID();
        return streamSSE(c, async (stream) => {
          // Replaced once the starting point is known; until then events wait in `buffered`.
          let gate = createEventGate(0);
          let live = false;
          const buffered: RealtimeEvent[] = [];
          const send = async (event: RealtimeEvent) => {
            if (!gate.admit(event.id)) return;
            await stream.writeSSE({ id: String(event.id), event: event.type, data: JSON.stringify(event.data) });
          };
          // Subscribe before reading the log, so nothing published in between falls through the gap.
          let closed = false;
          let resolveClosed = () => {};
          const done = new Promise<void>((resolve) => {
            resolveClosed = resolve;
          });
          const unsubscribe = deps.realtime.subscribe(
            me.id,
            (event) => {
              if (live) void send(event).catch(() => undefined);
              else buffered.push(event);
            },
            // The process is stopping: end the stream; the browser reconnects (to another process) and resumes.
            () => {
              closed = true;
              resolveClosed();
            },
          );
          stream.onAbort(() => {
            closed = true;
            resolveClosed();
          });
          try {
            await stream.writeSSE({
              event: "hello",
              data: JSON.stringify({ retry: 1000, stream: streamId }),
              retry: 1000,
            });
            if (resume === null) {
              gate = createEventGate(await deps.realtime.latestId(me.id));
            } else {
              gate = createEventGate(resume);
              const missed = await deps.realtime.since(me.id, resume, replayLimit + 1);
              if (missed.length > replayLimit) {
                gate.restartAfter(await deps.realtime.latestId(me.id));
                await stream.writeSSE({ id: String(gate.highest()), event: "reset", data: "{}" });
              } else {
                for (const event of missed) await send(event);
              }
            }
            // No await between the last check of the buffer and going live: nothing can slip in between.
            for (let event = buffered.shift(); event; event = buffered.shift()) await send(event);
            live = true;
            await stream.writeSSE({ event: "ready", data: JSON.stringify({ lastEventId: gate.highest() }) });
            const ping = setInterval(() => {
              void stream.write(": keep-alive\n\n").catch(() => undefined);
            }, keepAliveMs);
            if (!closed) await done;
            clearInterval(ping);
          } finally {
            unsubscribe();
            void deps.db
              .execute(sql`delete from realtime_viewing where stream_id = ${streamId}`)
              .catch(() => undefined);
          }
        });
      },
    );
}
