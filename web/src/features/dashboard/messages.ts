/** Dashboard empty-state texts of spec 001 §2, verbatim. */
export const dashboardMessages = {
  noListings: "You haven't created any listings yet.",
  noApplications: "No applications found",
  noCollaborations: "No collaborations found. Accept applications to get started!",
  emptyPortfolio: "Your portfolio is empty",
} as const;
