import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { refreshCreatorDerived } from "../../db/creator-derived.ts";
import {
  accounts,
  creatorListingImages,
  creatorProfiles,
  portfolioMedia,
  profiles,
  sessions,
  userRoles,
  users,
} from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";

export type NewAccount = {
  email: string;
  fullName: string;
  passwordHash: string;
  role: "creator" | "host" | "operator";
  emailVerified: boolean;
};

/**
 * Creates the auth user, its credential account, the profile and the role row in one transaction:
 * either all of them exist afterwards or none. A second sign-up with the same e-mail hits the
 * unique index on users.email (also when both run at once) and returns null.
 */
export async function insertAccount(db: Db, input: NewAccount): Promise<{ id: string } | null> {
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values({ id, name: input.fullName, email: input.email, emailVerified: input.emailVerified });
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: id,
        providerId: "credential",
        userId: id,
        password: input.passwordHash,
      });
      await tx.insert(profiles).values({ id, fullName: input.fullName });
      await tx.insert(userRoles).values({ userId: id, role: input.role });
      // Every creator has a creator_profiles row from the start, so discovery can join it; its derived
      // columns (completeness, region, the search copy of the name) come from the one shared function.
      if (input.role === "creator") {
        await tx.insert(creatorProfiles).values({ id });
        await refreshCreatorDerived(tx, id);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return { id };
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function findUserById(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}

export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}

/**
 * Storage keys of the files that are the user's alone (avatar, portfolio, their gallery photos), collected before the
 * rows go. Files of shared records — listings, deliverables — are settled by shared-records.ts (decision 0063).
 */
export async function storageKeysOwnedBy(tx: Tx | Db, userId: string): Promise<string[]> {
  const keys: string[] = [];
  const [profile] = await tx.select({ key: profiles.avatarKey }).from(profiles).where(eq(profiles.id, userId));
  if (profile?.key) keys.push(profile.key);
  const media = await tx
    .select({ key: portfolioMedia.storageKey })
    .from(portfolioMedia)
    .where(eq(portfolioMedia.userId, userId));
  const gallery = await tx
    .select({ key: creatorListingImages.storageKey })
    .from(creatorListingImages)
    .where(eq(creatorListingImages.creatorId, userId));
  // Evidence files of disputes on the person's collaborations go with those disputes (settleSharedRecords, decision 0069).
  const evidence = await tx.execute<{ key: string }>(sql`
    select e.file_key as key from dispute_evidence e join disputes ds on ds.id = e.dispute_id
      join collaborations c on c.id = ds.collaboration_id
     where c.host_id = ${userId} or c.creator_id = ${userId}`);
  for (const row of [...media, ...gallery, ...evidence.rows]) {
    if (row.key) keys.push(row.key);
  }
  return [...new Set(keys)];
}

/**
 * What is kept by e-mail address rather than by account (issue 40 part 5): the contact form's messages and their
 * replies, the host waitlist, mails in the dev outbox, and better-auth's pending links for this user. None of it
 * cascades from the user row, so account deletion removes it here, in the same transaction.
 */
export async function deleteByAddress(tx: Tx | Db, userId: string, email: string): Promise<void> {
  await tx.execute(sql`delete from contact_messages where lower(email) = lower(${email})`);
  await tx.execute(sql`delete from waitlist where lower(email) = lower(${email})`);
  await tx.execute(sql`delete from mail_outbox
    where lower("to") = lower(${email}) or strpos(lower(text), lower(${email})) > 0`);
  await tx.execute(sql`delete from verifications where value = ${userId} or identifier = ${email.toLowerCase()}`);
  // Throttle counters that name the address (sign-in, reset) or the account (messages, uploads); they would end
  // within the hour anyway.
  await tx.execute(sql`delete from rate_limits
    where key in (${`login:email:${email.toLowerCase()}`}, ${`reset:email:${email.toLowerCase()}`})
       or strpos(key, ${userId}) > 0`);
}

/** Removes the user; foreign keys cascade to everything they own and null out their side of shared rows. */
export async function deleteUser(tx: Tx | Db, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
