import { SignedInPage } from "@/app/layout/signed-in-page.tsx";
import { MyPortfolioPage } from "@/features/portfolio/index.ts";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /creator/portfolio — the creator's own My Portfolio page; creators only (DECISIONS.md route guard). */
export function Component() {
  usePageMeta("My Portfolio", "Add, tag, order and remove the photos and videos of your portfolio.");
  return <SignedInPage role="creator">{(user) => <MyPortfolioPage creatorId={user.id} />}</SignedInPage>;
}
