import nodemailer from "nodemailer";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.ts";

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void> };

const linkPattern = /https?:\/\/[^\s<>"')]+/g;
export const linksIn = (text: string) => [...new Set(text.match(linkPattern) ?? [])];

/**
 * One mailer (DECISIONS.md). With SMTP_URL every mail goes out through nodemailer and nothing is kept: mail holds
 * reset and confirmation links, and a copy in the database would be one more place to steal them from. Without
 * SMTP (development) mail goes to the outbox table and the log, for the operator to read (docs/security.md).
 */
export function createMailer(deps: { db: Db; smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  return {
    async send(mail) {
      const links = linksIn(mail.text);
      if (!transport) {
        await deps.db
          .insert(mailOutbox)
          .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, links });
        deps.logger.info(`✉  mail to ${mail.to}: ${mail.subject}${links.length ? `\n   ${links.join("\n   ")}` : ""}`);
        return;
      }
      try {
        await transport.sendMail({
          from: deps.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      } catch (error) {
        deps.logger.error(`mail to ${mail.to} failed: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
    },
  };
}
