import type { UnpublishCategory } from "@domain/listing-moderation.ts";
import type { SuspensionCategory } from "@domain/operators.ts";
import {
  type DecideCaseInput,
  decisionOutcomes,
  reportMessages as messages,
  misuseThreshold,
  misuseWindowDays,
  outcomesFor,
  type ReportItemKind,
  removableKinds,
} from "@domain/reports.ts";
import { sql } from "drizzle-orm";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { recordAudit } from "../audit/record.ts";
import { type Notice, withNotices } from "../notifications/notify.ts";
import { checkCode } from "../operators/code-check.ts";
import { applyRepublish, applyUnpublish } from "../operators/listing-moderation.ts";
import {
  announceCancelled,
  applySuspension,
  liftSuspension,
  refuseSuspensionTarget,
  suspensionOf,
} from "../operators/suspension.ts";
import {
  appealDecidedNotice,
  outcomeNotice,
  reporterWarnedNotice,
  statementNotice,
  visitorOutcomeMail,
  visitorWarnedMail,
} from "./notices.ts";
import { decisionById, operatorsBesides, type ReportDeps, reporterKeyOf } from "./service.ts";
import { statementPath } from "./statement-token.ts";

type RequestFacts = { requestId: string; headers: Headers };
const conflict = (message: string) => new HttpError(409, "conflict", message);

type CaseRow = { id: string; item_kind: ReportItemKind; item_id: string; author_id: string | null; status: string };

async function caseById(db: ReportDeps["db"], id: string): Promise<CaseRow> {
  const { rows } = await db.execute<CaseRow>(
    sql`select id, item_kind, item_id, author_id, status from report_cases where id = ${id}`,
  );
  const row = rows[0];
  if (!row) throw notFound(messages.caseNotFound);
  return row;
}

/** The report category most named in a case, as the listing and suspension features' own categories. */
const unpublishCategoryOf = (category: string): UnpublishCategory =>
  category === "scam" ? "scam" : category === "ip" ? "rights" : category === "spam" ? "misleading" : "policy";
const suspensionCategoryOf = (category: string): SuspensionCategory =>
  category === "spam" || category === "scam" || category === "harassment"
    ? category
    : category === "impersonation"
      ? "fake_identity"
      : "policy";

/**
 * An operator decides a case (issue 36 part 2), in one transaction: the case open → decided (a compare-and-set:
 * two operators at once, one decision), the decision (for anything but "no action" also the statement of reasons),
 * its effect — the item hidden (removed_items), the listing unpublished (the console's unpublish) or the author
 * suspended (the console's suspension, after the TOTP code) — the audit row, the author's statement notice (bell
 * and mail), each reporter's outcome notice, and the Art. 23 warning of reporters whose reports were unfounded
 * `misuseThreshold` times in `misuseWindowDays` days.
 */
