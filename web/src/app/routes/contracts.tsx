import { RequireAuth } from "@/app/layout/require-auth.tsx";
import { ContractsPage } from "@/features/contracts/components/contracts-page.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /contracts — signed-in users (DECISIONS.md route guard). */
export function Component() {
  usePageMeta("Contracts", "Your collaborations and their payments.");
  return (
    <RequireAuth>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
        <ContractsPage />
      </main>
    </RequireAuth>
  );
}
