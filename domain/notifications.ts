import { z } from "zod";
import { dateWithWeekday } from "./date-words.ts";

/**
 * Every kind of notification (issue 10 part 2). One list drives the bell, the e-mail and the per-type choice on
 * the Notifications settings tab, so a new kind cannot be half wired. `group` orders the settings tab.
 */
export const notificationTypes = [
  "application.created",
  "application.accepted",
  "application.rejected",
  "application.pending_reminder",
  "invitation.received",
  "invitation.answered",
  "message.received",
  "terms.proposed",
  "terms.accepted",
  "terms.rejected",
  "terms.expired",
  "deliverable.uploaded",
  "deliverable.changes_requested",
  "deliverable.change_request_reminder",
  "deliverable.approved",
  "deliverable.usage_rights_expiring",
  "deliverable.due_soon",
  "deliverable.due_today",
  "deliverable.auto_approval_soon",
  "deliverable.auto_approved",
  "payment.requested",
  "payment.approved",
  "payment.paid",
  "collaboration.paused",
  "collaboration.resumed",
  "collaboration.completed",
  "collaboration.cancelled",
  "stay.arrived",
  "stay.departed",
  "stay.no_show",
  "stay.no_show_contested",
  "review.received",
  "review.published",
  "listing.unpublished",
  "listing.republished",
  "listing.republication_declined",
  "account.data_export_ready",
  "report.received",
  "report.outcome",
  "report.statement",
  "report.appeal_decided",
  "report.reporter_warned",
  "dispute.opened",
  "dispute.message",
  "dispute.withdrawn",
  "dispute.resolved",
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** The settings tab's label of each kind (what the e-mail choice is about). */
export const notificationTypeLabels: Record<NotificationType, string> = {
  "application.created": "New applications",
  "application.accepted": "Application accepted",
  "application.rejected": "Application rejected",
  "application.pending_reminder": "Applications waiting 3 days",
  "invitation.received": "Invitations received",
  "invitation.answered": "Invitations answered",
  "message.received": "New messages",
  "terms.proposed": "Terms proposed",
  "terms.accepted": "Terms accepted",
  "terms.rejected": "Terms rejected",
  "terms.expired": "Terms expired",
  "deliverable.uploaded": "Deliverable uploaded",
  "deliverable.changes_requested": "Changes requested",
  "deliverable.change_request_reminder": "Change requests open 5 days",
  "deliverable.approved": "Deliverable approved",
  "deliverable.usage_rights_expiring": "Usage rights expiring",
  "deliverable.due_soon": "Content due in 3 days",
  "deliverable.due_today": "Content due today",
  "deliverable.auto_approval_soon": "Automatic approval in 3 days",
  "deliverable.auto_approved": "Content approved automatically",
  "payment.requested": "Payment requested",
  "payment.approved": "Payment approved",
  "payment.paid": "Payment paid",
  "collaboration.paused": "Collaboration paused",
  "collaboration.resumed": "Collaboration resumed",
  "collaboration.completed": "Collaboration completed",
  "collaboration.cancelled": "Collaboration cancelled",
  "stay.arrived": "Arrival recorded",
  "stay.departed": "Stay over (departure)",
  "stay.no_show": "No-show recorded",
  "stay.no_show_contested": "No-show contested",
  "review.received": "Review received",
  "review.published": "Reviews published",
  "listing.unpublished": "Listing unpublished by CollabStay",
  "listing.republished": "Listing re-published",
  "listing.republication_declined": "Re-publication declined",
  "account.data_export_ready": "Your data is ready to download",
  "report.received": "Report received",
  "report.outcome": "Outcome of your report",
  "report.statement": "Decisions about your content or account",
  "report.appeal_decided": "Appeal decided",
  "report.reporter_warned": "Warning about unfounded reports",
  "dispute.opened": "Dispute opened about a collaboration",
  "dispute.message": "New message in a dispute",
  "dispute.withdrawn": "Dispute withdrawn",
  "dispute.resolved": "Dispute decided",
};

/**
 * Kinds whose e-mail the person asked for themselves ("Download my data": the mail carries where to download):
 * always sent, so Settings → Notifications offers no e-mail choice for them.
 */
export const requestedMailTypes: readonly NotificationType[] = ["account.data_export_ready"];

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.enum(notificationTypes),
  title: z.string(),
  body: z.string(),
  /** A path inside the app (starts with /). */
  link: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSize = 30;

export const notificationListQuery = z.object({
  before: z.iso.datetime({ error: "before must be a date and time" }).optional(),
});

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  /** Pass as `before` for the next (older) page; null when there is none. */
  nextBefore: z.iso.datetime().nullable(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });

export const emailPreferencesSchema = z.object({
  emailUpdates: z.boolean(),
  /** Every kind with whether it is e-mailed (the in-app bell always shows it). */
  types: z.array(
    z.object({ type: z.enum(notificationTypes), label: z.string(), email: z.boolean(), push: z.boolean() }),
  ),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const updateEmailPreferencesSchema = z.strictObject({
  types: z
    .array(
      z
        .strictObject({
          type: z.enum(notificationTypes, { error: "Unknown notification type" }),
          email: z.boolean().optional(),
          /** Whether the type is pushed to the account's devices with push on (issue 42). */
          push: z.boolean().optional(),
        })
        .refine((t) => t.email !== undefined || t.push !== undefined, "Choose e-mail or push for each type"),
    )
    .min(1, "Choose at least one notification type")
    .max(notificationTypes.length),
});

export const notificationMessages = {
  notFound: "Notification not found",
  allRead: "All notifications marked as read.",
  saved: "Notification preferences updated",
  unsubscribed: (label: string) => `You will no longer receive e-mails about “${label}”.`,
  unsubscribedAll: "You will no longer receive e-mail updates from CollabStay.",
  badLink: "This unsubscribe link is not valid. Open Settings → Notifications to choose which e-mails you get.",
} as const;

/** Day heading of the list ("Today", "Yesterday", or the date) in the viewer's time zone. */
export function dayLabel(at: Date, now: Date): string {
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const diff = Math.round((day(now) - day(at)) / 86_400_000);
  if (diff === 0) return "Today";
  if (diff === 1) return "Yesterday";
  return dateWithWeekday(at);
}

/** Groups notifications (newest first) by day, keeping order. */
export function groupByDay<T extends { createdAt: string }>(items: T[], now: Date): { day: string; items: T[] }[] {
  const groups: { day: string; items: T[] }[] = [];
  for (const item of items) {
    const day = dayLabel(new Date(item.createdAt), now);
    const last = groups.at(-1);
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
