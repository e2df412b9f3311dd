import { type MyProfile, type SessionUser, toUserType } from "@domain/accounts.ts";
import { eq, sql } from "drizzle-orm";
import { authChannel } from "../../auth/session-cache.ts";
import { dataChannel, forgottenHere } from "../../cache/read-cache.ts";
import type { Db, Tx } from "../../db/client.ts";
import { refreshCreatorDerived } from "../../db/creator-derived.ts";
import { profiles, userRoles, users } from "../../db/schema/index.ts";
import type { AlsoNotify } from "../../realtime/events.ts";
import { fileUrl } from "../../storage/storage.ts";
import type { ProfileChanges, ProfileRow } from "./profile-write.ts";

export type { MyProfile, SessionUser } from "@domain/accounts.ts";

/** The columns of a person's own profile answer (`profiles` joined with `users`). */
const ownProfileColumns = {
  id: profiles.id,
  email: users.email,
  fullName: profiles.fullName,
  avatarKey: profiles.avatarKey,
  phone: profiles.phone,
  location: profiles.location,
  bio: profiles.bio,
  emailUpdates: profiles.emailUpdates,
  smsNotifications: profiles.smsNotifications,
  updatedAt: profiles.updatedAt,
};

export async function loadMyProfile(db: Db, userId: string): Promise<MyProfile | null> {
  const [row] = await db
    .select({ ...ownProfileColumns, role: userRoles.role })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(eq(profiles.id, userId));
  if (!row) return null;
  const { role, ...rest } = row;
  return toMyProfile(rest, toUserType(role));
}

/** A profile row as the account's own answers show it. */
export function toMyProfile(row: ProfileRow, userType: MyProfile["userType"]): MyProfile {
  const { avatarKey, updatedAt, ...rest } = row;
  return { ...rest, userType, avatarUrl: fileUrl(avatarKey), updatedAt: updatedAt.toISOString() };
}

/**
 * The signed-in person's own profile for their own answers (GET /api/profile, kept by the read cache): the user type
 * is the session's (the same stored role, read by the session; a role change forgets the person's sessions, and
 * the read cache keys answers by it), so the answer reads only the person's own `profiles` and `users` rows.
 */
export async function loadOwnProfile(
  db: Db,
  userId: string,
  userType: MyProfile["userType"],
): Promise<MyProfile | null> {
  const [row] = await db
    .select(ownProfileColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row ? toMyProfile(row, userType) : null;
}

export async function loadSessionUser(db: Db, userId: string): Promise<SessionUser | null> {
  const profile = await loadMyProfile(db, userId);
  if (!profile) return null;
  const { id, email, fullName, userType, avatarUrl } = profile;
  return { id, email, fullName, userType, avatarUrl };
}

/**
 * What `updateProfile` announces once it has committed, the same notifications the triggers would have sent inside
 * it: every process forgets the answers read from the tables it wrote and from the person's own rows, and (a new
 * name) their cached sessions. Until another process hears it (about a millisecond), that process may answer from
 * what it kept; this process forgot it before the answer left (decision 0051's rule 3), so the data notices carry
 * its mark (`forgottenHere`: both callers' routes declare `profileEditScope`, which covers every topic here) and it
 * keeps the answer the edit kept for the editor's next read. A process killed between the commit and the
 * announcement leaves other processes' kept answers up to their 30 s age (decision 0070).
 */
export function profileChangeNotices(userId: string, changes: ProfileChanges): AlsoNotify {
  const tables = ["profiles", "creator_profiles", ...(changes.fullName !== undefined ? ["users"] : [])];
  return [
    ...tables.flatMap((table) => [
      [dataChannel, forgottenHere(table)] as const,
      [dataChannel, forgottenHere(`${table}:${userId}`)] as const,
    ]),
    ...(changes.fullName !== undefined ? [[authChannel, userId] as const] : []),
  ];
}

/** Points the profile at a new avatar and returns the previous key (for removal after commit). */
export async function replaceAvatar(
  db: Db,
  userId: string,
  file: { key: string; bytes: number },
  /** Runs under the row lock before the row changes: the storage quota's re-check. */
  beforeUpdate: (tx: Tx) => Promise<void>,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatarKey: profiles.avatarKey })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for("update");
    await beforeUpdate(tx);
    await tx
      .update(profiles)
      .set({ avatarKey: file.key, avatarBytes: file.bytes, updatedAt: sql`now()` })
      .where(eq(profiles.id, userId));
    await refreshCreatorDerived(tx, userId);
    return before?.avatarKey ?? null;
  });
}
