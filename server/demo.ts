import { count } from "drizzle-orm";
import { users } from "./db/schema/index.ts";
import { seedDemoOperators } from "./db/seed/demo-operators.ts";
import { seedDemoReports } from "./db/seed/demo-reports.ts";
import { seedDemoData } from "./db/seed/seed.ts";
import { createAccount } from "./features/accounts/service.ts";
import type { Services } from "./services.ts";

/**
 * Demo data goes only into an empty database (DECISIONS.md). Returns whether it seeded. The check and the seed
 * run under the start-up lock, so processes starting together on one database seed it once.
 */
export async function seedIfEmpty(services: Services): Promise<boolean> {
  const { db } = services.database;
  return services.database.exclusive(async () => {
    const [row] = await db.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return false;
    const createUser: Parameters<typeof seedDemoOperators>[1] = (input) => createAccount(services.auth, db, input);
    await seedDemoData({ db, storage: services.storage, createUser });
    await seedDemoOperators(db, createUser);
    await seedDemoReports(db, createUser);
    return true;
  });
}
