/**
 * The application status badge on its own, for the conversation header: the index would bring the dashboard's
 * application lists and the apply dialog into the messages chunk.
 */
export { ApplicationStatusBadge } from "./components/application-status-badge.tsx";
