/**
 * The header's entry to this feature, on its own: the header is in the first load of every page (also the
 * visitor's `/`), and importing the feature's index there would pull the list, settings and unsubscribe screens
 * (and their form and query code) into that first load.
 */
export { NotificationBell } from "./components/notification-bell.tsx";
