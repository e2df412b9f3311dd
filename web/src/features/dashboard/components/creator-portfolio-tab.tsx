import { LinkButton } from "@/components/link-button.tsx";
import { PortfolioGallery, UploadMediaCard } from "@/features/portfolio/index.ts";
import { dashboardMessages } from "../messages.ts";

/** The creator dashboard's Portfolio tab (default); loaded when it opens (creator-dashboard.tsx). */
export default function CreatorPortfolioTab({ creatorId }: { creatorId: string }) {
  return (
    <>
      {/* On small screens the Upload tab is hidden; its widget sits on the Portfolio tab instead. */}
      <div className="md:hidden">
        <UploadMediaCard creatorId={creatorId} />
      </div>
      <section aria-labelledby="portfolio-heading" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="portfolio-heading" className="text-lg font-semibold">
            My Portfolio
          </h2>
          <LinkButton to="/creator/portfolio" variant="link" className="h-auto p-0">
            Open portfolio page
          </LinkButton>
        </div>
        <PortfolioGallery
          creatorId={creatorId}
          editable
          emptyText={`${dashboardMessages.emptyPortfolio}. Photos and videos you add will be shown here and on your public portfolio.`}
        />
      </section>
    </>
  );
}
