import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workMail } from "../../mail/mailer.ts";
import { startWorkers } from "../../services.ts";
import { insertListing } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { startSmtpPeer } from "../../test/smtp-peer.ts";
import { waitFor } from "../../test/wait-for.ts";
import { sendNotificationMails } from "./mail-job.ts";

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  ctx = await createTestContext({ smtpUrl: smtp.url, devMailbox: false, publicUrl: "https://stay.example.test" });
  // Only the mail worker: the notification mails are made below with an injected clock.
  await workMail(ctx.services.jobs, ctx.services.mailer);
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const run = (at: Date) =>
  sendNotificationMails({
    db: ctx.db,
    mailer: ctx.services.mailer,
    logger: ctx.services.logger,
    publicUrl: ctx.config.publicUrl,
    unsubscribeKey: ctx.services.unsubscribeKey,
    now: () => at,
  });
const mailsTo = (email: string, about = "") =>
  smtp.received.filter((m) => m.to.includes(email) && unfold(m.raw).includes(about));
/** Headers unfolded and the body's quoted-printable decoded, so the test reads what a mail client shows. */
function unfold(raw: string) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw
    .slice(split)
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return head + Buffer.from(body, "latin1").toString("utf8");
}

/**
 * Mails go out one at a time through the mail job, in the order they were queued: once a marker mail queued now
 * has arrived, every mail queued before it has arrived too.
 */
async function mailedUpToNow() {
  const marker = `marker-${randomUUID()}@example.test`;
  await ctx.services.mailer.send({ to: marker, subject: "Marker", text: "Everything before me has been sent." });
  await waitFor(() => mailsTo(marker).length > 0, { what: "the marker mail" });
}

async function cast() {
  const host = await ctx.userClient("host", "Sofia Host");
  const creator = await ctx.userClient("creator", "Cora Creator");
  const listing = await insertListing(ctx.db, host.id);
  const applied = await creator.client.post("/api/applications", { listingId: listing.id, message: "Let me film it" });
  const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
  return { host, creator, listing, applicationId };
}

describe("notification e-mail through the real SMTP peer", () => {
  it("sends text and HTML parts with RFC 8058 one-click unsubscribe headers that work", async () => {
    const c = await cast();
    expect(await run(new Date())).toBeGreaterThanOrEqual(1);
    await expect.poll(() => mailsTo(c.host.email).length, { timeout: 15_000 }).toBe(1);
    const raw = unfold(mailsTo(c.host.email)[0]?.raw ?? "");
    expect(raw).toContain(`Subject: New application: ${c.listing.title}`);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const header = raw.match(/List-Unsubscribe: <([^>]+)>/)?.[1];
    expect(header).toMatch(/^https:\/\/stay\.example\.test\/api\/notifications\/unsubscribe\?token=/);
    expect(raw).toContain("https://stay.example.test/host/dashboard?tab=applications");
    // A second run mails nothing more: the notification was claimed once.
    await run(new Date());
    // The mail client's one-click POST, without any session.
    const url = new URL(header as string);
    const res = await ctx.client().request("POST", `${url.pathname}${url.search}`, "List-Unsubscribe=One-Click", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(200);
    const prefs = (await (await c.host.client.get("/api/notifications/preferences")).json()) as {
      types: { type: string; email: boolean }[];
    };
    expect(prefs.types.find((t) => t.type === "application.created")?.email).toBe(false);
    // The next application of that kind is shown in the bell but not mailed.
    const other = await ctx.userClient("creator", "Olga Other");
    await other.client.post("/api/applications", { listingId: c.listing.id, message: "Me too please" });
    await run(new Date());
    await mailedUpToNow();
    expect(mailsTo(c.host.email)).toHaveLength(1);
  });

  it("batches message mails: one per conversation per 15 minutes, only for unread messages", async () => {
    const c = await cast();
    const accepted = await c.host.client.patch(`/api/applications/${c.applicationId}`, { status: "accepted" });
    const conversationId = ((await accepted.json()) as { application: { conversationId: string } }).application
      .conversationId;
    await run(new Date()); // the "application accepted" mail to the creator
    const send = (content: string) =>
      c.creator.client.post(`/api/conversations/${conversationId}/messages`, { content, clientKey: randomUUID() });
    for (const text of ["Hi there", "Quick question", "About the dates"]) expect((await send(text)).status).toBe(201);
    const t0 = Date.now();
    const minute = 60_000;
    expect(await run(new Date(t0 + 10_000))).toBe(0); // still fresh: the host may be reading the chat
    expect(await run(new Date(t0 + 2 * minute))).toBe(1);
    const aboutMessages = () => mailsTo(c.host.email, "from Cora Creator");
    await expect.poll(() => aboutMessages().length, { timeout: 15_000 }).toBe(1);
    const first = unfold(aboutMessages()[0]?.raw ?? "");
    expect(first).toContain("Subject: 3 new messages from Cora Creator");
    expect(first).toContain("https://stay.example.test/messages/");

    expect((await send("One more thing")).status).toBe(201);
    expect(await run(new Date(t0 + 5 * minute))).toBe(0); // within 15 minutes of the last mail
    expect(await run(new Date(t0 + 18 * minute))).toBe(1);
    await expect.poll(() => aboutMessages().length, { timeout: 15_000 }).toBe(2);
    expect(unfold(aboutMessages()[1]?.raw ?? "")).toContain("Subject: 4 new messages from Cora Creator");

    // Read before the mail was due: no mail.
    expect((await send("Last one")).status).toBe(201);
    expect((await c.host.client.post(`/api/conversations/${conversationId}/read`, {})).status).toBe(200);
    expect(await run(new Date(t0 + 40 * minute))).toBe(0);
  });

  it("runs the timers as a pg-boss job: due terms expire without anyone asking", async () => {
    const c = await cast();
    const accepted = await c.host.client.patch(`/api/applications/${c.applicationId}`, { status: "accepted" });
    expect(accepted.status).toBe(200);
    const proposed = await c.creator.client.post(`/api/negotiations/${c.applicationId}/terms`, {
      posts: 1,
      stories: 1,
      videos: 0,
      additionalNights: 0,
      compensationType: "accommodation_only",
      usageRights: "limited",
      usageDurationMonths: 6,
    });
    const termsId = ((await proposed.json()) as { termsId: string }).termsId;
    await ctx.db.execute(
      sql`update negotiation_terms set expires_at = now() - interval '1 minute' where id = ${termsId}`,
    );
    await startWorkers(ctx.services);
    const status = async () =>
      (await ctx.db.execute<{ status: string }>(sql`select status from negotiation_terms where id = ${termsId}`))
        .rows[0]?.status;
    await expect.poll(status, { timeout: 20_000, interval: 500 }).toBe("expired");
  });
});
