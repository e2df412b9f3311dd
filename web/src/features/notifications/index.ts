export { EmailTypeSettings } from "./components/email-type-settings.tsx";
export { NotificationBell } from "./components/notification-bell.tsx";
export { NotificationsPage } from "./components/notifications-page.tsx";
export { UnsubscribePage } from "./components/unsubscribe-page.tsx";
export { refreshNotificationCount } from "./count.ts";
