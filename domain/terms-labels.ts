import type { compensationTypes, termsStatuses, usageRights } from "./constants.ts";

/** How the terms' compensation types read on screen (apply dialog, negotiation form, terms history). */
export const compensationLabels: Record<(typeof compensationTypes)[number], string> = {
  accommodation_only: "Accommodation only",
  accommodation_plus_payment: "Accommodation + payment",
  payment_only: "Payment only",
};

/** How the terms' usage rights read on screen (not the deliverables' rights: those are in deliverables.ts). */
export const usageRightsLabels: Record<(typeof usageRights)[number], string> = {
  limited: "Limited",
  extended: "Extended",
  exclusive: "Exclusive",
};

/**
 * How a proposal's status reads (DECISIONS.md "Turn-4 rules": a countered proposal keeps `counter_proposed`,
 * shown as "Countered"; decision 0059).
 */
export const termsStatusLabels: Record<(typeof termsStatuses)[number], string> = {
  proposed: "Proposed",
  accepted: "Accepted",
  rejected: "Rejected",
  counter_proposed: "Countered",
  expired: "Expired",
};

/** Under an answered proposal: the newer one is what is on the table now. */
export const counteredNote = "Countered — see the newer proposal";
