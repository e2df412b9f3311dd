import {
  type AppealRow,
  type CaseDetail,
  type CaseRow,
  categoryLabelOf,
  outcomeLabelOf,
  outcomesFor,
  type ReportItemKind,
} from "@domain/reports.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { loadItem } from "./items.ts";

const pageSize = 20;
const iso = (v: string | Date) => new Date(v).toISOString();

type CaseSql = {
  id: string;
  item_kind: ReportItemKind;
  item_id: string;
  title: string | null;
  status: "open" | "decided";
  categories: string[] | null;
  reports: number;
  created_at: string;
  low_priority: boolean;
};
const toRow = (r: CaseSql): CaseRow => ({
  id: r.id,
  itemKind: r.item_kind,
  itemId: r.item_id,
  title: r.title,
  status: r.status,
  categories: r.categories ?? [],
  reports: r.reports,
  openedAt: iso(r.created_at),
  lowPriority: r.low_priority,
});
const caseColumns = sql`c.id, c.item_kind, c.item_id,
  coalesce(s.content->>'title', left(s.content->>'text', 80)) as title, c.status, c.created_at,
  c.low_priority,
  (select array_agg(distinct r.category) from reports r where r.case_id = c.id) as categories,
  (select count(*)::int from reports r where r.case_id = c.id) as reports`;

/**
 * The console's queue (issue 36 part 2): one row per case (the reports of one item together), open cases oldest
 * first with the low-priority ones (Art. 23) after all others, or decided ones newest first; `category` keeps the
 * cases with a report of that category. Beside it, the open appeals, oldest first.
 */
export async function casePage(
  db: Db,
  query: { category?: string; status?: "open" | "decided"; page: number },
): Promise<{ cases: CaseRow[]; more: boolean; page: number; appeals: AppealRow[] }> {
  const status = query.status ?? "open";
  const filter = query.category
    ? sql`and exists (select 1 from reports r where r.case_id = c.id and r.category = ${query.category})`
    : sql``;
  const order =
    status === "open"
      ? sql`order by c.low_priority, c.created_at, c.seq`
      : sql`order by c.decided_at desc nulls last, c.seq desc`;
  const { rows } = await db.execute<CaseSql>(sql`
    select ${caseColumns} from report_cases c left join report_snapshots s on s.case_id = c.id
     where c.status = ${status} ${filter} ${order}
     limit ${pageSize + 1} offset ${(query.page - 1) * pageSize}`);
  const { rows: appeals } = await db.execute<{
    id: string;
    case_id: string;
    decision_id: string;
    outcome: string;
    item_kind: ReportItemKind;
    user_id: string;
    person: string | null;
    created_at: string;
    assigned_to: string | null;
    assignee: string | null;
  }>(sql`
    select a.id, d.case_id, a.decision_id, d.outcome, c.item_kind, a.user_id, p.full_name as person, a.created_at,
           a.assigned_to, ap.full_name as assignee
      from report_appeals a join report_decisions d on d.id = a.decision_id
      join report_cases c on c.id = d.case_id
      left join profiles p on p.id = a.user_id left join profiles ap on ap.id = a.assigned_to
     where a.status = 'open' order by a.created_at limit 100`);
  return {
    cases: rows.slice(0, pageSize).map(toRow),
    more: rows.length > pageSize,
    page: query.page,
    appeals: appeals.map((a) => ({
      id: a.id,
      caseId: a.case_id,
      decisionId: a.decision_id,
      outcome: a.outcome,
      itemKind: a.item_kind,
      person: { id: a.person ? a.user_id : null, name: a.person },
      createdAt: iso(a.created_at),
      assignedTo: a.assigned_to ? { id: a.assigned_to, name: a.assignee } : null,
    })),
  };
}

/**
 * One case for the console: the snapshot and the item as it is now, every report with the reporter's words, the
 * decisions (with their appeals) and the author's earlier decisions on other cases.
 */
