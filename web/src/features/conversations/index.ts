/** The conversations feature's public surface. */
export { conversationsQueryKey, useOpenConversation } from "./api.ts";
export { ConversationPanel } from "./components/conversation-panel.tsx";
export { DiscussionDialog } from "./components/lazy-discussion-dialog.tsx";
export { MessagesPage } from "./components/messages-page.tsx";
