import { RequireAuth } from "@/app/layout/require-auth.tsx";
import { MyPortfolioPage } from "@/features/portfolio/index.ts";
import { useAuth } from "@/lib/auth.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /creator/portfolio — the creator's own My Portfolio page; creators only (DECISIONS.md route guard). */
export function Component() {
  usePageMeta("My Portfolio", "Add, tag, order and remove the photos and videos of your portfolio.");
  return (
    <RequireAuth role="creator">
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        <Portfolio />
      </main>
    </RequireAuth>
  );
}

function Portfolio() {
  const { user } = useAuth();
  return user ? <MyPortfolioPage creatorId={user.id} /> : null;
}
