import nodemailer from "nodemailer";
import type { Db } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import type { JobQueue, QueueDefinition } from "../jobs/queue.ts";
import type { Logger } from "../lib/logger.ts";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (notification mails carry RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
};
export type Mailer = {
  /** Sends a mail: queued for the SMTP server when there is one (a slow or failing server never holds a request). */
  send(mail: Mail): Promise<void>;
  /** Hands a mail to the SMTP server now (the mail job's work); throws when it refuses or cannot be reached. */
  deliver(mail: Mail): Promise<void>;
};

/** The mail job: retried with backoff for about half an hour (5 s, 10 s, 20 s … ), then dead-lettered. */
export const mailQueue: QueueDefinition = {
  name: "mail",
  retryLimit: 8,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 60,
};

/** Runs queued mail through the SMTP server in this process. */
export async function workMail(queue: JobQueue, mailer: Mailer) {
  await queue.work<Mail>(mailQueue.name, (mail) => mailer.deliver(mail));
}

const linkPattern = /https?:\/\/[^\s<>"')]+/g;
export const linksIn = (text: string) => [...new Set(text.match(linkPattern) ?? [])];

/**
 * One mailer (DECISIONS.md). With SMTP_URL every mail goes out through nodemailer and nothing is kept: mail holds
 * reset and confirmation links, and a copy in the database would be one more place to steal them from. Without
 * SMTP (development) mail goes to the outbox table and the log, for the operator to read (docs/security.md).
 */
export function createMailer(deps: {
  db: Db;
  smtpUrl?: string;
  from: string;
  logger: Logger;
  /** With SMTP, `send` queues here and a mail job delivers (decision 0023); without a queue it delivers inline. */
  queue?: JobQueue;
}): Mailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : null;
  const mailer: Mailer = {
    async send(mail) {
      const links = linksIn(mail.text);
      if (!transport) {
        // The dev outbox is a row in our own database: nothing slow or flaky to keep away from the request.
        await deps.db
          .insert(mailOutbox)
          .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, links });
        deps.logger.info(`✉  mail to ${mail.to}: ${mail.subject}${links.length ? `\n   ${links.join("\n   ")}` : ""}`);
        return;
      }
      if (deps.queue) {
        await deps.queue.send(mailQueue.name, mail);
        return;
      }
      await mailer.deliver(mail);
    },
    async deliver(mail) {
      if (!transport) throw new Error("No SMTP server is set (SMTP_URL)");
      try {
        await transport.sendMail({
          from: deps.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
      } catch (error) {
        deps.logger.error(`mail to ${mail.to} failed: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
    },
  };
  return mailer;
}
