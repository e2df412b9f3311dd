import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { accountSuspensions, auditLog, contactMessages, listings, listingUnpublications } from "../schema/index.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";

/** The demo operator (README): signs in at /operator/sign-in and sets up two-factor sign-in on first use. */
export const DEMO_OPERATOR_EMAIL = "operator@demo.collabstay.test";
export const DEMO_OPERATOR_NAME = "Dana Okafor";
/** A suspended demo account, so the console's Users screen shows one. */
export const DEMO_SUSPENDED_EMAIL = "suspended@demo.collabstay.test";
/** The accounts this file seeds (the start-up tests count every demo user). */
export const demoOperatorSeedEmails = [DEMO_OPERATOR_EMAIL, DEMO_SUSPENDED_EMAIL];

type CreateUser = (input: {
  email: string;
  password: string;
  fullName: string;
  role: "creator" | "host" | "operator";
  emailVerified: boolean;
}) => Promise<{ id: string }>;

/** Messages in the support inbox, as the contact form stores them. */
const demoSupportMessages = [
  {
    fullName: "Marta Lindqvist",
    email: "marta.lindqvist@example.test",
    message:
      "I applied to a stay in Positano two weeks ago and the host has not answered. Can you check whether the listing is still active?",
  },
  {
    fullName: "Tom Becker",
    email: "tom.becker@example.test",
    message: "A creator asked me to pay them through a link outside CollabStay. Is that allowed? It felt wrong.",
  },
  {
    fullName: "Ines Duarte",
    email: "ines.duarte@example.test",
    message: "How do I change the e-mail address on my account?",
  },
];

/** The demo listing an operator unpublished (demo-data.ts); its host asked to re-publish it. */
export const DEMO_UNPUBLISHED_TITLE = "Whitsundays Reef Snorkel Charter";
const unpublishedStatement =
  "The photos show a reef and a boat that are not the ones guests visit (they are stock images). Replace them with photos of your own charter.";

/**
 * The operator's half of the demo data: the operator, one suspended creator, support messages, one unpublished
 * listing with its host's open re-publication request (the console's queue), and audit rows.
 */
export async function seedDemoOperators(db: Db, createUser: CreateUser): Promise<void> {
  const operator = await createUser({
    email: DEMO_OPERATOR_EMAIL,
    password: DEMO_PASSWORD,
    fullName: DEMO_OPERATOR_NAME,
    role: "operator",
    emailVerified: true,
  });
  const suspended = await createUser({
    email: DEMO_SUSPENDED_EMAIL,
    password: DEMO_PASSWORD,
    fullName: "Quick Cash Promo",
    role: "creator",
    emailVerified: true,
  });
  await db.insert(contactMessages).values(demoSupportMessages.map((m) => ({ ...m, consent: true })));
  const message = "This account sent the same paid-promotion offer to every host within an hour.";
  await db.insert(accountSuspensions).values({
    userId: suspended.id,
    category: "spam",
    message,
    suspendedBy: operator.id,
  });
  const [listing] = await db
    .select({ id: listings.id, hostId: listings.hostId })
    .from(listings)
    .where(eq(listings.title, DEMO_UNPUBLISHED_TITLE))
    .limit(1);
  if (listing) {
    await db.insert(listingUnpublications).values({
      listingId: listing.id,
      category: "misleading",
      statement: unpublishedStatement,
      statusBefore: "active",
      unpublishedBy: operator.id,
      requestedAt: new Date(),
      requestNote: "All photos are now from our own boat, taken last week.",
    });
  }
  const moderation = listing
    ? [
        {
          action: "operator.listing_unpublished",
          actorId: operator.id,
          targetId: listing.id,
          targetKind: "listing",
          reason: "misleading",
          details: {
            statement: unpublishedStatement,
            hostId: listing.hostId,
            statusBefore: "active",
            applicationsRejected: 0,
            invitationsWithdrawn: 0,
          },
        },
        {
          action: "listing.republication_requested",
          actorId: listing.hostId,
          targetId: listing.id,
          targetKind: "listing",
          details: { note: "All photos are now from our own boat, taken last week." },
        },
      ]
    : [];
  await db.insert(auditLog).values([
    { action: "operator.created", targetId: operator.id, targetKind: "user" },
    ...moderation,
    {
      action: "operator.suspended",
      actorId: operator.id,
      targetId: suspended.id,
      targetKind: "user",
      reason: "spam",
      details: { message, listingsPaused: 0 },
    },
  ]);
}
