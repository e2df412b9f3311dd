import type { Notice } from "../notifications/notify.ts";

/** The creator, when the host records that they did not arrive: the host's note and the 72 hours to answer. */
export function noShowNotice(row: { id: string; creator_id: string; title: string }, note: string): Notice {
  return {
    userId: row.creator_id,
    type: "stay.no_show",
    title: `No-show recorded: ${row.title}`,
    body: `The host recorded that you did not arrive for “${row.title}”: ${note} You have 72 hours to contest it on your contract; uncontested, the collaboration is cancelled.`,
    link: "/contracts",
    subjectId: row.id,
  };
}

/** The host, when the creator contests the no-show. */
export function contestNotice(
  row: { id: string; host_id: string; title: string; creator_name: string | null },
  note: string,
): Notice {
  return {
    userId: row.host_id,
    type: "stay.no_show_contested",
    title: `No-show contested: ${row.title}`,
    body: `${row.creator_name ?? "The creator"} contests the no-show for “${row.title}”: ${note} It stays open until an operator decides it.`,
    link: "/contracts",
    subjectId: row.id,
  };
}

type StayNoticeRow = {
  id: string;
  application_id: string | null;
  title: string;
  host_id: string;
  creator_id: string;
  creator_name: string | null;
};

/** The workspace where the content goes (the contracts page for a collaboration without an application). */
const workspaceOf = (row: StayNoticeRow) =>
  row.application_id ? `/collaboration/${row.application_id}/deliverables` : "/contracts";

/** The creator, when the host records their arrival (one tap or the check-in code). */
export function arrivedNotice(row: StayNoticeRow): Notice {
  return {
    userId: row.creator_id,
    type: "stay.arrived",
    title: `Arrival recorded: ${row.title}`,
    body: `The host recorded your arrival at “${row.title}”. Enjoy the stay — the agreed content goes into the collaboration's workspace.`,
    link: "/contracts",
    subjectId: row.id,
  };
}

/**
 * When the stay departs: the host's recorded departure tells the creator (the host acted, and read the toast); the
 * agreed check-out date (the timer) tells both. Each says what comes next: the content, then completion.
 */
export function departedNotices(row: StayNoticeRow, by: "host" | "system"): Notice[] {
  const creator: Notice = {
    userId: row.creator_id,
    type: "stay.departed",
    title: `Stay over: ${row.title}`,
    body:
      by === "host"
        ? `The host recorded your departure from “${row.title}”. Upload the agreed content in the workspace; the collaboration completes once every agreed item is approved.`
        : `Your stay at “${row.title}” ended on the agreed check-out date. Upload the agreed content in the workspace; the collaboration completes once every agreed item is approved.`,
    link: workspaceOf(row),
    subjectId: row.id,
  };
  if (by === "host") return [creator];
  const host: Notice = {
    userId: row.host_id,
    type: "stay.departed",
    title: `Stay over: ${row.title}`,
    body: `${row.creator_name ?? "The creator"}'s stay at “${row.title}” ended on the agreed check-out date. Review the content in the workspace as it comes in; the collaboration completes once every agreed item is approved.`,
    link: workspaceOf(row),
    subjectId: row.id,
  };
  return [creator, host];
}
