import { PageSpinner, RequireAuth } from "@/app/layout/require-auth.tsx";
import { SettingsPage, useLeaveAfterDeletion } from "@/features/settings/index.ts";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /settings?section=account|password|notifications — signed-in users (DECISIONS.md route guard). */
export function Component() {
  usePageMeta("Settings", "Manage your CollabStay account details, password and notification preferences.");
  const { leaving, leave } = useLeaveAfterDeletion();
  // Once the account is deleted the session is gone: show a spinner instead of letting the guard send the
  // user to /auth while we take them home.
  if (leaving) return <PageSpinner label="Signing out" />;
  return (
    <RequireAuth>
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6">
        <SettingsPage onAccountDeleted={leave} />
      </main>
    </RequireAuth>
  );
}
