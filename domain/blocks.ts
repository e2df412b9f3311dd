import { z } from "zod";
import { blockMessages } from "./block-labels.ts";

/**
 * Blocking another person (issue 37 part 1, decision 0068). Between the two, in both directions: no new
 * conversations, no messages outside a running collaboration, no applications, no invitations, and neither finds
 * the other in discovery or on their pages. The blocked person is never told: what they meet is worded like any
 * closed conversation or missing page. The person who blocked is told plainly, with the way back (Unblock).
 */

export const blockSchema = z.strictObject({ userId: z.uuid(blockMessages.personNotFound) });

export const blockedPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(["host", "creator"]).nullable(),
  blockedAt: z.string(),
});
export type BlockedPerson = z.output<typeof blockedPersonSchema>;

export const blockListSchema = z.object({ items: z.array(blockedPersonSchema) });
export const blockResponseSchema = z.object({ block: blockedPersonSchema });

export { blockMessages };
