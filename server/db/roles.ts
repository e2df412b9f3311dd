import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";
import { userRoles } from "./schema/index.ts";

/** Whether the user holds the creator role (a save, an invitation or a public portfolio must name a creator). */
export async function isCreator(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "creator")));
  return Boolean(row);
}
