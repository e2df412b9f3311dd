import {
  appealMonths,
  automatedText,
  type CreateReportInput,
  reportMessages as messages,
  misuseWindowDays,
  outcomeLabelOf,
  type ReportItemKind,
  removableKinds,
  reportItemLabels,
  restrictionLabels,
  type Statement,
  statementOutcomeLabels,
  termsLink,
  termsSections,
} from "@domain/reports.ts";
import { sql } from "drizzle-orm";
import type { Auth } from "../../auth/auth.ts";
import type { Db } from "../../db/client.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { type ErrorCode, HttpError, notFound } from "../../lib/errors.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { RealtimeHub } from "../../realtime/events.ts";
import { newKey, type Storage } from "../../storage/storage.ts";
import { type AbuseLimiter, takeAllowance } from "../abuse-limits/allowance.ts";
import { recordAudit } from "../audit/record.ts";
import { disputeStatement } from "../disputes/statement.ts";
import { withNotices } from "../notifications/notify.ts";
import { canSee, loadItem } from "./items.ts";
import { receivedNotice, visitorReceivedMail } from "./notices.ts";
import { validStatementToken } from "./statement-token.ts";

export type ReportDeps = {
  db: Db;
  realtime: RealtimeHub;
  storage: Storage;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  /** Signs statement links (statement-token.ts). */
  statementKey: Buffer;
  /** Per-account abuse limits (decision 0061): reports per hour and per day. */
  abuse: AbuseLimiter;
};
type RequestFacts = { requestId: string; headers: Headers };

const conflict = (code: ErrorCode, message: string) => new HttpError(409, code, message);

/** Who a reporter is for "already reported" and Art. 23: an account id, or a visitor's address. */
export const reporterKeyOf = (reporterId: string | null, email: string | null) =>
  reporterId ?? `email:${(email ?? "").toLowerCase()}`;

