/** The invitations feature's public surface. */
export { type Invitation, invitationsQueryKey, useInvitations } from "./api.ts";
export { InvitationList } from "./components/invitation-list.tsx";
export { InvitationStatusBadge } from "./components/invitation-status-badge.tsx";
export { InviteDialog } from "./components/invite-dialog.tsx";
