import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.ts";

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void> };

const linkPattern = /https?:\/\/[^\s<>"')]+/g;
export const linksIn = (text: string) => [...new Set(text.match(linkPattern) ?? [])];

/**
 * One mailer (DECISIONS.md): every mail is stored in `mail_outbox`; with SMTP_URL it is also sent
 * through nodemailer, otherwise it is printed to the log with its links (the dev outbox).
 */
export function createMailer(deps: { db: Db; smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  return {
    async send(mail) {
      const links = linksIn(mail.text);
      const [row] = await deps.db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, links })
        .returning({ id: mailOutbox.id });
      if (!transport) {
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
        if (row) await deps.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (row) await deps.db.update(mailOutbox).set({ error: message }).where(eq(mailOutbox.id, row.id));
        deps.logger.error(`mail to ${mail.to} failed: ${message}`);
        throw error;
      }
    },
  };
}
