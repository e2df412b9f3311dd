import { useParams } from "react-router";
import { RequireAuth } from "@/app/layout/require-auth.tsx";
import { MessagesPage } from "@/features/conversations/index.ts";
import { usePageMeta } from "@/lib/page-meta.ts";
import { useViewingConversation } from "@/lib/realtime.ts";

/** /messages and /messages/:id — both roles' inbox and threads (signed in). */
export function Component() {
  const { id } = useParams();
  usePageMeta("Messages", "Your conversations with hosts and creators.");
  useViewingConversation(id);
  return (
    <RequireAuth>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6">
        <MessagesPage conversationId={id} />
      </main>
    </RequireAuth>
  );
}
