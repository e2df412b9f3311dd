import type { Auth } from "../../auth/auth.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { securityChangeMail } from "../../mail/security-templates.ts";

export type SecurityDeps = { auth: Auth; db: Db; config: Config; mailer: Mailer; logger: Logger };

/** What a request brings that the services need besides the actor. */
export type RequestFacts = { headers: Headers; ip: string | null; requestId: string };

/**
 * Tells the person about a change of how their account is protected. A mail that cannot be handed over is logged:
 * the change itself is done and stays done.
 */
export async function mailSecurityChange(
  deps: SecurityDeps,
  person: { email: string; name: string },
  what: string,
): Promise<void> {
  try {
    await deps.mailer.send(
      securityChangeMail(person.email, {
        name: person.name,
        what,
        at: new Date(),
        resetUrl: `${deps.config.publicUrl}/auth`,
      }),
    );
  } catch (error) {
    deps.logger.error(`security mail not sent: ${error instanceof Error ? error.message : error}`);
  }
}
