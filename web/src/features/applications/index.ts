/** The applications feature's public surface. */
export { applicationsListQuery, applicationsQueryKey, useApplications, useMyApplicationFor } from "./api.ts";
export { ApplicationList } from "./components/application-list.tsx";
export { ApplicationStatusBadge } from "./components/application-status-badge.tsx";
export { ApplyDialog } from "./components/apply-dialog.tsx";
