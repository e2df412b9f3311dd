import { z } from "zod";
import type { CollaborationStatus } from "./collaboration-states.ts";
import { collaborationStatuses, paymentStatuses } from "./constants.ts";

/** Spec 001 §8 texts for collaborations, verbatim. */
export const collaborationMessages = {
  notFound: "Collaboration not found",
  updatedTitle: "Success",
  updated: (status: string) => `Collaboration status updated to ${status}.`,
  updateFailed: "Failed to update collaboration status.",
  loadFailed: "Failed to load collaborations.",
  changedMeanwhile: "This collaboration was changed in the meantime. Please reload.",
} as const;

/** PATCH /api/collaborations/:id — Pause, Resume, Mark Complete. */
export const collaborationStatusSchema = z.strictObject({
  status: z.enum(["active", "paused", "completed"], { error: "Status must be active, paused or completed" }),
});

const person = z.object({ id: z.uuid().nullable(), name: z.string(), avatarUrl: z.string().nullable() });

export const collaborationSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid().nullable(),
  listing: z.object({ id: z.uuid(), title: z.string(), location: z.string() }),
  host: person,
  creator: person,
  status: z.enum(collaborationStatuses),
  paymentStatus: z.enum(paymentStatuses),
  paymentAmountCents: z.number().int(),
  totalNights: z.number().int().nullable(),
  startDate: z.string().nullable(),
  agreedDeliverables: z.unknown(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The statuses the viewer may move it to (from the collaboration graph). */
  actions: z.array(z.enum(collaborationStatuses)),
});
export type Collaboration = z.infer<typeof collaborationSchema>;

export const collaborationListSchema = z.object({
  items: z.array(collaborationSchema),
  counts: z.object({ active: z.number().int(), completed: z.number().int() }),
});
export type CollaborationList = z.infer<typeof collaborationListSchema>;

export const collaborationResponse = z.object({
  collaboration: collaborationSchema,
  toast: z.object({ title: z.string(), description: z.string() }),
});

/** GET /api/collaborations/:id — the printable contract: the collaboration, the accepted terms, who agreed when. */
export const contractDocumentSchema = z.object({
  collaboration: collaborationSchema,
  terms: z
    .object({
      compensationType: z.string(),
      paymentAmountCents: z.number().int(),
      additionalNights: z.number().int(),
      usageRights: z.string(),
      usageDurationMonths: z.number().int(),
      specialRequirements: z.string().nullable(),
    })
    .nullable(),
  acceptedAt: z.object({ host: z.iso.datetime().nullable(), creator: z.iso.datetime().nullable() }),
});
export type ContractDocument = z.infer<typeof contractDocumentSchema>;

/** Spec 001 §3: 'N posts, N stories, N videos'; an empty object 'Custom package'; missing 'Not specified'. */
export function agreedDeliverablesText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "Not specified";
  if (typeof value === "string") return value;
  if (typeof value !== "object") return "Not specified";
  const counts = value as Record<string, unknown>;
  const parts = (["posts", "stories", "videos"] as const)
    .filter((k) => typeof counts[k] === "number")
    .map((k) => `${counts[k]} ${k}`);
  return parts.length ? parts.join(", ") : "Custom package";
}

export type { CollaborationStatus };
