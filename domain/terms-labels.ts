import type { compensationTypes, usageRights } from "./constants.ts";

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
