/** The portfolio feature's public surface. */
export { type PortfolioItem, portfolioQueryKey, usePortfolio } from "./api.ts";
export { MyPortfolioPage } from "./components/my-portfolio-page.tsx";
export { PortfolioGallery } from "./components/portfolio-gallery.tsx";
export { UploadMediaCard } from "./components/upload-media-card.tsx";
