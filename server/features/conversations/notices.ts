import type { Notice } from "../notifications/notify.ts";

/**
 * The other participant hears of a new message: one unread line per conversation (`collapse`), refreshed by each
 * newer message, its body the message's first 140 characters. The recipient is picked in the send's own statement.
 */
export function messageNotice(senderName: string, conversationId: string, content: string): Omit<Notice, "userId"> {
  return {
    type: "message.received",
    title: `New message from ${senderName}`,
    body: content.length > 140 ? `${content.slice(0, 140)}…` : content,
    link: `/messages/${conversationId}`,
    subjectId: conversationId,
    collapse: true,
  };
}
