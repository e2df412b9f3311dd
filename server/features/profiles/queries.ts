import { type MyProfile, type SessionUser, toUserType } from "@domain/accounts.ts";
import { and, eq, sql } from "drizzle-orm";
import { authChannel } from "../../auth/session-cache.ts";
import { dataChannel } from "../../cache/read-cache.ts";
import type { Db, Tx } from "../../db/client.ts";
import { refreshCreatorDerived } from "../../db/creator-derived.ts";
import { profiles, userRoles, users } from "../../db/schema/index.ts";
import type { AlsoNotify } from "../../realtime/events.ts";
import { fileUrl } from "../../storage/storage.ts";

export type { MyProfile, SessionUser } from "@domain/accounts.ts";

export async function loadMyProfile(db: Db, userId: string): Promise<MyProfile | null> {
  const [row] = await db
    .select({
      id: profiles.id,
      email: users.email,
      fullName: profiles.fullName,
      role: userRoles.role,
      avatarKey: profiles.avatarKey,
      phone: profiles.phone,
      location: profiles.location,
      bio: profiles.bio,
      emailUpdates: profiles.emailUpdates,
      smsNotifications: profiles.smsNotifications,
      updatedAt: profiles.updatedAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(userRoles, eq(userRoles.userId, profiles.id))
    .where(eq(profiles.id, userId));
  if (!row) return null;
  const { role, avatarKey, updatedAt, ...rest } = row;
  return { ...rest, userType: toUserType(role), avatarUrl: fileUrl(avatarKey), updatedAt: updatedAt.toISOString() };
}

export async function loadSessionUser(db: Db, userId: string): Promise<SessionUser | null> {
  const profile = await loadMyProfile(db, userId);
  if (!profile) return null;
  const { id, email, fullName, userType, avatarUrl } = profile;
  return { id, email, fullName, userType, avatarUrl };
}

export type ProfileChanges = {
  fullName?: string;
  phone?: string | null;
  location?: string | null;
  bio?: string | null;
  emailUpdates?: boolean;
  smsNotifications?: boolean;
};

export type ContactState = { phone: string | null; smsNotifications: boolean };

/**
 * Updates the profile; the auth user's display name follows the full name in the same transaction.
 * `guard` sees the row's current phone and SMS switch, locked until commit, and may refuse the change by
 * throwing: two concurrent requests (one clearing the phone, one switching SMS on) cannot both pass.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  changes: ProfileChanges,
  guard?: (current: ContactState) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (guard) {
      const [current] = await tx
        .select({ phone: profiles.phone, smsNotifications: profiles.smsNotifications })
        .from(profiles)
        .where(eq(profiles.id, userId))
        .for("update");
      if (current) guard(current);
    }
    // The transaction announces its change itself after the commit (announceProfileChange): the mark, set as the
    // row is matched, keeps migration 0029's triggers from notifying inside it (decision 0070).
    await tx
      .update(profiles)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(profiles.id, userId), sql`set_config('collabstay.data_announced', 'on', true) = 'on'`));
    if (changes.fullName !== undefined) {
      await tx.update(users).set({ name: changes.fullName, updatedAt: sql`now()` }).where(eq(users.id, userId));
    }
    // Name, bio and location feed a creator's stored completeness and region; keep them in step.
    await refreshCreatorDerived(tx, userId);
  });
}

/**
 * What `updateProfile` announces once it has committed, the same notifications the triggers would have sent inside
 * it: every process forgets the answers read from the tables it wrote and from the person's own rows, and (a new
 * name) their cached sessions. Until another process hears it (about a millisecond), that process may answer from
 * what it kept; this process forgot it before the answer left (decision 0051's rule 3). A process killed between
 * the commit and the announcement leaves other processes' kept answers up to their 30 s age (decision 0070).
 */
export function profileChangeNotices(userId: string, changes: ProfileChanges): AlsoNotify {
  const tables = ["profiles", "creator_profiles", ...(changes.fullName !== undefined ? ["users"] : [])];
  return [
    ...tables.flatMap((table) => [[dataChannel, table] as const, [dataChannel, `${table}:${userId}`] as const]),
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
