import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer, type Mail, mailQueue, workMail } from "../mail/mailer.ts";
import { createTestContext, type TestContext } from "../test/harness.ts";
import { startSmtpPeer } from "../test/smtp-peer.ts";
import { waitFor } from "../test/wait-for.ts";
import { createJobQueue, type JobQueue, type QueueDefinition } from "./queue.ts";

let ctx: TestContext;
const opened: JobQueue[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  for (const queue of opened) await queue.stop(2000);
  await ctx?.close();
});

const fast = (name: string, overrides: Partial<QueueDefinition> = {}): QueueDefinition => ({
  name,
  retryLimit: 3,
  retryDelay: 1,
  retryBackoff: false,
  expireInSeconds: 30,
  ...overrides,
});

async function queueFor(definitions: QueueDefinition[]) {
  const queue = await createJobQueue({
    database: ctx.services.database,
    logger: ctx.services.logger,
    queues: definitions,
    pollingIntervalSeconds: 0.5,
  });
  opened.push(queue);
  return queue;
}

const until = <T>(check: () => T | undefined | false) => waitFor(check, { interval: 50 });

/** The jobs of one queue as pg-boss keeps them: a job that ran twice would have been fetched again (retry_count). */
const jobsOf = async (queue: string) =>
  (
    await ctx.db.execute<{ state: string; retry_count: number }>(
      sql`select state, retry_count from pgboss.job where name = ${queue}`,
    )
  ).rows;

describe("job queue (pg-boss on this engine)", () => {
  it("runs every job exactly once with two workers on the same database", async () => {
    const definition = fast("test.once");
    const a = await queueFor([definition]);
    const b = await queueFor([definition]);
    const seen: number[] = [];
    const handler = async (data: { n: number }) => {
      seen.push(data.n);
    };
    await a.work(definition.name, handler);
    await b.work(definition.name, handler);
    for (let n = 0; n < 20; n++) await (n % 2 ? a : b).send(definition.name, { n });
    // Every job finished, each at its first fetch: nothing is left that could run again.
    await until(async () => {
      const jobs = await jobsOf(definition.name);
      return jobs.length === 20 && jobs.every((j) => j.state === "completed");
    });
    expect((await jobsOf(definition.name)).map((j) => j.retry_count)).toEqual(Array(20).fill(0));
    expect([...seen].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
  });

  it("retries a failing job and records the attempts", async () => {
    const definition = fast("test.retry");
    const queue = await queueFor([definition]);
    const attempts: number[] = [];
    await queue.work<{ ok: boolean }>(definition.name, async (_data, job) => {
      attempts.push(job.retryCount);
      if (attempts.length < 3) throw new Error("flaky dependency");
    });
    await queue.send(definition.name, { ok: true });
    await until(() => attempts.length >= 3);
    expect(attempts).toEqual([0, 1, 2]);
  });

  it("keeps a job sent before a restart and runs it after", async () => {
    const definition = fast("test.restart");
    const before = await queueFor([definition]);
    await before.send(definition.name, { note: "sent before the restart" });
    await before.stop(2000);
    const after = await queueFor([definition]);
    const ran: string[] = [];
    await after.work<{ note: string }>(definition.name, async (data) => {
      ran.push(data.note);
    });
    await until(() => ran.length === 1);
    expect(ran).toEqual(["sent before the restart"]);
  });
});

describe("mail as a job", () => {
  it("answers at once while the SMTP server is down, and delivers when it is back", async () => {
    // A port that refuses connections now, where the SMTP peer starts later.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));

    const definition = { ...mailQueue, retryDelay: 1, retryBackoff: false };
    const queue = await queueFor([definition]);
    const mailer = createMailer({
      db: ctx.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "CollabStay <no-reply@collabstay.test>",
      logger: ctx.services.logger,
      queue,
    });
    await workMail(queue, mailer);
    const mail: Mail = { to: "patient@example.test", subject: "Still coming", text: "Hello" };
    const started = Date.now();
    await mailer.send(mail);
    expect(Date.now() - started).toBeLessThan(1000);

    // The first attempt has failed on the closed port before the SMTP server comes up.
    await until(async () => (await jobsOf(definition.name)).some((j) => j.retry_count >= 1 || j.state === "retry"));
    const smtp = await startSmtpPeer(port);
    try {
      const delivered = await until(() => smtp.received.find((m) => m.to.includes("patient@example.test")));
      expect(delivered.raw).toContain("Subject: Still coming");
    } finally {
      await smtp.close();
    }
  });
});
