import { ConversationPanel } from "./conversation-panel.tsx";

/**
 * The inbox's lazily loaded thread (messages-page.tsx). A module of its own so the build manifest names it:
 * the panel itself also comes with the dashboards' Applications tab, which puts it in a shared chunk that the
 * server could not otherwise find to preload for /messages/:id (server/lib/route-hints.ts).
 */
export default ConversationPanel;
