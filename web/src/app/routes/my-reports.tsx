import { RequireAuth } from "@/app/layout/require-auth.tsx";
import { MyReportsPage } from "@/features/reports/index.ts";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /reports — the reporter's own reports and their outcome (signed in). */
export function Component() {
  usePageMeta("Your reports", "What you reported on CollabStay and the outcome.");
  return (
    <RequireAuth>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
        <MyReportsPage />
      </main>
    </RequireAuth>
  );
}
