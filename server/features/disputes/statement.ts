import { disputeCategories, disputeEffectStatements, disputeOutcomes } from "@domain/disputes.ts";
import type { Statement } from "@domain/reports.ts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../lib/app-env.ts";
import { notFound } from "../../lib/errors.ts";
import { validStatementToken } from "../reports/statement-token.ts";

type Row = {
  id: string;
  host_id: string;
  creator_id: string;
  title: string;
  category: keyof typeof disputeCategories;
  outcome: keyof typeof disputeOutcomes;
  effect: keyof typeof disputeEffectStatements;
  reasons: string;
  closed_at: string | Date;
};

/**
 * A decided dispute's statement of reasons (decision 0069), on the reports' statement page (`/statements/:id`, its
 * token links): for both parties of the collaboration — signed in, or with the link's token — and 404 for anyone
 * else. Null when `id` is no decided dispute (the page then reads a report decision).
 */
export async function disputeStatement(
  deps: { db: Db; statementKey: Buffer },
  actor: Actor | null,
  id: string,
  token: string | undefined,
  notFoundMessage: string,
): Promise<Statement | null> {
  const { rows } = await deps.db.execute<Row>(sql`
    select d.id, c.host_id, c.creator_id, l.title, d.category, d.outcome, d.effect, d.reasons, d.closed_at
      from disputes d join collaborations c on c.id = d.collaboration_id join listings l on l.id = c.listing_id
     where d.id = ${id} and d.status = 'resolved'`);
  const row = rows[0];
  if (!row) return null;
  const party = Boolean(actor && !actor.operator && (actor.id === row.host_id || actor.id === row.creator_id));
  if (!party && !validStatementToken(deps.statementKey, id, token)) throw notFound(notFoundMessage);
  return {
    id: row.id,
    itemKind: "collaboration",
    itemLabel: "Collaboration",
    itemTitle: row.title,
    outcome: disputeOutcomes[row.outcome],
    restriction: disputeEffectStatements[row.effect],
    termsSection: null,
    facts: `The dispute: ${disputeCategories[row.category]}.\n\n${row.reasons}`,
    automated:
      "No automated means took part: a CollabStay operator read the collaboration's record and the dispute's thread and decided.",
    decidedAt: (row.closed_at instanceof Date ? row.closed_at : new Date(row.closed_at)).toISOString(),
    onAppeal: null,
    appeal: { possible: false, until: null, sent: null },
  };
}
