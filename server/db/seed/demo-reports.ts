import { sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";

/**
 * Two more demo operators for reports (issue 36 part 6): the first decides cases, the second the appeals (an
 * appeal goes to another operator than the one who decided). Both set up two-factor sign-in on first use.
 */
export const DEMO_REPORTS_OPERATOR = { email: "reports@demo.collabstay.test", name: "Ravi Menon" };
export const DEMO_APPEALS_OPERATOR = { email: "appeals@demo.collabstay.test", name: "Lena Fischer" };
/** Decides disputes (issue 37): the seeded disputes wait for an operator; nobody else's journey signs in as her. */
export const DEMO_DISPUTES_OPERATOR = { email: "disputes@demo.collabstay.test", name: "Dana Okafor" };
export const demoReportSeedEmails = [
  DEMO_REPORTS_OPERATOR.email,
  DEMO_APPEALS_OPERATOR.email,
  DEMO_DISPUTES_OPERATOR.email,
];

type CreateUser = (input: {
  email: string;
  password: string;
  fullName: string;
  role: "creator" | "host" | "operator";
  emailVerified: boolean;
}) => Promise<{ id: string }>;

type Msg = { id: string; sender_id: string; recipient_id: string; content: string };
const day = 86_400_000;

/**
 * Reports in every state, written as the routes would: open cases (one listing reported by two people, a
 * message, a visitor's report of a creator profile), a case decided "no action", a warning with its statement
 * and an open appeal, a removal whose appeal was kept, and a removal whose appeal reversed it (restored).
 */
export async function seedDemoReports(db: Db, createUser: CreateUser): Promise<void> {
  const decider = await createUser({
    email: DEMO_REPORTS_OPERATOR.email,
    password: DEMO_PASSWORD,
    fullName: DEMO_REPORTS_OPERATOR.name,
    role: "operator",
    emailVerified: true,
  });
  const reviewer = await createUser({
    email: DEMO_APPEALS_OPERATOR.email,
    password: DEMO_PASSWORD,
    fullName: DEMO_APPEALS_OPERATOR.name,
    role: "operator",
    emailVerified: true,
  });
  await createUser({
    email: DEMO_DISPUTES_OPERATOR.email,
    password: DEMO_PASSWORD,
    fullName: DEMO_DISPUTES_OPERATOR.name,
    role: "operator",
    emailVerified: true,
  });
  const { rows: msgs } = await db.execute<Msg>(sql`
    select m.id, m.sender_id, case when m.sender_id = c.host_id then c.creator_id else c.host_id end as recipient_id,
           m.content
      from messages m join conversations c on c.id = m.conversation_id
     where m.sender_id is not null and c.host_id is not null and c.creator_id is not null
     order by m.created_at limit 4`);
  const { rows: listingRows } = await db.execute<{ id: string; host_id: string; title: string; description: string }>(
    sql`select id, host_id, title, description from listings where status = 'active' order by created_at limit 2`,
  );
  const { rows: creators } = await db.execute<{ id: string; full_name: string; bio: string | null }>(sql`
    select p.id, p.full_name, p.bio from profiles p join user_roles r on r.user_id = p.id and r.role = 'creator'
     order by p.created_at limit 3`);
  const [m1, m2, m3, m4] = msgs;
  const [l1, l2] = listingRows;
  const [c1, c2, c3] = creators;
  if (!m1 || !m2 || !m3 || !m4 || !l1 || !l2 || !c1 || !c2 || !c3) return;
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * day).toISOString();

  const openCase = async (
    kind: string,
    itemId: string,
    authorId: string,
    snapshot: { title: string | null; text: string | null; author: string | null },
    reports: { reporterId?: string; email?: string; category: string; explanation?: string; daysAgo: number }[],
    decidedDaysAgo?: number,
  ) => {
    const first = Math.max(...reports.map((r) => r.daysAgo));
    const { rows } = await db.execute<{ id: string }>(sql`
      insert into report_cases (item_kind, item_id, author_id, status, created_at, decided_at)
      values (${kind}, ${itemId}, ${authorId}, ${decidedDaysAgo === undefined ? "open" : "decided"}, ${at(first)},
              ${decidedDaysAgo === undefined ? null : at(decidedDaysAgo)})
      returning id`);
    const caseId = rows[0]?.id as string;
    await db.execute(sql`insert into report_snapshots (case_id, content, taken_at)
                         values (${caseId}, ${JSON.stringify(snapshot)}::jsonb, ${at(first)})`);
    for (const r of reports) {
      await db.execute(sql`
        insert into reports (case_id, reporter_id, reporter_email, category, explanation, created_at)
        values (${caseId}, ${r.reporterId ?? null}, ${r.email ?? null}, ${r.category}, ${r.explanation ?? null},
                ${at(r.daysAgo)})`);
    }
    return caseId;
  };
  const decide = async (
    caseId: string,
    input: { outcome: string; section?: string; facts?: string; affected?: string; daysAgo: number },
  ) => {
    const { rows } = await db.execute<{ id: string }>(sql`
      insert into report_decisions (case_id, outcome, terms_section, facts, operator_id, affected_id, created_at)
      values (${caseId}, ${input.outcome}, ${input.section ?? null}, ${input.facts ?? null}, ${decider.id},
              ${input.affected ?? null}, ${at(input.daysAgo)})
      returning id`);
    const decisionId = rows[0]?.id as string;
    await db.execute(sql`insert into audit_log (actor_id, action, target_id, target_kind, reason, at, details)
      values (${decider.id}, 'operator.report_decided', ${caseId}, 'report_case', ${input.outcome}, ${at(input.daysAgo)},
              ${JSON.stringify({ decisionId, facts: input.facts ?? null })}::jsonb)`);
    return decisionId;
  };
  const appeal = async (
    decisionId: string,
    caseId: string,
    userId: string,
    explanation: string,
    daysAgo: number,
    result?: { outcome: "upheld" | "reversed"; reason: string; daysAgo: number },
  ) => {
    let resultId: string | null = null;
    if (result) {
      const { rows } = await db.execute<{ id: string }>(sql`
        insert into report_decisions (case_id, kind, outcome, terms_section, facts, operator_id, affected_id,
                                      answers_id, created_at)
        select case_id, 'appeal', ${result.outcome}, terms_section, ${result.reason}, ${reviewer.id}, affected_id,
               id, ${at(result.daysAgo)}
          from report_decisions where id = ${decisionId}
        returning id`);
      resultId = rows[0]?.id ?? null;
      await db.execute(sql`insert into audit_log (actor_id, action, target_id, target_kind, reason, at)
        values (${reviewer.id}, 'operator.appeal_decided', ${caseId}, 'report_case', ${result.outcome},
                ${at(result.daysAgo)})`);
    }
    await db.execute(sql`
      insert into report_appeals (decision_id, user_id, explanation, status, assigned_to, result_id, created_at,
                                  decided_at)
      values (${decisionId}, ${userId}, ${explanation}, ${result ? "decided" : "open"}, ${reviewer.id}, ${resultId},
              ${at(daysAgo)}, ${result ? at(result.daysAgo) : null})`);
  };

  // Open: one listing reported by two creators (one case), a message, a visitor's report of a creator profile.
  await openCase("listing", l1.id, l1.host_id, { title: l1.title, text: l1.description, author: null }, [
    { reporterId: c1.id, category: "scam", explanation: "The host asked for a deposit by bank transfer.", daysAgo: 2 },
    { reporterId: c2.id, category: "off_platform", daysAgo: 1 },
  ]);
  await openCase("message", m1.id, m1.sender_id, { title: null, text: m1.content, author: null }, [
    { reporterId: m1.recipient_id, category: "harassment", explanation: "Keeps pushing after I said no.", daysAgo: 1 },
  ]);
  await openCase("creator", c3.id, c3.id, { title: c3.full_name, text: c3.bio, author: c3.full_name }, [
    { email: "visitor@example.test", category: "impersonation", explanation: "Uses my photos.", daysAgo: 0.2 },
  ]);
  // Decided: no action.
  const quiet = await openCase(
    "listing",
    l2.id,
    l2.host_id,
    { title: l2.title, text: l2.description, author: null },
    [{ reporterId: c1.id, category: "spam", daysAgo: 9 }],
    8,
  );
  await decide(quiet, { outcome: "no_action", daysAgo: 8 });
  // Decided: a warning with its statement; the author appealed and the appeal waits for the second operator.
  const warned = await openCase(
    "message",
    m2.id,
    m2.sender_id,
    { title: null, text: m2.content, author: null },
    [{ reporterId: m2.recipient_id, category: "off_platform", explanation: "Wants to be paid elsewhere.", daysAgo: 6 }],
    5,
  );
  const warning = await decide(warned, {
    outcome: "warn",
    section: "4",
    facts: "The message asks to arrange payment outside CollabStay, which the terms do not allow.",
    affected: m2.sender_id,
    daysAgo: 5,
  });
  await appeal(
    warning,
    warned,
    m2.sender_id,
    "I only asked whether an invoice is fine; I never asked to pay elsewhere.",
    4,
  );
  // Decided: removed; the appeal kept the decision.
  const kept = await openCase(
    "message",
    m3.id,
    m3.sender_id,
    { title: null, text: m3.content, author: null },
    [{ reporterId: m3.recipient_id, category: "harassment", daysAgo: 20 }],
    19,
  );
  const removal = await decide(kept, {
    outcome: "remove",
    section: "3",
    facts: "The message insults the other person. Messages must stay respectful.",
    affected: m3.sender_id,
    daysAgo: 19,
  });
  await db.execute(
    sql`insert into removed_items (item_kind, item_id, decision_id) values ('message', ${m3.id}, ${removal})`,
  );
  await appeal(removal, kept, m3.sender_id, "It was a joke between us.", 18, {
    outcome: "upheld",
    reason: "The other person reported it as hurtful; a joke does not make an insult acceptable here.",
    daysAgo: 16,
  });
  // Decided: removed; the appeal reversed it and the message is back.
  const restored = await openCase(
    "message",
    m4.id,
    m4.sender_id,
    { title: null, text: m4.content, author: null },
    [{ reporterId: m4.recipient_id, category: "spam", daysAgo: 15 }],
    14,
  );
  const second = await decide(restored, {
    outcome: "remove",
    section: "3",
    facts: "The message looked like a copied advertisement sent to many people.",
    affected: m4.sender_id,
    daysAgo: 14,
  });
  await appeal(second, restored, m4.sender_id, "This was a personal answer about our collaboration.", 13, {
    outcome: "reversed",
    reason: "The message answers the other person's question about the stay: it is not spam. It is restored.",
    daysAgo: 12,
  });
}
