import { dataExportMessages, formatBytes } from "@domain/data-export.ts";
import type { Mail } from "../../mail/mailer.ts";
import type { Notice } from "../notifications/notify.ts";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** "4 December 2026" (UTC: the mail cannot know the reader's zone). */
export const untilText = (at: Date) =>
  at.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** Where the ready export is downloaded: the Account tab (sign-in first), never the file itself (decision 0063). */
export const exportPagePath = "/settings?section=account#download-my-data";

/** The bell's entry (the feature mails the person itself: the mail below). */
export function exportReadyNotice(userId: string, exportId: string, expiresAt: Date): Notice {
  return {
    userId,
    type: "account.data_export_ready",
    title: dataExportMessages.readyTitle,
    body: dataExportMessages.readyBody(untilText(expiresAt)),
    link: exportPagePath,
    subjectId: exportId,
    mail: false,
  };
}

/**
 * The "your data is ready" mail: always sent (the person asked for it), whatever their notification settings. Its
 * button opens the Account tab, where the signed-in owner downloads the ZIP: a forwarded or leaked mail hands
 * nobody the data.
 */
export function exportReadyMail(
  to: string,
  input: { name: string; url: string; expiresAt: Date; bytes: number; fileCount: number },
): Mail {
  const until = untilText(input.expiresAt);
  const lines = [
    `The copy of your CollabStay data you asked for is ready: a ZIP of ${formatBytes(input.bytes)} with your data (data.json), ${input.fileCount} of your files and a README.txt saying what is inside.`,
    `Download it from Settings → Account until ${until}, signed in to your account. After that it is deleted; you can ask for a new one at any time.`,
    "If you did not ask for this, change your password and sign out your other sessions.",
  ];
  const text = [
    `Hi ${input.name},`,
    "",
    ...lines.flatMap((l) => [l, ""]),
    `Download your data: ${input.url}`,
    "",
    "— The CollabStay team",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:600;color:#0f766e;margin:0 0 16px">CollabStay</p>
<p>Hi ${escapeHtml(input.name)},</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(input.url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">Download your data</a></p>
<p style="font-size:13px;color:#6b7280">Or open this address: <a href="${escapeHtml(input.url)}">${escapeHtml(input.url)}</a></p>
<p>— The CollabStay team</p>
</div></body></html>`;
  return { to, subject: "Your CollabStay data is ready to download", text, html };
}
