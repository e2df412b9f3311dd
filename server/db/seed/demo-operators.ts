import type { Db } from "../client.ts";
import { accountSuspensions, auditLog } from "../schema/index.ts";
import { DEMO_PASSWORD } from "./demo-accounts.ts";

/** The demo operator (README): signs in at /operator/sign-in and sets up two-factor sign-in on first use. */
export const DEMO_OPERATOR_EMAIL = "operator@demo.collabstay.test";
export const DEMO_OPERATOR_NAME = "Dana Okafor";
/** A suspended demo account, so the console's Users screen shows one. */
export const DEMO_SUSPENDED_EMAIL = "suspended@demo.collabstay.test";

type CreateUser = (input: {
  email: string;
  password: string;
  fullName: string;
  role: "creator" | "host" | "operator";
  emailVerified: boolean;
}) => Promise<{ id: string }>;

/** The operator's half of the demo data: the operator, one suspended creator, and their audit rows. */
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
  const message = "This account sent the same paid-promotion offer to every host within an hour.";
  await db.insert(accountSuspensions).values({
    userId: suspended.id,
    category: "spam",
    message,
    suspendedBy: operator.id,
  });
  await db.insert(auditLog).values([
    { action: "operator.created", targetId: operator.id, targetKind: "user" },
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
