import type { Db } from "../../db/client.ts";
import { contactMessages, waitlist } from "../../db/schema/index.ts";

/** Adds the address; false when it is already on the list (unique on lower(email)). */
export async function addToWaitlist(db: Db, email: string): Promise<boolean> {
  const rows = await db.insert(waitlist).values({ email }).onConflictDoNothing().returning({ id: waitlist.id });
  return rows.length > 0;
}

export async function insertContactMessage(
  db: Db,
  input: { fullName: string; email: string; message: string; consent: boolean; ipAddress: string | null },
) {
  const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
  return row;
}