export async function decideCase(
  deps: ReportDeps,
  actor: Actor | null,
  caseId: string,
  input: DecideCaseInput,
  request: RequestFacts,
): Promise<{ decisionId: string }> {
  const me = requireAccess(actor, "operator");
  const row = await caseById(deps.db, caseId);
  if (row.status !== "open") throw conflict(messages.decided);
  if (!outcomesFor(row.item_kind).includes(input.outcome)) {
    throw new HttpError(400, "validation_failed", messages.outcomeNotFor, { outcome: messages.outcomeNotFor });
  }
  const restricts = input.outcome !== "no_action";
  if (restricts && !row.author_id) throw conflict("The author's account no longer exists: choose no action.");
  if (input.outcome === "suspend" && row.author_id) {
    await refuseSuspensionTarget(deps.db, me, row.author_id);
    await checkCode(deps, me.id, input.code ?? "", request.headers);
  }
  const { rows: reporters } = await deps.db.execute<{
    id: string;
    reporter_id: string | null;
    reporter_email: string | null;
    category: string;
  }>(sql`select id, reporter_id, reporter_email, category from reports where case_id = ${caseId} order by created_at`);
  const topCategory = mostNamed(reporters.map((r) => r.category));
  const visitorMails: { to: string; warned: boolean }[] = [];
  const result = await withNotices(deps, async (tx) => {
    const decided = await tx.execute<{ id: string }>(sql`
      update report_cases set status = 'decided', decided_at = now() where id = ${caseId} and status = 'open'
      returning id`);
    if (!decided.rows[0]) throw conflict(messages.decided);
    const made = await tx.execute<{ id: string }>(sql`
      insert into report_decisions (case_id, kind, outcome, terms_section, facts, operator_id, affected_id)
      values (${caseId}, 'case', ${input.outcome}, ${restricts ? (input.termsSection ?? null) : null},
              ${input.facts ?? null}, ${me.id}, ${restricts ? row.author_id : null})
      returning id`);
    const decisionId = made.rows[0]?.id as string;
    const notices: Notice[] = [];
    let cancelled: { id: string; userIds: (string | null)[] }[] = [];
    const facts = input.facts ?? "";
    // Suspending the author over a message, review, photo or deliverable also takes that item down.
    if (input.outcome === "remove" || (input.outcome === "suspend" && removableKinds.includes(row.item_kind))) {
      await tx.execute(sql`
        insert into removed_items (item_kind, item_id, decision_id) values (${row.item_kind}, ${row.item_id}, ${decisionId})
        on conflict do nothing`);
    }
    if (input.outcome === "unpublish") {
      notices.push(
        ...(await applyUnpublish(
          tx,
          me,
          row.item_id,
          { category: unpublishCategoryOf(topCategory), statement: facts },
          request,
        )),
      );
    } else if (input.outcome === "suspend" && row.author_id) {
      const done = await applySuspension(
        tx,
        me,
        row.author_id,
        { category: suspensionCategoryOf(topCategory), message: facts },
        request.requestId,
      );
      cancelled = done.cancelled;
      notices.push(...done.notices);
    }
    if (restricts && row.author_id) {
      notices.push(
        statementNotice(row.author_id, {
          decisionId,
          kind: row.item_kind,
          outcomeLabel: decisionOutcomes[input.outcome],
          termsSection: input.termsSection ?? null,
          link: statementPath(deps.statementKey, decisionId),
        }),
      );
    }
    for (const r of reporters) {
      if (r.reporter_id) notices.push(outcomeNotice(r.reporter_id, row.item_kind, restricts, r.id));
      else if (r.reporter_email) visitorMails.push({ to: r.reporter_email, warned: false });
    }
    if (!restricts) {
      for (const r of reporters) {
        const key = reporterKeyOf(r.reporter_id, r.reporter_email);
        if (!(await warnIfMisusing(tx, key, request.requestId))) continue;
        if (r.reporter_id) notices.push(reporterWarnedNotice(r.reporter_id));
        else {
          const mail = visitorMails.find((m) => m.to === r.reporter_email);
          if (mail) mail.warned = true;
        }
      }
    }
    await recordAudit(tx, {
      action: "operator.report_decided",
      actorId: me.id,
      targetId: caseId,
      targetKind: "report_case",
      reason: input.outcome,
      requestId: request.requestId,
      details: {
        decisionId,
        itemKind: row.item_kind,
        itemId: row.item_id,
        authorId: row.author_id,
        termsSection: input.termsSection ?? null,
        facts: input.facts ?? null,
        reports: reporters.length,
      },
    });
    return { result: { decisionId, cancelled }, notices };
  });
  await announceCancelled(deps.realtime, result.cancelled);
  for (const mail of visitorMails) {
    await deps.mailer.send(visitorOutcomeMail(mail.to, row.item_kind, restricts));
    if (mail.warned) await deps.mailer.send(visitorWarnedMail(mail.to));
  }
  return { decisionId: result.decisionId };
}

function mostNamed(categories: string[]): string {
  const counts = new Map<string, number>();
  for (const c of categories) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "other";
}

/**
 * Art. 23 (decision 0060): a reporter with `misuseThreshold` reports decided "no action" in the last
 * `misuseWindowDays` days, and no warning in that time, is warned once (the row's upsert is the compare-and-set);
 * their reports from then on queue last. Returns whether this call warned them.
 */
