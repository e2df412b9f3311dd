/** Block texts without Zod, for the person menu and Settings (issue 38); blocks.ts re-exports them. */

export const blockMessages = {
  // Said to anyone, the blocked person included: nothing here may hint at a block.
  conversationClosed: "This conversation is closed.",
  // Said only to the person who blocked.
  youBlocked: (name: string) => `You blocked ${name}. Unblock them to send messages.`,
  youBlockedApply: "You blocked this host. Unblock them in Settings to apply to their listings.",
  youBlockedInvite: "You blocked this creator. Unblock them in Settings to invite them.",
  youBlockedMessage: "You blocked this person. Unblock them to send messages.",
  // Bad input.
  cannotBlockSelf: "You can't block yourself.",
  cannotBlockStaff: "CollabStay staff can't be blocked. To report a problem with an operator, contact support.",
  personNotFound: "Person not found",
  // The dialog and the list.
  dialogTitle: (name: string) => `Block ${name}?`,
  dialogBody:
    "They won't be able to message you, apply to your listings or invite you, and you won't see each other in " +
    "search or on each other's pages. Pending applications and invitations between you are withdrawn. A " +
    "collaboration already running stays open until it ends. They won't be told — you can unblock them any time " +
    "in Settings.",
  confirm: "Block",
  blocked: (name: string) => `${name} is blocked`,
  unblocked: (name: string) => `${name} is unblocked`,
  blockFailed: "Couldn't block this person. Please try again.",
  unblockFailed: "Couldn't unblock this person. Please try again.",
  listTitle: "Blocked people",
  listIntro:
    "People you blocked can't message you, apply to your listings or invite you, and you don't see each other in " +
    "search. They aren't told.",
  listEmpty: "You haven't blocked anyone.",
  listLoadFailed: "Couldn't load the people you blocked.",
} as const;