/** Art. 23: a reporter warned less than 90 days ago queues last (decision 0060). */
async function queuesLast(db: Db, key: string): Promise<boolean> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from reporter_warnings
     where reporter_key = ${key} and warned_at > now() - make_interval(days => ${misuseWindowDays})`);
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Files a report (issue 36 part 1). Members report what they can see (not their own); visitors only a public
 * creator profile, with their e-mail. One open case per item gathers its reports; one report per person per open
 * case (ten at once: one, the others 409 "already reported"). The first report of a case keeps a snapshot of the
 * item — its text in the row, its file copied under `reports/` — so a later edit or deletion does not erase it.
 */
export async function fileReport(
  deps: ReportDeps,
  actor: Actor | null,
  input: CreateReportInput,
  _request: RequestFacts,
): Promise<{ id: string }> {
  if (actor?.operator) throw new HttpError(403, "operator_account", "Operators act on items from the console.");
  const reporterId = actor?.id ?? null;
  const email = reporterId ? null : (input.email ?? null);
  if (!reporterId) {
    if (input.itemKind !== "creator") throw new HttpError(401, "unauthenticated", messages.visitorKind);
    if (!email) throw new HttpError(400, "validation_failed", messages.visitorEmail, { email: messages.visitorEmail });
  }
  const item = await loadItem(deps.db, input.itemKind, input.itemId);
  if (!item || !canSee(item, reporterId)) throw notFound(messages.notFound);
  if (reporterId && item.authorId === reporterId) throw new HttpError(400, "own_item", messages.own);
  const key = reporterKeyOf(reporterId, email);
  const low = await queuesLast(deps.db, key);
  const made = await withNotices(deps, async (tx) => {
    // First in the transaction (decision 0061): a refused or duplicate report rolls its count back with it.
    await takeAllowance(tx, deps.abuse, "report", key);
    const opened = await tx.execute<{ id: string }>(sql`
      insert into report_cases (item_kind, item_id, author_id, low_priority)
      values (${item.kind}, ${item.id}, ${item.authorId}, ${low})
      on conflict (item_kind, item_id) where status = 'open' do nothing
      returning id`);
    let caseId = opened.rows[0]?.id;
    const isNew = Boolean(caseId);
    if (caseId) {
      await tx.execute(sql`
        insert into report_snapshots (case_id, content, file_type)
        values (${caseId}, ${JSON.stringify({ title: item.title, text: item.text, author: item.authorName })}::jsonb,
                ${item.fileKey ? item.fileType : null})`);
    } else {
      const { rows } = await tx.execute<{ id: string }>(sql`
        select id from report_cases where item_kind = ${item.kind} and item_id = ${item.id} and status = 'open'`);
      caseId = rows[0]?.id;
    }
    if (!caseId) throw conflict("conflict", messages.decided);
    const inserted = await tx.execute<{ id: string }>(sql`
      insert into reports (case_id, reporter_id, reporter_email, category, explanation, low_priority)
      values (${caseId}, ${reporterId}, ${email}, ${input.category}, ${input.explanation || null}, ${low})
      on conflict do nothing
      returning id`);
    const report = inserted.rows[0];
    if (!report) throw conflict("already_reported", messages.already);
    if (!low) await tx.execute(sql`update report_cases set low_priority = false where id = ${caseId} and low_priority`);
    return {
      result: { id: report.id, caseId, isNew },
      notices: reporterId ? [receivedNotice(reporterId, item.kind, report.id)] : [],
    };
  });
  if (email) await deps.mailer.send(visitorReceivedMail(email));
  if (made.isNew && item.fileKey) await keepFile(deps, made.caseId, item.fileKey);
  return { id: made.id };
}

/** Copies the reported item's file out of the author's reach (its deletion no longer deletes the evidence). */
async function keepFile(deps: ReportDeps, caseId: string, key: string): Promise<void> {
  try {
    const file = await deps.storage.get(key);
    if (!file) return;
    const extension = key.split(".").pop() ?? "bin";
    const copy = newKey(`reports/${caseId}`, /^[a-z0-9]{1,5}$/i.test(extension) ? extension : "bin");
    await deps.storage.put(copy, file.data, file.contentType);
    await deps.db.execute(sql`update report_snapshots set file_key = ${copy}, file_type = ${file.contentType}
                               where case_id = ${caseId}`);
  } catch (error) {
    deps.logger.error(`reports: could not keep the file of case ${caseId}: ${String(error)}`);
  }
}

/** The reporter's own reports and their outcome: action taken or not, never the statement's details. */
export async function myReports(db: Db, actor: Actor | null) {
  const me = requireAccess(actor, "signed-in");
  const { rows } = await db.execute<{
    id: string;
    item_kind: ReportItemKind;
    category: string;
    created_at: string;
    status: "open" | "decided";
    outcome: string | null;
  }>(sql`
    select r.id, c.item_kind, r.category, r.created_at, c.status,
           case when d.outcome is null then null when d.outcome = 'no_action' then 'no_action' else 'action_taken' end
             as outcome
      from reports r join report_cases c on c.id = r.case_id
      left join report_decisions d on d.case_id = c.id and d.kind = 'case'
     where r.reporter_id = ${me.id}
     order by r.created_at desc, r.seq desc limit 100`);
  return rows.map((r) => ({
    id: r.id,
    itemKind: r.item_kind,
    category: r.category,
    createdAt: new Date(r.created_at).toISOString(),
    status: r.status,
    outcome: r.outcome,
  }));
}

type DecisionRow = {
  id: string;
  case_id: string;
  kind: "case" | "appeal";
  outcome: string;
  terms_section: string | null;
  facts: string | null;
  operator_id: string | null;
  affected_id: string | null;
  answers_id: string | null;
  created_at: string;
  item_kind: ReportItemKind;
  snapshot_title: string | null;
};

export async function decisionById(db: Db, id: string): Promise<DecisionRow | null> {
  const { rows } = await db.execute<DecisionRow>(sql`
    select d.id, d.case_id, d.kind, d.outcome, d.terms_section, d.facts, d.operator_id, d.affected_id, d.answers_id,
           d.created_at, c.item_kind, s.content->>'title' as snapshot_title
      from report_decisions d join report_cases c on c.id = d.case_id
      left join report_snapshots s on s.case_id = c.id
     where d.id = ${id}`);
  return rows[0] ?? null;
}

/** The end of a decision's appeal period. */
export const appealUntil = (decidedAt: Date) => {
  const until = new Date(decidedAt);
  until.setUTCMonth(until.getUTCMonth() + appealMonths);
  return until;
};

/**
 * The decision a statement is, when the caller may read it: the person it is about, signed in, or anyone holding
 * the link's token (a suspended person cannot sign in). Anyone else: 404, as if it did not exist.
 */
async function readableDecision(
  deps: Pick<ReportDeps, "db" | "statementKey">,
  actor: Actor | null,
  id: string,
  token: string | undefined,
) {
  const row = await decisionById(deps.db, id);
  const mine = Boolean(actor && !actor.operator && row?.affected_id === actor.id);
  if (!row?.affected_id || row.outcome === "no_action") throw notFound(messages.statementNotFound);
  if (!mine && !validStatementToken(deps.statementKey, id, token)) throw notFound(messages.statementNotFound);
  return { row, personId: row.affected_id };
}

/** A statement of reasons, for the person it is about only. */
export async function statementFor(
  deps: Pick<ReportDeps, "db" | "statementKey">,
  actor: Actor | null,
  id: string,
  token?: string,
): Promise<Statement> {
  const db = deps.db;
  // A decided dispute's statement has the same page (decision 0069).
  const dispute = await disputeStatement(deps, actor, id, token, messages.statementNotFound);
  if (dispute) return dispute;
  const { row } = await readableDecision(deps, actor, id, token);
  const original = row.kind === "appeal" && row.answers_id ? await decisionById(db, row.answers_id) : null;
  const restricted = (original ?? row).outcome as keyof typeof restrictionLabels;
  const section = (original ?? row).terms_section ?? "";
  const { rows: appeals } = await db.execute<{
    created_at: string;
    status: "open" | "decided";
    result_id: string | null;
    outcome: string | null;
  }>(sql`
    select a.created_at, a.status, a.result_id, d.outcome from report_appeals a
      left join report_decisions d on d.id = a.result_id where a.decision_id = ${id}`);
  const sent = appeals[0];
  const decidedAt = new Date(row.created_at);
  const until = appealUntil(decidedAt);
  return {
    id: row.id,
    itemKind: row.item_kind,
    itemLabel: reportItemLabels[row.item_kind],
    itemTitle: row.snapshot_title,
    outcome: statementOutcomeLabels[row.outcome] ?? outcomeLabelOf(row.outcome),
    restriction:
      row.kind === "appeal" && row.outcome === "reversed"
        ? "The earlier decision is reversed: what it restricted is restored."
        : restricted === "suspend" && removableKinds.includes(row.item_kind)
          ? `${restrictionLabels.suspend} The reported ${reportItemLabels[row.item_kind].toLowerCase()} was removed too.`
          : (restrictionLabels[restricted] ?? ""),
    termsSection: {
      key: section,
      title: (termsSections as Record<string, { title: string }>)[section]?.title ?? section,
      link: termsLink(section),
    },
    facts: row.facts ?? "",
    automated: automatedText,
    decidedAt: decidedAt.toISOString(),
    onAppeal:
      row.kind === "appeal" && row.answers_id
        ? { reversed: row.outcome === "reversed", originalId: row.answers_id }
        : null,
    appeal: {
      possible: row.kind === "case" && !sent && until.getTime() > Date.now(),
      until: row.kind === "case" ? until.toISOString() : null,
      sent: sent
        ? {
            at: new Date(sent.created_at).toISOString(),
            status: sent.status,
            outcome: sent.outcome,
            resultId: sent.result_id,
          }
        : null,
    },
  };
}

/** Operators who may decide an appeal of `deciderId`'s decision: two-factor set up, not suspended, not the decider. */
async function otherOperators(db: Db, deciderId: string | null): Promise<{ id: string; open: number }[]> {
  const { rows } = await db.execute<{ id: string; open: number }>(sql`
    select r.user_id as id,
           (select count(*)::int from report_appeals a where a.assigned_to = r.user_id and a.status = 'open') as open
      from user_roles r join users u on u.id = r.user_id
     where r.role = 'operator' and u.two_factor_enabled
       and not exists (select 1 from account_suspensions s where s.user_id = r.user_id)
       and r.user_id is distinct from ${deciderId}
     order by open, r.user_id`);
  return rows;
}
export const operatorsBesides = otherOperators;

/**
 * The affected person contests a decision, once, within 6 months, with an explanation (issue 36 part 4). The appeal
 * is assigned to another operator than the one who decided, when there is one (the fewest open appeals first).
 */
export async function appealDecision(
  deps: ReportDeps,
  actor: Actor | null,
  id: string,
  explanation: string,
  request: RequestFacts & { token?: string },
): Promise<void> {
  const { row, personId } = await readableDecision(deps, actor, id, request.token);
  const me = { id: personId };
  if (row.kind !== "case") throw conflict("conflict", messages.alreadyAppealed);
  if (appealUntil(new Date(row.created_at)).getTime() <= Date.now()) {
    throw conflict("appeal_too_late", messages.appealTooLate);
  }
  const assignee = (await otherOperators(deps.db, row.operator_id))[0]?.id ?? null;
  await deps.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into report_appeals (decision_id, user_id, explanation, assigned_to)
      values (${id}, ${me.id}, ${explanation}, ${assignee})
      on conflict (decision_id) do nothing returning id`);
    const made = rows[0];
    if (!made) throw conflict("already_appealed", messages.alreadyAppealed);
    await recordAudit(tx, {
      action: "report.appealed",
      actorId: me.id,
      targetId: row.case_id,
      targetKind: "report_case",
      requestId: request.requestId,
      details: { decisionId: id, appealId: made.id, assignedTo: assignee },
    });
  });
}
