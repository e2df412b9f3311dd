/** How many sent ids a stream remembers to drop duplicates (a replayed event that also arrives live). */
const rememberedIds = 1000;

/**
 * Which events a stream still has to send. Event ids come from one sequence, but they are taken when a statement
 * inserts and fanned out when it commits, so two sends to the same person that commit in the other order arrive
 * with their ids the other way round (11, then 10). Dropping everything at or below the highest id sent would
 * lose the 10 — a message that never shows up live. So a stream sends every id above its starting point once.
 */
export function createEventGate(startAfter: number) {
  let floor = startAfter;
  let highest = startAfter;
  const sent = new Set<number>();
  return {
    /** True the first time an id above the starting point comes by (then it counts as sent). */
    admit(id: number): boolean {
      if (id <= floor || sent.has(id)) return false;
      sent.add(id);
      highest = Math.max(highest, id);
      if (sent.size > rememberedIds) {
        // Forget the oldest; ids that old are below the floor from now on.
        const [oldest] = sent;
        if (oldest !== undefined) {
          sent.delete(oldest);
          floor = Math.max(floor, oldest);
        }
      }
      return true;
    },
    /** The starting point changes (a replay that is too long restarts after the newest event). */
    restartAfter(id: number) {
      floor = id;
      highest = Math.max(highest, id);
      sent.clear();
    },
    /** The highest id sent so far (what the stream tells the client it is up to). */
    highest: () => highest,
  };
}
