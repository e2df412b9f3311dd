/** The invitations feature's public surface. */
export {
  type Invitation,
  invitationsPageQuery,
  invitationsQueryKey,
  pendingInvitationCountQuery,
  useInvitations,
  usePendingInvitationCount,
  useSentInvitationMarks,
} from "./api.ts";
export { InvitationList } from "./components/invitation-list.tsx";
export { InvitationStatusBadge } from "./components/invitation-status-badge.tsx";
export { InviteButton } from "./components/invite-button.tsx";
export { InviteDialog } from "./components/invite-dialog.tsx";
export { PendingInvitationsCard } from "./components/pending-invitations-card.tsx";
export { latestMarkByCreator, type SentInvitationMark } from "./marks.ts";
