import { type contactSchema, siteMessages } from "@domain/site.ts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import { limit, waitInWords } from "../../lib/rate-limit.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { contactMail } from "../../mail/templates.ts";
import * as queries from "./queries.ts";

export type SiteDeps = { db: Db; mailer: Mailer; logger: Logger; supportEmail: string };

/** Contact form: 5 messages per IP per hour. */
export const contactLimit = { max: 5, windowSeconds: 60 * 60 };
/** Waitlist: 20 sign-ups per IP per hour (a team may add several addresses). */
export const waitlistLimit = { max: 20, windowSeconds: 60 * 60 };

/**
 * Stores the message, then mails it to support. The stored row is the record: a mail failure is
 * logged (the outbox keeps the error) and the sender still gets their confirmation.
 */
export async function sendContactMessage(deps: SiteDeps, input: z.output<typeof contactSchema>, ip: string | null) {
  await limit(deps.db, { key: `contact:${ip ?? "unknown"}`, ...contactLimit }, (seconds) =>
    siteMessages.tooMany(waitInWords(seconds)),
  );
  await queries.insertContactMessage(deps.db, { ...input, ipAddress: ip });
  try {
    await deps.mailer.send(contactMail(deps.supportEmail, input));
  } catch (error) {
    deps.logger.error(`contact mail failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function joinWaitlist(deps: SiteDeps, email: string, ip: string | null) {
  await limit(deps.db, { key: `waitlist:${ip ?? "unknown"}`, ...waitlistLimit }, (seconds) =>
    siteMessages.tooMany(waitInWords(seconds)),
  );
  const added = await queries.addToWaitlist(deps.db, email);
  return { status: added ? ("joined" as const) : ("already_joined" as const) };
}
