import { sql } from "drizzle-orm";
import type { Tx } from "../client.ts";

const description = (noShow: string | null, contest: string | null) =>
  `The host recorded a no-show: “${noShow ?? ""}”. The creator contests it: “${contest ?? ""}”`;

/**
 * Disputes in the demo (issue 37 part 5; decision 0069), on collaborations of the demo host with other creators
 * than the demo creator (the e2e suites use that pair): Lucas's contested no-show is the dispute it opens; Valentina's
 * overdue stay is disputed by the host ("content not delivered") with a thread; Kai's had a dispute decided
 * "mutual, back to active". Runs after the stays and due dates are seeded.
 */
export async function seedDemoDisputes(tx: Tx, input: { idOf: (key: string) => string; now: number }) {
  const { idOf, now } = input;
  const at = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
  const hostId = idOf("sofia");
  const collaborationOf = async (creator: string) => {
    const { rows } = await tx.execute<{
      id: string;
      no_show_note: string | null;
      contest_note: string | null;
      contested_at: string | null;
    }>(
      sql`select id, no_show_note, contest_note, contested_at from collaborations
           where host_id = ${hostId} and creator_id = ${idOf(creator)} and status = 'active'
           order by created_at desc limit 1`,
    );
    return rows[0] ?? null;
  };
  const open = async (
    collaborationId: string,
    values: { by: string; role: string; category: string; text: string; source: string; hoursAgo: number },
  ) => {
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into disputes (collaboration_id, opened_by, opener_role, category, description, source, status_before, opened_at)
      values (${collaborationId}, ${values.by}, ${values.role}, ${values.category}, ${values.text}, ${values.source},
              'active', ${at(values.hoursAgo)}::timestamptz)
      returning id`);
    await tx.execute(
      sql`update collaborations set disputed_at = ${at(values.hoursAgo)}::timestamptz where id = ${collaborationId}`,
    );
    return rows[0]?.id as string;
  };

  const lucas = await collaborationOf("lucas");
  if (lucas?.contested_at) {
    await open(lucas.id, {
      by: idOf("lucas"),
      role: "creator",
      category: "stay_not_provided",
      text: description(lucas.no_show_note, lucas.contest_note),
      source: "no_show_contest",
      hoursAgo: 40,
    });
  }

  const valentina = await collaborationOf("valentina");
  if (valentina) {
    const id = await open(valentina.id, {
      by: hostId,
      role: "host",
      category: "content_not_delivered",
      text: "Valentina checked out three weeks ago. One post arrived; the second post and the reel agreed in the terms are eight days overdue and my messages go unanswered.",
      source: "party",
      hoursAgo: 30,
    });
    const thread: [string | null, string, string, number][] = [
      [
        idOf("valentina"),
        "creator",
        "I'm sorry — my laptop was stolen on the way home. The reel is re-edited and I can deliver it this week.",
        26,
      ],
      [
        null,
        "operator",
        "Thank you both. Valentina, please upload the reel and the second post by Friday; Sofia, please review them within two days.",
        20,
      ],
    ];
    for (const [sender, role, body, hoursAgo] of thread) {
      await tx.execute(sql`insert into dispute_messages (dispute_id, sender_id, sender_role, body, created_at)
        values (${id}, ${sender}, ${role}, ${body}, ${at(hoursAgo)}::timestamptz)`);
    }
  }

  const kai = await collaborationOf("kai");
  if (kai) {
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into disputes (collaboration_id, opened_by, opener_role, category, description, status, status_before,
                            outcome, effect, reasons, opened_at, closed_at)
      values (${kai.id}, ${idOf("kai")}, 'creator', 'payment_record_wrong',
              'The ferry ticket payment request shows 60 instead of 80 euros.', 'resolved', 'active', 'mutual', 'active',
              'Both agreed the record was a typing error; Kai asks again for the right amount and the collaboration continues.',
              ${at(60)}::timestamptz, ${at(50)}::timestamptz)
      returning id`);
    const id = rows[0]?.id as string;
    await tx.execute(sql`insert into dispute_events (dispute_id, kind, actor_role, detail, created_at)
      values (${id}, 'resolved:mutual:active', 'operator',
              'Both agreed the record was a typing error; Kai asks again for the right amount and the collaboration continues.',
              ${at(50)}::timestamptz)`);
  }
}
