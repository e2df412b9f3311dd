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
