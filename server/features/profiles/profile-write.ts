import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { type CreatorDerivedInputs, creatorDerived } from "../../db/creator-derived.ts";
import { profiles } from "../../db/schema/index.ts";

/**
 * The profile edit in one statement (issue 39): the profile row, the auth user's name when the full name changes,
 * and a creator's derived `completeness`, `region` and `search` (creator-derived.ts), answered with the changed row
 * — no re-read. The derived fields are computed in the domain's functions from the rows as read just before, so the
 * statement writes only if those rows are still the versions read (`xmin`), under their row locks; when another
 * change came in between, the edit runs again in a transaction that locks the rows before it reads them. Either way
 * every rule is checked against the rows the write changes, and the write and its derived fields commit together.
 */

export type ProfileChanges = {
  fullName?: string;
  phone?: string | null;
  location?: string | null;
  bio?: string | null;
  emailUpdates?: boolean;
  smsNotifications?: boolean;
};

export type ContactState = { phone: string | null; smsNotifications: boolean };

/** The profile row as an edit answers it (the caller adds the user type). */
export type ProfileRow = {
  id: string;
  email: string;
  fullName: string;
  avatarKey: string | null;
  phone: string | null;
  location: string | null;
  bio: string | null;
  emailUpdates: boolean;
  smsNotifications: boolean;
  updatedAt: Date;
};

/** What the edit reads before it writes: the SMS rule's fields, the derived fields' inputs, the rows' versions. */
type Seen = ContactState &
  CreatorDerivedInputs & {
    profileVersion: string;
    /** Null: the person has no creator row (a host), and the write checks there still is none. */
    creatorVersion: string | null;
  };

const columnOf: Record<keyof ProfileChanges, string> = {
  fullName: profiles.fullName.name,
  phone: profiles.phone.name,
  location: profiles.location.name,
  bio: profiles.bio.name,
  emailUpdates: profiles.emailUpdates.name,
  smsNotifications: profiles.smsNotifications.name,
};

async function readSeen(db: Db | Tx, userId: string): Promise<Seen | null> {
  const result = await db.execute<{
    phone: string | null;
    sms_notifications: boolean;
    avatar_key: string | null;
    full_name: string;
    bio: string | null;
    location: string | null;
    profile_version: string;
    creator_version: string | null;
    specialty: string | null;
    platforms: string[] | null;
    follower_count: number | null;
    instagram_handle: string | null;
    tiktok_handle: string | null;
    youtube_handle: string | null;
  }>(sql`
    select p.phone, p.sms_notifications, p.avatar_key, p.full_name, p.bio, p.location, p.xmin::text as profile_version,
           c.xmin::text as creator_version, c.specialty, c.platforms, c.follower_count, c.instagram_handle,
           c.tiktok_handle, c.youtube_handle
      from profiles p left join creator_profiles c on c.id = p.id
     where p.id = ${userId}`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    phone: row.phone,
    smsNotifications: row.sms_notifications,
    avatarKey: row.avatar_key,
    fullName: row.full_name,
    bio: row.bio,
    location: row.location,
    specialty: row.specialty,
    platforms: row.platforms,
    followerCount: row.follower_count === null ? null : Number(row.follower_count),
    instagramHandle: row.instagram_handle,
    tiktokHandle: row.tiktok_handle,
    youtubeHandle: row.youtube_handle,
    profileVersion: row.profile_version,
    creatorVersion: row.creator_version,
  };
}

/** The statement that writes the edit if the rows are still at the versions `seen` read; null otherwise. */
async function writeIfCurrent(
  db: Db | Tx,
  userId: string,
  changes: ProfileChanges,
  seen: Seen,
): Promise<ProfileRow | null> {
  const sets: SQL[] = [];
  for (const [key, column] of Object.entries(columnOf) as [keyof ProfileChanges, string][]) {
    const value = changes[key];
    if (value !== undefined) sets.push(sql`${sql.identifier(column)} = ${value}`);
  }
  const pick = <K extends keyof ProfileChanges & keyof Seen>(key: K) =>
    (changes[key] !== undefined ? changes[key] : seen[key]) as Seen[K];
  const derived =
    seen.creatorVersion === null
      ? null
      : creatorDerived({ ...seen, fullName: pick("fullName"), bio: pick("bio"), location: pick("location") });
  const result = await db.execute<{
    id: string;
    email: string;
    full_name: string;
    avatar_key: string | null;
    phone: string | null;
    location: string | null;
    bio: string | null;
    email_updates: boolean;
    sms_notifications: boolean;
    updated_at: Date | string;
  }>(sql`
    with locked as materialized (
      -- The transaction announces its change itself after the commit (profileChangeNotices): the mark keeps
      -- migration 0029's triggers from notifying inside it (decision 0070).
      select id, xmin::text as version, set_config('collabstay.data_announced', 'on', true) as announced
        from profiles where id = ${userId} for update
    ), locked_creator as materialized (
      -- Locked after the profile row (its id comes from \`locked\`), as every other writer of the two does: the
      -- same order everywhere, so two edits cannot wait for each other.
      select xmin::text as version from creator_profiles where id = (select id from locked) for update
    ), still as (
      select 1 from locked
       where locked.version = ${seen.profileVersion}
         and (select version from locked_creator) is not distinct from ${seen.creatorVersion}::text
    ), p as (
      update profiles set ${sql.join([...sets, sql`updated_at = now()`], sql`, `)}
       where id = ${userId} and exists (select 1 from still)
      returning id, full_name, avatar_key, phone, location, bio, email_updates, sms_notifications, updated_at, search
    )${
      changes.fullName !== undefined
        ? sql`, named as (
      update users set name = ${changes.fullName}, updated_at = now() where id = ${userId} and exists (select 1 from p)
    )`
        : sql``
    }${
      derived
        ? sql`, derived as (
      update creator_profiles
         set completeness = ${derived.completeness}, region = ${derived.region},
             search = (select search from p), updated_at = now()
       where id = ${userId} and exists (select 1 from p)
    )`
        : sql``
    }
    select p.id, u.email, p.full_name, p.avatar_key, p.phone, p.location, p.bio, p.email_updates, p.sms_notifications,
           p.updated_at
      from p join users u on u.id = p.id`);
  const row = result.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    fullName: row.full_name,
    avatarKey: row.avatar_key,
    phone: row.phone,
    location: row.location,
    bio: row.bio,
    emailUpdates: row.email_updates,
    smsNotifications: row.sms_notifications,
    updatedAt: new Date(row.updated_at),
  };
}

/**
 * Updates the profile; the auth user's display name follows the full name and a creator's derived fields follow
 * their inputs, in the same statement. `guard` sees the row's current phone and SMS switch — those the write then
 * changes, checked by version under the row lock — and may refuse the change by throwing: two concurrent requests
 * (one clearing the phone, one switching SMS on) cannot both pass. Null when there is no profile.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  changes: ProfileChanges,
  guard?: (current: ContactState) => void,
): Promise<ProfileRow | null> {
  // Most edits: one read, one statement.
  const seen = await readSeen(db, userId);
  if (!seen) return null;
  guard?.(seen);
  const written = await writeIfCurrent(db, userId, changes, seen);
  if (written) return written;
  // Another change came in between (or the profile is gone): lock the rows, read them again, write.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from profiles where id = ${userId} for update`);
    await tx.execute(sql`select 1 from creator_profiles where id = ${userId} for update`);
    const current = await readSeen(tx, userId);
    if (!current) return null;
    guard?.(current);
    const row = await writeIfCurrent(tx, userId, changes, current);
    if (!row) throw new Error("profile changed under its row lock");
    return row;
  });
}
