import { removedMessageText, reportMessages } from "@domain/reports.ts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountSuspensions, auditLog, notifications, reports } from "../../db/schema/index.ts";
import { createTestContext, type TestContext, testPassword, uniqueEmail } from "../../test/harness.ts";
import { createListing, errorOf, fileOf, pngBytes } from "../listings/test-helpers.ts";
import { sendNotificationMails } from "../notifications/mail-job.ts";
import { purgeReportFiles } from "./retention.ts";
import { caseOf, conversationWithMessage, report } from "./test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const sendMails = () =>
  sendNotificationMails({
    db: ctx.db,
    mailer: ctx.services.mailer,
    logger: ctx.services.logger,
    publicUrl: ctx.config.publicUrl,
    unsubscribeKey: ctx.services.unsubscribeKey,
  });

const noticesOf = (userId: string, type: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), sql`${notifications.type} = ${type}`));

const facts = {
  termsSection: "2",
  facts: "The message insults the creator and threatens to post her address. That is harassment.",
};

describe("reports, cases, statements and appeals (issue 36)", () => {
  it("a harassing message: reported, removed, its author suspended, told why, appeals, a second operator restores", async () => {
    const host = await ctx.userClient("host", "Harold Harasser");
    const creator = await ctx.userClient("creator", "Cleo Reporter");
    const op = await ctx.operatorClient(true, "Opal First");
    const op2 = await ctx.operatorClient(true, "Otis Second");
    const chat = await conversationWithMessage(ctx, host, creator, "You will regret this, I know where you live.");

    const filed = await report(creator.client, "message", chat.messageId, { explanation: "Threatening me." });
    expect(filed.status).toBe(201);
    expect(((await filed.json()) as { message: string }).message).toBe(reportMessages.received);
    // The reporter is told at once; the author is not told anything (nor who).
    expect(await noticesOf(creator.id, "report.received")).toHaveLength(1);
    expect(
      (await ctx.db.select().from(notifications).where(eq(notifications.userId, host.id))).map((n) => n.type),
    ).not.toContain("report.received");

    const found = await caseOf(op.client, chat.messageId);
    expect(found.snapshot.text).toBe("You will regret this, I know where you live.");
    expect(found.reportList[0]?.explanation).toBe("Threatening me.");
    expect(found.outcomes).toEqual(["no_action", "remove", "warn", "suspend"]);

    // Remove the message.
    const removed = await op.client.post(`/api/operator/reports/${found.id}/decision`, { outcome: "remove", ...facts });
    expect(removed.status).toBe(200);
    const { decisionId } = (await removed.json()) as { decisionId: string };
    expect(
      (await op.client.post(`/api/operator/reports/${found.id}/decision`, { outcome: "remove", ...facts })).status,
    ).toBe(409);
    // Hidden from both parties, kept for the record.
    const thread = (await (await creator.client.get(`/api/conversations/${chat.conversationId}`)).json()) as {
      messages: { id: string; content: string }[];
    };
    const shown = thread.messages.find((m) => m.id === chat.messageId);
    expect(shown?.content).not.toContain("I know where you live");
    expect((await caseOf(op.client, chat.messageId, "decided")).current?.removed).toBe(true);

    // The reporter hears the outcome (not the statement); the author gets the statement by bell and mail.
    const outcome = await noticesOf(creator.id, "report.outcome");
    expect(outcome[0]?.title).toBe("Your report: we took action");
    expect(outcome[0]?.body).not.toContain(facts.facts);
    const statementNote = await noticesOf(host.id, "report.statement");
    expect(statementNote[0]?.link).toMatch(`/statements/${decisionId}?t=`);
    await sendMails();
    expect((await ctx.mailsTo(host.email)).some((m) => m.text.includes(`/statements/${decisionId}`))).toBe(true);
    expect((await ctx.mailsTo(creator.email)).some((m) => m.text.includes(facts.facts))).toBe(false);

    const page = await host.client.get(`/api/statements/${decisionId}`);
    expect(page.status).toBe(200);
    const { statement } = (await page.json()) as {
      statement: {
        termsSection: { title: string; link: string };
        facts: string;
        automated: string;
        restriction: string;
        appeal: { possible: boolean };
      };
    };
    expect(statement.termsSection).toEqual({
      key: "2",
      title: "2. User responsibilities",
      link: "/terms#user-responsibilities",
    });
    expect(statement.facts).toBe(facts.facts);
    expect(statement.automated).toContain("No automated means");
    expect(statement.appeal.possible).toBe(true);
    // Nobody else reads it: not the reporter, not another host.
    expect((await creator.client.get(`/api/statements/${decisionId}`)).status).toBe(404);

    // A second report on the author's other message: suspend (with the code).
    const second = await chat.send(host, "Answer me or else.");
    expect((await report(creator.client, "message", second)).status).toBe(201);
    const case2 = await caseOf(op.client, second);
    expect(case2.authorHistory).toHaveLength(1);
    const noCode = await op.client.post(`/api/operator/reports/${case2.id}/decision`, { outcome: "suspend", ...facts });
    expect(noCode.status).toBe(400);
    const suspended = await op.client.post(`/api/operator/reports/${case2.id}/decision`, {
      outcome: "suspend",
      ...facts,
      code: op.backupCodes[0],
    });
    expect(suspended.status).toBe(200);
    const suspension = (await suspended.json()) as { decisionId: string };
    expect(await ctx.db.select().from(accountSuspensions).where(eq(accountSuspensions.userId, host.id))).toHaveLength(
      1,
    );
    const shownTo = async (id: string) =>
      (
        (await (await creator.client.get(`/api/conversations/${chat.conversationId}`)).json()) as {
          messages: { id: string; content: string }[];
        }
      ).messages.find((m) => m.id === id)?.content;
    // Suspending over a message takes the message down too.
    expect(await shownTo(second)).toBe(removedMessageText);

    // Suspended, the author cannot sign in; the statement's link (notice and mail) carries a token to read and appeal.
    const again = ctx.client();
    const refused = await again.post("/api/accounts/sign-in", {
      role: "host",
      email: host.email,
      password: testPassword,
    });
    expect(refused.status).toBe(403);
    const [told] = await noticesOf(host.id, "report.statement").then((rows) =>
      rows.filter((n) => n.subjectId === suspension.decisionId),
    );
    expect(told?.link).toMatch(new RegExp(`^/statements/${suspension.decisionId}\\?t=[A-Za-z0-9_-]{32}$`));
    const link = `/api${told?.link.replace("?", "/appeal?")}`;
    expect((await again.get(`/api${told?.link}`)).status).toBe(200);
    // A wrong token reads nothing.
    expect((await again.get(`/api/statements/${suspension.decisionId}?t=${"A".repeat(32)}`)).status).toBe(404);
    expect((await again.post(link, { explanation: "I was quoting a film line; it was not a threat." })).status).toBe(
      201,
    );
    const appeal = (await caseOf(op.client, second, "decided")).decisions[0]?.appeal;
    expect(appeal?.status).toBe("open");
    const restored = await op2.client.post(`/api/operator/appeals/${appeal?.id}/decision`, {
      outcome: "reversed",
      reason: "The line is a quote from a film the two had discussed; the suspension goes.",
    });
    expect(restored.status).toBe(200);
    expect(await ctx.db.select().from(accountSuspensions).where(eq(accountSuspensions.userId, host.id))).toHaveLength(
      0,
    );
    expect(await shownTo(second)).toBe("Answer me or else.");
    expect(
      (await again.post("/api/accounts/sign-in", { role: "host", email: host.email, password: testPassword })).status,
    ).toBe(200);
  });

  it("appeals: once, within 6 months, only one's own; another operator decides and can reverse", async () => {
    const host = await ctx.userClient("host", "Hetty Author");
    const creator = await ctx.userClient("creator", "Cyd Reporter");
    const op = await ctx.operatorClient(true, "Orla Decider");
    const op2 = await ctx.operatorClient(true, "Omar Appeals");
    const chat = await conversationWithMessage(ctx, host, creator, "Pay me on another app, outside CollabStay.");
    expect((await report(creator.client, "message", chat.messageId, { category: "off_platform" })).status).toBe(201);
    const found = await caseOf(op.client, chat.messageId);
    const decided = await op.client.post(`/api/operator/reports/${found.id}/decision`, {
      outcome: "remove",
      termsSection: "4",
      facts: "The message asks the creator to pay outside CollabStay, which the terms forbid.",
    });
    const { decisionId } = (await decided.json()) as { decisionId: string };

    // Someone else's decision: 404.
    expect(
      (await creator.client.post(`/api/statements/${decisionId}/appeal`, { explanation: "Not mine but still." }))
        .status,
    ).toBe(404);
    const appealed = await host.client.post(`/api/statements/${decisionId}/appeal`, {
      explanation: "It was a joke between us; we use CollabStay for everything.",
    });
    expect(appealed.status).toBe(201);
    const twice = await host.client.post(`/api/statements/${decisionId}/appeal`, { explanation: "Again, please." });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(reportMessages.alreadyAppealed);

    const detail = await caseOf(op.client, chat.messageId, "decided");
    const appeal = detail.decisions[0]?.appeal;
    expect(appeal?.status).toBe("open");
    // The operator who decided may not decide the appeal while another can.
    const mine = await op.client.post(`/api/operator/appeals/${appeal?.id}/decision`, {
      outcome: "reversed",
      reason: "On a second look the message is fine and was a joke.",
    });
    expect(mine.status).toBe(409);
    const reversed = await op2.client.post(`/api/operator/appeals/${appeal?.id}/decision`, {
      outcome: "reversed",
      reason: "On a second look the message is a joke between two people who know each other.",
    });
    expect(reversed.status).toBe(200);
    const result = (await reversed.json()) as { decisionId: string };
    // Restored for both parties; the person has a statement of its own.
    const thread = (await (await creator.client.get(`/api/conversations/${chat.conversationId}`)).json()) as {
      messages: { id: string; content: string }[];
    };
    expect(thread.messages.find((m) => m.id === chat.messageId)?.content).toContain("outside CollabStay");
    const told = await noticesOf(host.id, "report.appeal_decided");
    expect(told[0]?.link).toMatch(`/statements/${result.decisionId}?t=`);
    const second = (await (await host.client.get(`/api/statements/${result.decisionId}`)).json()) as {
      statement: { onAppeal: { reversed: boolean }; appeal: { possible: boolean } };
    };
    expect(second.statement.onAppeal.reversed).toBe(true);
    expect(second.statement.appeal.possible).toBe(false);
    expect(
      (
        await op2.client.post(`/api/operator/appeals/${appeal?.id}/decision`, {
          outcome: "upheld",
          reason: "x".repeat(30),
        })
      ).status,
    ).toBe(409);

    // After 6 months: too late.
    const other = await chat.send(host, "Seriously, pay me elsewhere.");
    await report(creator.client, "message", other, { category: "off_platform" });
    const late = await caseOf(op.client, other);
    const lateDecision = (await (
      await op.client.post(`/api/operator/reports/${late.id}/decision`, { outcome: "warn", ...facts })
    ).json()) as { decisionId: string };
    await ctx.db.execute(
      sql`update report_decisions set created_at = now() - interval '6 months 1 day' where id = ${lateDecision.decisionId}`,
    );
    const tooLate = await host.client.post(`/api/statements/${lateDecision.decisionId}/appeal`, {
      explanation: "I only now saw this.",
    });
    expect(tooLate.status).toBe(409);
    expect((await errorOf(tooLate)).message).toBe(reportMessages.appealTooLate);
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, found.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      "operator.appeal_decided",
      "operator.report_decided",
      "report.appealed",
    ]);
  });

  it("suspension reversed on appeal: the account is reinstated", async () => {
    const host = await ctx.userClient("host", "Hank Suspended");
    const creator = await ctx.userClient("creator");
    const op = await ctx.operatorClient(true, "Opal Suspender");
    const op2 = await ctx.operatorClient(true, "Oleg Reviewer");
    expect((await report(creator.client, "host", host.id, { category: "scam" })).status).toBe(201);
    const found = await caseOf(op.client, host.id);
    const res = await op.client.post(`/api/operator/reports/${found.id}/decision`, {
      outcome: "suspend",
      termsSection: "7",
      facts: "The host asked three creators for a deposit that never came back.",
      code: op.backupCodes[0],
    });
    expect(res.status).toBe(200);
    const { decisionId } = (await res.json()) as { decisionId: string };
    // Signed out by the suspension; the statement went by mail whatever the settings.
    await sendMails();
    expect((await ctx.mailsTo(host.email)).some((m) => m.text.includes(`/statements/${decisionId}`))).toBe(true);
    // The appeal, made once the person can act (here through the service's table as the page would after sign-in).
    await ctx.db.execute(sql`insert into report_appeals (decision_id, user_id, explanation, assigned_to)
                             values (${decisionId}, ${host.id}, 'The deposits were refunded, see bank records.', ${op2.id})`);
    const [appeal] = (
      await ctx.db.execute<{ id: string }>(sql`select id from report_appeals where decision_id = ${decisionId}`)
    ).rows;
    const reversed = await op2.client.post(`/api/operator/appeals/${appeal?.id}/decision`, {
      outcome: "reversed",
      reason: "The bank records show every deposit was refunded within a week.",
    });
    expect(reversed.status).toBe(200);
    expect(await ctx.db.select().from(accountSuspensions).where(eq(accountSuspensions.userId, host.id))).toHaveLength(
      0,
    );
  });

  it("unpublish a reported listing, and re-publish it when the appeal reverses", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const op = await ctx.operatorClient(true, "Opal Listings");
    const op2 = await ctx.operatorClient(true, "Otto Listings");
    const listing = await createListing(host.client, { title: "Too Good To Be True Villa" });
    expect((await report(creator.client, "listing", listing.id, { category: "scam" })).status).toBe(201);
    const found = await caseOf(op.client, listing.id);
    expect(found.outcomes).toEqual(["no_action", "unpublish", "warn", "suspend"]);
    const bad = await op.client.post(`/api/operator/reports/${found.id}/decision`, { outcome: "remove", ...facts });
    expect(bad.status).toBe(400);
    const res = await op.client.post(`/api/operator/reports/${found.id}/decision`, {
      outcome: "unpublish",
      termsSection: "2",
      facts: "The listing shows photos of a different villa found elsewhere online.",
    });
    expect(res.status).toBe(200);
    const { decisionId } = (await res.json()) as { decisionId: string };
    expect((await creator.client.get(`/api/listings/${listing.id}`)).status).toBe(404);
    expect(
      (await host.client.post(`/api/statements/${decisionId}/appeal`, { explanation: "These are my own photos." }))
        .status,
    ).toBe(201);
    const detail = await caseOf(op.client, listing.id, "decided");
    const reversed = await op2.client.post(`/api/operator/appeals/${detail.decisions[0]?.appeal?.id}/decision`, {
      outcome: "reversed",
      reason: "The host sent the original files with their metadata: the photos are theirs.",
    });
    expect(reversed.status).toBe(200);
    expect((await creator.client.get(`/api/listings/${listing.id}`)).status).toBe(200);
  });

  it("refuses bad reports with a clear 4xx and writes nothing", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const stranger = await ctx.userClient("creator");
    const chat = await conversationWithMessage(ctx, host, creator);
    const before = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(reports))[0]?.n;
    // Something the caller cannot see (another conversation's message; an unknown id): 404.
    expect((await report(stranger.client, "message", chat.messageId)).status).toBe(404);
    expect((await report(creator.client, "message", crypto.randomUUID())).status).toBe(404);
    // One's own item.
    const own = await report(host.client, "message", chat.messageId);
    expect(own.status).toBe(400);
    expect((await errorOf(own)).message).toBe(reportMessages.own);
    // An unknown category, a 10,000-character explanation, "other" without one.
    expect((await report(creator.client, "message", chat.messageId, { category: "boring" })).status).toBe(400);
    const long = await report(creator.client, "message", chat.messageId, { explanation: "x".repeat(10_000) });
    expect(long.status).toBe(400);
    expect((await errorOf(long)).message).toContain("at most 2,000");
    const other = await report(creator.client, "message", chat.messageId, { category: "other" });
    expect(other.status).toBe(400);
    expect((await errorOf(other)).message).toBe(reportMessages.explanationNeeded);
    // Visitors: a creator profile only, with an e-mail.
    const visitor = ctx.client();
    const noMail = await report(visitor, "creator", creator.id);
    expect(noMail.status).toBe(400);
    expect((await errorOf(noMail)).message).toBe(reportMessages.visitorEmail);
    const listing = await createListing(host.client);
    const visitorListing = await report(visitor, "listing", listing.id, { email: uniqueEmail("visitor") });
    expect(visitorListing.status).toBe(401);
    expect((await errorOf(visitorListing)).message).toBe(reportMessages.visitorKind);
    const after = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(reports))[0]?.n;
    expect(after).toBe(before);
    // A visitor with an e-mail may report a public creator profile, and is told by mail.
    const email = uniqueEmail("visitor");
    expect((await report(visitor, "creator", creator.id, { email, category: "impersonation" })).status).toBe(201);
    expect((await ctx.mailsTo(email)).map((m) => m.subject)).toContain("We received your report");
  });

  it("ten concurrent identical reports make one; ten reporters of one listing make one case", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const op = await ctx.operatorClient(true, "Opal Queue");
    const listing = await createListing(host.client, { title: "Crowded Case Villa" });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => report(creator.client, "listing", listing.id, { category: "spam" })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const refused = answers.find((r) => r.status === 409);
    expect((await errorOf(refused as Response)).message).toBe(reportMessages.already);
    const others = await Promise.all([ctx.userClient("creator"), ctx.userClient("host")]);
    for (const o of others)
      expect((await report(o.client, "listing", listing.id, { category: "scam" })).status).toBe(201);
    const found = await caseOf(op.client, listing.id);
    expect(found.reports).toBe(3);
    expect(found.categories.sort()).toEqual(["scam", "spam"]);
    // Filter by category.
    const spam = (await (await op.client.get("/api/operator/reports?category=spam")).json()) as {
      cases: { id: string }[];
    };
    expect(spam.cases.map((c) => c.id)).toContain(found.id);
    const ip = (await (await op.client.get("/api/operator/reports?category=ip")).json()) as { cases: { id: string }[] };
    expect(ip.cases.map((c) => c.id)).not.toContain(found.id);
  });

  it("keeps the snapshot (text and file) through the author's edit and deletion", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator", "Gina Gallery");
    const reporter = await ctx.userClient("creator");
    const op = await ctx.operatorClient(true, "Opal Evidence");
    const listing = await createListing(host.client, { title: "Snapshot Original Title" });
    const form = new FormData();
    form.append("file", fileOf(await pngBytes(41), "g.png"));
    form.append("rightsConfirmed", "true");
    form.append("caption", "Original caption of the photo");
    const uploaded = await creator.client.post(`/api/listings/${listing.id}/gallery`, form);
    expect(uploaded.status).toBe(201);
    const photoId = ((await uploaded.json()) as { photo: { id: string } }).photo.id;
    expect((await report(reporter.client, "gallery_photo", photoId, { category: "sexual_violent" })).status).toBe(201);
    expect((await report(reporter.client, "listing", listing.id, { category: "scam" })).status).toBe(201);

    // The author edits the listing and deletes the photo.
    expect((await host.client.patch(`/api/listings/${listing.id}`, { title: "Edited Innocent Title" })).status).toBe(
      200,
    );
    expect((await creator.client.delete(`/api/listings/${listing.id}/gallery/${photoId}`)).status).toBeLessThan(300);

    const listingCase = await caseOf(op.client, listing.id);
    expect(listingCase.snapshot.title).toBe("Snapshot Original Title");
    expect(listingCase.current?.title).toBe("Edited Innocent Title");
    const photoCase = await caseOf(op.client, photoId);
    expect(photoCase.snapshot.text).toBe("Original caption of the photo");
    expect(photoCase.current).toBeNull();
    expect(photoCase.snapshot.fileUrl).toBeTruthy();
    const file = await ctx.app.request(photoCase.snapshot.fileUrl as string);
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);

    // The case can still be decided on the deleted photo: no action (nothing left to remove).
    expect(
      (await op.client.post(`/api/operator/reports/${photoCase.id}/decision`, { outcome: "no_action" })).status,
    ).toBe(200);
    // The kept file goes once the appeal period (6 months from the decision) is over; the text stays.
    const deps = {
      db: ctx.db,
      realtime: { publish: async () => {} } as never,
      logger: ctx.services.logger,
      storage: ctx.services.storage,
    };
    expect(await purgeReportFiles(deps, new Date(Date.now() + 150 * 86_400_000))).toBe(0);
    expect(await purgeReportFiles(deps, new Date(Date.now() + 190 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const purged = await caseOf(op.client, photoId, "decided");
    expect(purged.snapshot.fileUrl).toBeNull();
    expect(purged.snapshot.text).toBe("Original caption of the photo");
    expect((await ctx.app.request(photoCase.snapshot.fileUrl as string)).status).toBe(404);
  });

  it("Art. 23: five reports decided 'no action' in 90 days warn the reporter; their next reports queue last", async () => {
    const op = await ctx.operatorClient(true, "Opal Misuse");
    const eager = await ctx.userClient("creator", "Eager Reporter");
    const hosts = await Promise.all(Array.from({ length: 6 }, () => ctx.userClient("host")));
    for (const [i, h] of hosts.slice(0, 5).entries()) {
      expect((await report(eager.client, "host", h.id, { category: "spam" })).status).toBe(201);
      const found = await caseOf(op.client, h.id);
      await op.client.post(`/api/operator/reports/${found.id}/decision`, { outcome: "no_action" });
      expect(await noticesOf(eager.id, "report.reporter_warned")).toHaveLength(i === 4 ? 1 : 0);
    }
    const warned = await noticesOf(eager.id, "report.reporter_warned");
    expect(warned[0]?.body).toContain("your new reports are reviewed after the others");
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, eager.id));
    expect(audit.map((a) => a.action)).toContain("report.reporter_warned");

    // The next report queues last, behind an ordinary report made later.
    const last = hosts[5];
    const ordinary = await ctx.userClient("host");
    const other = await ctx.userClient("creator");
    if (!last) throw new Error("no host");
    expect((await report(eager.client, "host", last.id, { category: "spam" })).status).toBe(201);
    expect((await report(other.client, "host", ordinary.id, { category: "spam" })).status).toBe(201);
    const lowCase = await caseOf(op.client, last.id);
    expect(lowCase.lowPriority).toBe(true);
    const queue = (await (await op.client.get("/api/operator/reports")).json()) as {
      cases: { itemId: string; lowPriority: boolean }[];
    };
    const ids = queue.cases.map((c) => c.itemId);
    expect(ids.indexOf(ordinary.id)).toBeLessThan(ids.indexOf(last.id));
    // Someone else reporting the same item lifts it back into the ordinary queue.
    expect((await report(other.client, "host", last.id, { category: "scam" })).status).toBe(201);
    expect((await caseOf(op.client, last.id)).lowPriority).toBe(false);
  });

  it("the reporter's own list shows outcomes without details; operators and members are kept to their routes", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const op = await ctx.operatorClient(true, "Opal Mine");
    const listing = await createListing(host.client);
    await report(creator.client, "listing", listing.id, { category: "spam" });
    const found = await caseOf(op.client, listing.id);
    await op.client.post(`/api/operator/reports/${found.id}/decision`, { outcome: "warn", ...facts });
    const mine = (await (await creator.client.get("/api/reports/mine")).json()) as {
      reports: { status: string; outcome: string }[];
    };
    expect(mine.reports[0]).toMatchObject({ status: "decided", outcome: "action_taken" });
    expect(JSON.stringify(mine)).not.toContain(facts.facts);
    expect((await report(op.client, "listing", listing.id)).status).toBe(403);
    expect((await creator.client.get("/api/operator/reports")).status).toBe(403);
  });
});
