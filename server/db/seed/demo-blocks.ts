import type { Tx } from "../client.ts";
import { blocks } from "../schema/index.ts";

/**
 * The seed's blocked pair (issue 37 part 5, decision 0068): Camila Rojas (host) blocked Kai, a creator with nothing
 * running with her. Neither is the demo host or creator, whose journeys the e2e tests walk together. Sign in as
 * camila.rojas@demo.collabstay.test to see Kai under Settings → Blocked people; as Kai, Camila's listings are
 * gone from search.
 */
export const demoBlockedPair = { blocker: "camila", blocked: "kai" } as const;

export async function seedDemoBlocks(tx: Tx, { idOf, now }: { idOf: (key: string) => string; now: number }) {
  await tx.insert(blocks).values({
    blockerId: idOf(demoBlockedPair.blocker),
    blockedId: idOf(demoBlockedPair.blocked),
    createdAt: new Date(now - 5 * 86_400_000),
  });
}
