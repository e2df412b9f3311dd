import type { SupportMessage, SupportThread } from "@domain/operators.ts";
import { asc, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { contactMessages, supportReplies, users } from "../../db/schema/index.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { notFound } from "../../lib/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { supportReplyMail } from "../../mail/templates.ts";
import { recordAudit } from "../audit/record.ts";

export type SupportDeps = { db: Db; mailer: Mailer };
export const supportPageSize = 20;

const assignees = alias(users, "support_assignee");
const messageColumns = {
  id: contactMessages.id,
  fullName: contactMessages.fullName,
  email: contactMessages.email,
  message: contactMessages.message,
  status: contactMessages.status,
  assigneeId: contactMessages.assigneeId,
  assigneeName: assignees.name,
  createdAt: contactMessages.createdAt,
};
type MessageRow = {
  [K in keyof typeof messageColumns]: K extends "createdAt"
    ? Date
    : K extends "assigneeId" | "assigneeName"
      ? string | null
      : K extends "status"
        ? SupportMessage["status"]
        : string;
};
const toMessage = ({ assigneeId, assigneeName, createdAt, ...row }: MessageRow): SupportMessage => ({
  ...row,
  assignee: assigneeId ? { id: assigneeId, name: assigneeName } : null,
  createdAt: createdAt.toISOString(),
});

/** The inbox, newest first, by status (the status index), 20 a page. */
export async function supportPage(deps: SupportDeps, status: SupportMessage["status"] | undefined, page: number) {
  const rows = await deps.db
    .select(messageColumns)
    .from(contactMessages)
    .leftJoin(assignees, eq(assignees.id, contactMessages.assigneeId))
    .where(status ? eq(contactMessages.status, status) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(supportPageSize + 1)
    .offset((page - 1) * supportPageSize);
  return {
    messages: rows.slice(0, supportPageSize).map((r) => toMessage(r as MessageRow)),
    page,
    more: rows.length > supportPageSize,
  };
}

export async function supportThread(deps: SupportDeps, id: string): Promise<SupportThread> {
  const [row] = await deps.db
    .select(messageColumns)
    .from(contactMessages)
    .leftJoin(assignees, eq(assignees.id, contactMessages.assigneeId))
    .where(eq(contactMessages.id, id));
  if (!row) throw notFound("Message not found");
  const replies = await deps.db
    .select({ id: supportReplies.id, body: supportReplies.body, by: users.name, createdAt: supportReplies.createdAt })
    .from(supportReplies)
    .leftJoin(users, eq(users.id, supportReplies.operatorId))
    .where(eq(supportReplies.messageId, id))
    .orderBy(asc(supportReplies.createdAt));
  return {
    message: toMessage(row as MessageRow),
    replies: replies.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

/** Status and assignee (the caller, or nobody). Audited. */
export async function updateSupport(
  deps: SupportDeps,
  actor: Actor | null,
  id: string,
  input: { status?: SupportMessage["status"] | undefined; assignToMe?: boolean | undefined },
  requestId: string,
): Promise<SupportThread> {
  const me = requireAccess(actor, "operator");
  await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(contactMessages)
      .set({
        ...(input.status && { status: input.status }),
        ...(input.assignToMe !== undefined && { assigneeId: input.assignToMe ? me.id : null }),
      })
      .where(eq(contactMessages.id, id))
      .returning({ id: contactMessages.id });
    if (!changed) throw notFound("Message not found");
    await recordAudit(tx, {
      action: "operator.support_updated",
      actorId: me.id,
      targetId: id,
      targetKind: "support_message",
      requestId,
      details: { status: input.status ?? null, assignToMe: input.assignToMe ?? null },
    });
  });
  return supportThread(deps, id);
}

/**
 * A reply from the console: kept with the message (status answered, assigned to the replier if nobody was) and the
 * audit row in one transaction, then sent by the mailer to the person (the outbox, or SMTP through its queue).
 */
export async function replyToSupport(
  deps: SupportDeps,
  actor: Actor | null,
  id: string,
  body: string,
  requestId: string,
): Promise<SupportThread> {
  const me = requireAccess(actor, "operator");
  const message = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ fullName: contactMessages.fullName, email: contactMessages.email, message: contactMessages.message })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for("update");
    if (!row) throw notFound("Message not found");
    await tx.insert(supportReplies).values({ messageId: id, operatorId: me.id, body });
    await tx
      .update(contactMessages)
      .set({ status: "answered", assigneeId: sql`coalesce(${contactMessages.assigneeId}, ${me.id}::uuid)` })
      .where(eq(contactMessages.id, id));
    await recordAudit(tx, {
      action: "operator.support_replied",
      actorId: me.id,
      targetId: id,
      targetKind: "support_message",
      requestId,
      details: { length: body.length },
    });
    return row;
  });
  await deps.mailer.send(supportReplyMail(message.email, { ...message, question: message.message, reply: body }));
  return supportThread(deps, id);
}
