import { z } from "zod";
import { creatorLimits, creatorMessages } from "./creator-messages.ts";
import { textField } from "./text.ts";

/**
 * Host invitations to creators: the create body, the invitation as answered, and the "already invited" marks
 * of the host's creator cards. Re-exported by creators.ts, where the creator-discovery contracts that use them are.
 */
export const createInvitationSchema = z.strictObject({
  creatorId: z.uuid(creatorMessages.notACreator),
  listingId: z.uuid({ error: creatorMessages.invitationListingRequired }),
  message: textField("Message", "multiline")
    .max(creatorLimits.invitationMessageMax, `Message can be at most ${creatorLimits.invitationMessageMax} characters`)
    .nullable()
    .optional()
    // The spec: an empty message is stored as null.
    .transform((v) => (v ? v : null)),
});
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;

const invitationPartySchema = z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() });
export type InvitationParty = z.output<typeof invitationPartySchema>;

export const invitationSchema = z.object({
  id: z.uuid(),
  status: z.enum(["pending", "accepted", "declined", "withdrawn"]),
  message: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  listing: z.object({ id: z.uuid(), title: z.string(), location: z.string() }),
  host: invitationPartySchema,
  creator: invitationPartySchema,
});
export type Invitation = z.output<typeof invitationSchema>;

/** GET /api/invitations/sent-to items: the cards' "Invited · date" and the dialog's "Already invited". */
export const sentInvitationMarkSchema = z.object({
  creatorId: z.uuid(),
  listingId: z.uuid(),
  status: z.enum(["pending", "accepted"]),
  createdAt: z.string(),
});
export type SentInvitationMark = z.output<typeof sentInvitationMarkSchema>;

/** Query of GET /api/invitations/sent-to: up to 60 creator ids, comma-separated. */
export const sentToQuerySchema = z.object({
  creatorIds: z
    .string()
    .max(60 * 37)
    .optional()
    .transform((value) => (value ?? "").split(",").filter(Boolean))
    .pipe(z.array(z.uuid({ error: "creatorIds must be creator ids" })).max(60, "At most 60 creators at a time")),
});