export async function caseDetail(
  db: Db,
  id: string,
  sign: (key: string) => Promise<string>,
): Promise<CaseDetail | null> {
  const { rows } = await db.execute<
    CaseSql & {
      author_id: string | null;
      author_name: string | null;
      suspended: boolean;
      content: { title: string | null; text: string | null; author: string | null };
      file_key: string | null;
      taken_at: string;
      file_purged_at: string | null;
    }
  >(sql`
    select ${caseColumns}, c.author_id, ap.full_name as author_name,
           exists (select 1 from account_suspensions x where x.user_id = c.author_id) as suspended,
           s.content, s.file_key, s.taken_at, s.file_purged_at
      from report_cases c left join report_snapshots s on s.case_id = c.id
      left join profiles ap on ap.id = c.author_id
     where c.id = ${id}`);
  const row = rows[0];
  if (!row) return null;
  const current = await loadItem(db, row.item_kind, row.item_id);
  const { rows: reportRows } = await db.execute<{
    id: string;
    category: string;
    explanation: string | null;
    reporter_id: string | null;
    reporter_name: string | null;
    email: string | null;
    created_at: string;
    low_priority: boolean;
  }>(sql`
    select r.id, r.category, r.explanation, r.reporter_id, p.full_name as reporter_name,
           coalesce(u.email, r.reporter_email) as email, r.created_at, r.low_priority
      from reports r left join profiles p on p.id = r.reporter_id left join users u on u.id = r.reporter_id
     where r.case_id = ${id} order by r.created_at, r.seq`);
  const { rows: decisions } = await db.execute<{
    id: string;
    kind: "case" | "appeal";
    outcome: string;
    terms_section: string | null;
    facts: string | null;
    operator_id: string | null;
    operator_name: string | null;
    created_at: string;
    appeal_id: string | null;
    appeal_explanation: string | null;
    appeal_at: string | null;
    appeal_status: "open" | "decided" | null;
    appeal_assigned: string | null;
    result_outcome: string | null;
    result_reason: string | null;
  }>(sql`
    select d.id, d.kind, d.outcome, d.terms_section, d.facts, d.operator_id, op.full_name as operator_name,
           d.created_at, a.id as appeal_id, a.explanation as appeal_explanation, a.created_at as appeal_at,
           a.status as appeal_status, a.assigned_to as appeal_assigned, rd.outcome as result_outcome,
           rd.facts as result_reason
      from report_decisions d left join profiles op on op.id = d.operator_id
      left join report_appeals a on a.decision_id = d.id
      left join report_decisions rd on rd.id = a.result_id
     where d.case_id = ${id} order by d.created_at, d.seq`);
  const { rows: history } = row.author_id
    ? await db.execute<{ case_id: string; item_kind: ReportItemKind; outcome: string; created_at: string }>(sql`
        select d.case_id, c.item_kind, d.outcome, d.created_at from report_decisions d
          join report_cases c on c.id = d.case_id
         where c.author_id = ${row.author_id} and d.case_id <> ${id}
         order by d.created_at desc limit 20`)
    : { rows: [] };
  return {
    ...toRow(row),
    author: { id: row.author_id, name: row.author_name, suspended: row.suspended },
    snapshot: {
      title: row.content?.title ?? null,
      text: row.content?.text ?? null,
      author: row.content?.author ?? null,
      fileUrl: row.file_key && !row.file_purged_at ? await sign(row.file_key) : null,
      takenAt: iso(row.taken_at ?? row.created_at),
      filePurged: Boolean(row.file_purged_at),
    },
    current: current ? { title: current.title, text: current.text, removed: current.removed } : null,
    reportList: reportRows.map((r) => ({
      id: r.id,
      category: r.category,
      categoryLabel: categoryLabelOf(r.category),
      explanation: r.explanation,
      reporter: { id: r.reporter_id, name: r.reporter_name, email: r.email },
      createdAt: iso(r.created_at),
      lowPriority: r.low_priority,
    })),
    outcomes: outcomesFor(row.item_kind),
    decisions: decisions.map((d) => ({
      id: d.id,
      kind: d.kind,
      outcome: d.outcome,
      outcomeLabel: outcomeLabelOf(d.outcome),
      termsSection: d.terms_section,
      facts: d.facts,
      operator: { id: d.operator_id, name: d.operator_name },
      at: iso(d.created_at),
      appeal:
        d.appeal_id && d.appeal_explanation && d.appeal_at && d.appeal_status
          ? {
              id: d.appeal_id,
              explanation: d.appeal_explanation,
              createdAt: iso(d.appeal_at),
              status: d.appeal_status,
              outcome: d.result_outcome,
              reason: d.result_reason,
              assignedTo: d.appeal_assigned,
            }
          : null,
    })),
    authorHistory: history.map((h) => ({
      caseId: h.case_id,
      itemKind: h.item_kind,
      outcome: h.outcome,
      at: iso(h.created_at),
    })),
  };
}
