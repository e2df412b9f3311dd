import { appealMonths } from "@domain/reports.ts";
import { sql } from "drizzle-orm";
import type { TimerStep } from "../../jobs/timer-step.ts";

/**
 * The timers step (decision 0060): the file kept with a case's snapshot is deleted once the case is decided, its
 * appeal period (6 months from the decision) is over and no appeal of it is open. The snapshot's text stays with
 * the case (the record of how the notice was handled); `file_purged_at` says the file went. The row is marked in
 * the same statement that picks it, so a tick that runs twice deletes each file once; a storage failure is logged
 * by the tick and the file is left (an orphan the storage can be swept of), never a broken row.
 */
export const purgeReportFiles: TimerStep = async (deps, now) => {
  if (!deps.storage) return 0;
  const { rows } = await deps.db.execute<{ file_key: string }>(sql`
    with due as (
      select s.case_id, s.file_key from report_snapshots s join report_cases c on c.id = s.case_id
       where s.file_key is not null and s.file_purged_at is null and c.status = 'decided'
         and c.decided_at <= ${now.toISOString()}::timestamptz - make_interval(months => ${appealMonths})
         and not exists (select 1 from report_appeals a join report_decisions d on d.id = a.decision_id
                          where d.case_id = c.id and a.status = 'open')
       limit 100
    ), old as (select case_id, file_key from due)
    update report_snapshots s set file_purged_at = now(), file_key = null
      from old where s.case_id = old.case_id
    returning old.file_key`);
  for (const { file_key } of rows) await deps.storage.delete(file_key);
  return rows.length;
};
