/** A moment as the person's browser writes it ("27 Nov 2026, 17:31"). */
export const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
