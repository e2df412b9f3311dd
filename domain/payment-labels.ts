/** Payment texts without Zod, for screens that only show payments (issue 38); payments.ts re-exports them. */

/** Spec 001 §8 texts for payments, verbatim. */
export const paymentMessages = {
  loadFailed: "Failed to load payments. Please try again.",
  createFailed: "Failed to create payment request.",
  approveFailed: "Failed to approve payment.",
  paidFailed: "Failed to mark payment as paid.",
  created: "Payment request created successfully",
  /** A payment the host adds is approved by its maker at creation (DECISIONS.md "Turn-4 rules", decision 0059). */
  added: "Payment added: approved, to be marked paid once sent.",
  addFailed: "Failed to add payment.",
  approved: "Payment approved successfully",
  paid: "Payment marked as paid.",
  cancelled: "Payment request cancelled.",
  notFound: "Payment not found",
  collaborationNotFound: "Collaboration not found",
  notActive: "Payments can only be requested on an active collaboration.",
  changedMeanwhile: "This payment was changed in the meantime. Please reload.",
} as const;
