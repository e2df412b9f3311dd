/** Dashboard texts of spec 001 §2 and §8, verbatim. */
export const dashboardMessages = {
  noListings: "You haven't created any listings yet.",
  noApplications: "No applications found",
  noCollaborations: "No collaborations found. Accept applications to get started!",
  emptyPortfolio: "Your portfolio is empty",
  loadListingsFailed: "Failed to load your listings. Please try again.",
} as const;
