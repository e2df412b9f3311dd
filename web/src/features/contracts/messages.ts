/** Contracts texts of spec 000 §2 and spec 001 §2 screens 8–9, verbatim. */
export const contractsMessages = {
  hostHeading: "Host Contracts",
  creatorHeading: "Creator Contracts",
  overviewTab: "Contract Overview",
  paymentsTab: "Payment Management",
  paymentsTitle: "Payment Management",
  paymentsSubtitle: "Track and manage collaboration payments",
  noCollaborations: "No collaborations found. Accept applications to get started!",
  noPayments: "No payments found. Create a payment request to get started!",
} as const;