async function warnIfMisusing(tx: ReportDeps["db"], key: string, requestId: string): Promise<boolean> {
  const isAccount = !key.startsWith("email:");
  const who = isAccount ? sql`r.reporter_id = ${key}` : sql`lower(r.reporter_email) = ${key.slice(6)}`;
  const { rows } = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from reports r
      join report_decisions d on d.case_id = r.case_id and d.kind = 'case'
     where ${who} and d.outcome = 'no_action' and d.created_at > now() - make_interval(days => ${misuseWindowDays})`);
  if ((rows[0]?.n ?? 0) < misuseThreshold) return false;
  const warned = await tx.execute<{ reporter_key: string }>(sql`
    insert into reporter_warnings (reporter_key) values (${key})
    on conflict (reporter_key) do update set warned_at = now()
      where reporter_warnings.warned_at <= now() - make_interval(days => ${misuseWindowDays})
    returning reporter_key`);
  if (!warned.rows[0]) return false;
  await recordAudit(tx, {
    action: "report.reporter_warned",
    actorId: null,
    targetId: isAccount ? key : null,
    targetKind: isAccount ? "user" : null,
    requestId,
    details: { reporter: isAccount ? key : "visitor", noActionReports: rows[0]?.n ?? 0 },
  });
  return true;
}

/**
 * Another operator decides an appeal (issue 36 part 4): keep the decision, or reverse it — the item restored, the
 * listing re-published, the suspension lifted — with a statement of its own to the person (bell and mail). The
 * operator who made the decision under appeal may decide it only when no other operator can.
 */
export async function decideAppeal(
  deps: ReportDeps,
  actor: Actor | null,
  appealId: string,
  input: { outcome: "upheld" | "reversed"; reason: string },
  request: RequestFacts,
): Promise<{ decisionId: string }> {
  const me = requireAccess(actor, "operator");
  const { rows } = await deps.db.execute<{ decision_id: string; status: string; user_id: string }>(
    sql`select decision_id, status, user_id from report_appeals where id = ${appealId}`,
  );
  const appeal = rows[0];
  if (!appeal) throw notFound(messages.appealNotFound);
  if (appeal.status !== "open") throw conflict(messages.appealDecided);
  const original = await decisionById(deps.db, appeal.decision_id);
  if (!original) throw notFound(messages.appealNotFound);
  if (original.operator_id === me.id && (await operatorsBesides(deps.db, me.id)).length > 0) {
    throw new HttpError(409, "not_your_appeal", messages.appealNotYours);
  }
  const reversed = input.outcome === "reversed";
  const { rows: caseRows } = await deps.db.execute<{ item_id: string }>(
    sql`select item_id from report_cases where id = ${original.case_id}`,
  );
  const itemId = caseRows[0]?.item_id as string;
  return withNotices(deps, async (tx) => {
    const closed = await tx.execute<{ id: string }>(sql`
      update report_appeals set status = 'decided', decided_at = now() where id = ${appealId} and status = 'open'
      returning id`);
    if (!closed.rows[0]) throw conflict(messages.appealDecided);
    const made = await tx.execute<{ id: string }>(sql`
      insert into report_decisions (case_id, kind, outcome, terms_section, facts, operator_id, affected_id, answers_id)
      values (${original.case_id}, 'appeal', ${input.outcome}, ${original.terms_section}, ${input.reason}, ${me.id},
              ${original.affected_id}, ${original.id})
      returning id`);
    const decisionId = made.rows[0]?.id as string;
    await tx.execute(sql`update report_appeals set result_id = ${decisionId} where id = ${appealId}`);
    let restored: string | null = null;
    const republished: Notice[] = [];
    if (reversed && original.outcome === "remove") {
      await tx.execute(sql`delete from removed_items where item_id = ${itemId}`);
      restored = "item";
    } else if (reversed && original.outcome === "unpublish") {
      const { rows: l } = await tx.execute<{ status: string }>(sql`select status from listings where id = ${itemId}`);
      if (l[0]?.status === "unpublished") {
        republished.push(...(await applyRepublish(tx, me, itemId, request)));
        restored = "listing";
      }
    } else if (reversed && original.outcome === "suspend" && original.affected_id) {
      await tx.execute(sql`delete from removed_items where decision_id = ${original.id}`);
      if (await suspensionOf(tx, original.affected_id)) {
        await liftSuspension(tx, original.affected_id, { operatorId: me.id, requestId: request.requestId });
        restored = "account";
      }
    }
    await recordAudit(tx, {
      action: "operator.appeal_decided",
      actorId: me.id,
      targetId: original.case_id,
      targetKind: "report_case",
      reason: input.outcome,
      requestId: request.requestId,
      details: { appealId, decisionId, appealed: original.id, reason: input.reason, restored },
    });
    return {
      result: { decisionId },
      notices: [
        ...republished,
        ...(original.affected_id
          ? [
              appealDecidedNotice(original.affected_id, {
                decisionId,
                reversed,
                link: statementPath(deps.statementKey, decisionId),
              }),
            ]
          : []),
      ],
    };
  });
}
