import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import type { TimerDeps } from "../../jobs/timer-step.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { HttpError } from "../../lib/errors.ts";
import type { NotificationMailDeps } from "../notifications/mail-job.ts";
import { runTimers } from "../notifications/timers.ts";
import { hasMailboxToken } from "./mailbox-token.ts";

export const mailboxTokenRequired =
  "The dev mailbox needs the token from the link the server printed in its log at start.";

const mailboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      links: z.array(z.string()),
      created_at: z.string(),
    }),
  ),
});

/**
 * The dev outbox as JSON (newest first), for the operator only: mounted when there is an outbox (no SMTP, not
 * production), and every request must carry the mailbox token.
 */
export function devRoutes(deps: {
  db: Db;
  token: string;
  /** What the timers tick needs, so a test can run it at a moved clock (`POST /api/dev/timers`). */
  timers: TimerDeps & { mail: Omit<NotificationMailDeps, "now"> };
}) {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    if (!hasMailboxToken(c.req.header("authorization"), deps.token)) {
      throw new HttpError(401, "unauthenticated", mailboxTokenRequired);
    }
    await next();
  });
  app.get(
    "/mailbox",
    contract({
      summary: "The dev outbox",
      description:
        "Only without SMTP and outside production: the last 200 mails, newest first. Every request needs " +
        "`Authorization: Bearer <mailbox token>` (the token in the link the server printed at start), else 401.",
      access: "ops-token",
      responses: { 200: { description: "The mails", schema: mailboxSchema } },
      errors: [401],
    }),
    async (c) => {
      const rows = await deps.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.seq))
        .limit(200);
      c.header("Cache-Control", "no-store");
      return c.json({
        messages: rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          links: m.links,
          created_at: m.createdAt.toISOString(),
        })),
      });
    },
  );
  app.post(
    "/timers",
    contract({
      summary: "Run the timers tick at a given time (dev only)",
      description:
        "Only without SMTP and outside production, with the mailbox token: runs every timer step once as if the " +
        "clock read `at` (approval windows, departures, no-shows, reminders…), so a browser test can move time " +
        "without waiting days. Answers how many items each step handled.",
      access: "ops-token",
      body: z.object({ at: z.iso.datetime({ offset: true }) }),
      responses: {
        200: { description: "Items handled per step", schema: z.object({ done: z.record(z.string(), z.number()) }) },
      },
      errors: [400, 401],
    }),
    async (c) => {
      const { at } = c.req.valid("json");
      const done = await runTimers(deps.timers, new Date(at));
      return c.json({ done });
    },
  );
  return app;
}
