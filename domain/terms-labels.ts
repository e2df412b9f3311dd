import type { compensationTypes, usageRights } from "./constants.ts";

/** How the apply dialog, the negotiation form and the proposal history name a compensation type. */
export const compensationLabels: Record<(typeof compensationTypes)[number], string> = {
  accommodation_only: "Accommodation only",
  accommodation_plus_payment: "Accommodation + payment",
  payment_only: "Payment only",
};

/** How they name the usage rights of an application or of proposed terms (deliverables have their own). */
export const usageRightsLabels: Record<(typeof usageRights)[number], string> = {
  limited: "Limited",
  extended: "Extended",
  exclusive: "Exclusive",
};
