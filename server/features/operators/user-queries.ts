import type { UserDetail, UserRow } from "@domain/operators.ts";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accountSuspensions, profiles, sessions, userRoles, users } from "../../db/schema/index.ts";

export const userPageSize = 20;

const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: userRoles.role,
  createdAt: users.createdAt,
  suspended: sql<boolean>`${accountSuspensions.userId} is not null`,
};

const toRow = (row: { createdAt: Date } & Omit<UserRow, "createdAt">): UserRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** `%`, `_` and `\` typed in the search box are matched as themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Accounts whose name or e-mail contains `q`, newest first, a page at a time (one more row says "more"). */
export async function searchUsers(db: Db, q: string | undefined, page: number) {
  const pattern = q ? likePattern(q) : null;
  const rows = await db
    .select(rowColumns)
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(accountSuspensions, eq(accountSuspensions.userId, users.id))
    .where(pattern ? sql`(${users.name} ilike ${pattern} or ${users.email} ilike ${pattern})` : undefined)
    // `nulls last` as `users_created_at_idx` is built (the columns are never null, so the order is the same): a plain
    // `desc` is `nulls first` and cannot walk that index, so every page sorted all accounts (decision 0057, bench).
    .orderBy(sql`${users.createdAt} desc nulls last`, sql`${users.id} desc nulls last`)
    .limit(userPageSize + 1)
    .offset((page - 1) * userPageSize);
  return { users: rows.slice(0, userPageSize).map(toRow), page, more: rows.length > userPageSize };
}

/** One account for its console page: profile, counts, sessions (device, last seen) and suspension. */
export async function userDetail(db: Db, userId: string): Promise<UserDetail | null> {
  const [row] = await db
    .select({
      ...rowColumns,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      phone: profiles.phone,
      location: profiles.location,
      listings: sql<number>`(select count(*)::int from listings where host_id = ${users.id})`,
      applications: sql<number>`(select count(*)::int from applications where creator_id = ${users.id})`,
      collaborations: sql<number>`(select count(*)::int from collaborations where host_id = ${users.id} or creator_id = ${users.id})`,
      category: accountSuspensions.category,
      message: accountSuspensions.message,
      endsAt: accountSuspensions.endsAt,
      since: accountSuspensions.createdAt,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(accountSuspensions, eq(accountSuspensions.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const live = await db
    .select({ device: sessions.userAgent, lastSeen: sessions.updatedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(sql`${sessions.userId} = ${userId} and ${sessions.expiresAt} > now()`)
    .orderBy(desc(sessions.updatedAt))
    .limit(20);
  const { category, message, endsAt, since, listings, applications, collaborations, ...rest } = row;
  return {
    ...toRow(rest),
    emailVerified: rest.emailVerified,
    twoFactorEnabled: rest.twoFactorEnabled,
    phone: rest.phone,
    location: rest.location,
    counts: { listings, applications, collaborations },
    sessions: live.map((s) => ({
      device: s.device,
      lastSeen: s.lastSeen.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    })),
    suspension:
      category && message && since
        ? { category, message, endsAt: endsAt?.toISOString() ?? null, since: since.toISOString() }
        : null,
  };
}
