import { RequireAuth } from "@/app/layout/require-auth.tsx";
import { NotificationsPage } from "@/features/notifications/index.ts";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /notifications — both roles (signed in). */
export function Component() {
  usePageMeta("Notifications", "What needs your attention on CollabStay.");
  return (
    <RequireAuth>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
        <NotificationsPage />
      </main>
    </RequireAuth>
  );
}
