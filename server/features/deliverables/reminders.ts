import { usageRightsLabels } from "@domain/deliverables.ts";
import { sql } from "drizzle-orm";
import { announce, type Notice, type Notified, notify } from "../notifications/notify.ts";
import type { TimerDeps } from "../notifications/timers.ts";
import { workspaceLink } from "./notices.ts";

const day = 86_400_000;
/** Days a change request may stay open before the creator is reminded. */
export const changeRequestReminderDays = 5;
/** Days before an approved asset's usage rights end when both parties are reminded (largest first). */
export const usageRightsReminderDays = [30, 7] as const;

/** The notices of one item in one transaction (both parties or neither), announced after commit. */
async function deliver(deps: TimerDeps, notices: Notice[]) {
  let notified: Notified = { userIds: [] };
  await deps.db.transaction(async (tx) => {
    notified = await notify(tx, notices);
  });
  await announce(deps.realtime, notified);
}

/**
 * Creators are reminded, once per change request, of one open for 5 days: the deliverable still needs changes,
 * no newer version answers it, and the collaboration's workspace is still open. The once-key is the deliverable's
 * (a version is reviewed once: it leaves `pending` with its one change request).
 */
export async function remindOpenChangeRequests(deps: TimerDeps, now: Date): Promise<number> {
  const due = await deps.db.execute<{
    id: string;
    application_id: string;
    creator_id: string;
    kind: string;
    file_name: string | null;
    title: string;
    host_name: string | null;
  }>(sql`
    select d.id, d.application_id, d.creator_id, d.kind, d.file_name, l.title, h.full_name as host_name
      from collaboration_deliverables d
      join applications a on a.id = d.application_id
      join listings l on l.id = a.listing_id
      left join profiles h on h.id = l.host_id
     where d.status = 'needs_changes'
       and a.status in ('accepted', 'contract', 'active')
       and not exists (select 1 from collaboration_deliverables v where v.previous_id = d.id)
       and exists (select 1 from content_feedback f
                    where f.deliverable_id = d.id and f.feedback_type = 'request_changes'
                      and f.created_at <= ${new Date(now.getTime() - changeRequestReminderDays * day)})
       and not exists (select 1 from notifications n
                        where n.user_id = d.creator_id and n.once_key = 'change-request-reminder:' || d.id::text)
     order by d.updated_at
     limit 200`);
  for (const d of due.rows) {
    const host = d.host_name ?? "Your host";
    const what = d.file_name ? `${d.kind} “${d.file_name}”` : `caption-only ${d.kind}`;
    await deliver(deps, [
      {
        userId: d.creator_id,
        type: "deliverable.change_request_reminder",
        title: `Changes still open for “${d.title}”`,
        body: `${host} asked for changes to your ${what} ${changeRequestReminderDays} days ago. Upload a new version so they can review it.`,
        link: workspaceLink(d.application_id),
        subjectId: d.id,
        onceKey: `change-request-reminder:${d.id}`,
      },
    ]);
  }
  return due.rows.length;
}

/**
 * Host and creator are reminded 30 and 7 days before an approved asset's usage rights end, once per asset and
 * threshold. Each threshold covers the time until the next smaller one, so an asset approved with less than 30
 * days left (or a tick missed for weeks) gets only the reminder that is still true. Unlimited rights have no
 * expiry and never match; rights already expired get nothing. The link is the Content Rights register, which
 * stays open after the collaboration (and its workspace) has ended.
 */
export async function remindExpiringRights(deps: TimerDeps, now: Date): Promise<number> {
  let sent = 0;
  for (const [i, days] of usageRightsReminderDays.entries()) {
    const nextDays = usageRightsReminderDays[i + 1] ?? 0;
    const key = `rights-expiring-${days}:`;
    const due = await deps.db.execute<{
      id: string;
      creator_id: string | null;
      host_id: string | null;
      file_name: string | null;
      kind: string;
      usage_rights: keyof typeof usageRightsLabels;
      rights_expire_at: string | Date;
      title: string;
    }>(sql`
      select d.id, d.creator_id, l.host_id, d.file_name, d.kind, d.usage_rights, d.rights_expire_at, l.title
        from collaboration_deliverables d
        join applications a on a.id = d.application_id
        join listings l on l.id = a.listing_id
       where d.status = 'approved' and d.rights_expire_at is not null
         and d.rights_expire_at > ${new Date(now.getTime() + nextDays * day)}
         and d.rights_expire_at <= ${new Date(now.getTime() + days * day)}
         and coalesce(d.creator_id, l.host_id) is not null
         and not exists (select 1 from notifications n where n.once_key = ${key} || d.id::text)
       order by d.rights_expire_at
       limit 200`);
    for (const d of due.rows) {
      const ends = new Date(d.rights_expire_at).toISOString().slice(0, 10);
      const what = d.file_name ? `${d.kind} “${d.file_name}”` : `caption-only ${d.kind}`;
      await deliver(
        deps,
        [d.host_id, d.creator_id].map((userId) => ({
          userId,
          type: "deliverable.usage_rights_expiring" as const,
          title: `Usage rights end in ${days} days: “${d.title}”`,
          body: `The ${usageRightsLabels[d.usage_rights]} usage rights for the ${what} from “${d.title}” end on ${ends}. After that date it may no longer be used unless you agree new terms.`,
          link: "/content-rights",
          subjectId: d.id,
          onceKey: `${key}${d.id}`,
        })),
      );
      sent++;
    }
  }
  return sent;
}
