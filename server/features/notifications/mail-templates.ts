import type { Mail } from "../../mail/mailer.ts";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

export type NotificationMailInput = {
  to: string;
  name: string;
  subject: string;
  /** Paragraphs of plain text (user text included: escaped in the HTML part). */
  lines: string[];
  /** Absolute link to the thing the mail is about. */
  actionUrl: string;
  actionLabel: string;
  /** Web page that unsubscribes from this kind of mail, and from all mail. */
  unsubscribeTypeUrl: string;
  unsubscribeAllUrl: string;
  typeLabel: string;
  /** The RFC 8058 POST target (List-Unsubscribe). */
  oneClickUrl: string;
};

/**
 * A notification mail with a plain-text and an HTML part and the RFC 8058 one-click headers: mail clients show
 * their own "Unsubscribe" button and POST `List-Unsubscribe=One-Click` to the header's URL, no sign-in needed.
 */
export function notificationMail(input: NotificationMailInput): Mail {
  const text = [
    `Hi ${input.name},`,
    "",
    ...input.lines.flatMap((l) => [l, ""]),
    `${input.actionLabel}: ${input.actionUrl}`,
    "",
    "— The CollabStay team",
    "",
    `You get this e-mail because “${input.typeLabel}” e-mails are on in your notification settings.`,
    `Stop these e-mails: ${input.unsubscribeTypeUrl}`,
    `Stop all e-mails from CollabStay: ${input.unsubscribeAllUrl}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:600;color:#0f766e;margin:0 0 16px">CollabStay</p>
<p>Hi ${escapeHtml(input.name)},</p>
${input.lines.map((l) => `<p style="white-space:pre-line">${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(input.actionUrl)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(input.actionLabel)}</a></p>
<p>— The CollabStay team</p>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p style="font-size:12px;color:#6b7280">You get this e-mail because “${escapeHtml(input.typeLabel)}” e-mails are on in your notification settings.
<a href="${escapeHtml(input.unsubscribeTypeUrl)}">Stop these e-mails</a> · <a href="${escapeHtml(input.unsubscribeAllUrl)}">Stop all e-mails from CollabStay</a></p>
</div></body></html>`;
  return {
    to: input.to,
    subject: input.subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${input.oneClickUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
