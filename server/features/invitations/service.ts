import { z } from "zod";
import { createInvitationSchema, creatorMessages, type Invitation } from "../../../domain/creators.ts";
import { assertTransition, InvalidTransitionError, invitationStatusSchema } from "../../../domain/invitation-states.ts";
import { type Actor, requireActor, requireRole } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { parseWith } from "../../lib/validate.ts";
import { findInvitationFor, findListing, insertInvitation, isCreator, listInvitations, setStatus } from "./queries.ts";

const invitationNotFound = () => notFound(creatorMessages.invitationNotFound);

async function loadOne(db: Db, id: string): Promise<Invitation> {
  const [invitation] = await listInvitations(db, { id });
  if (!invitation) throw invitationNotFound();
  return invitation;
}

/** Hosts see what they sent, creators what they received; an account without a role sees nothing. */
export async function listMyInvitations(db: Db, actor: Actor | null) {
  const me = requireActor(actor);
  if (me.userType === "host") return { items: await listInvitations(db, { hostId: me.id }) };
  if (me.userType === "creator") return { items: await listInvitations(db, { creatorId: me.id }) };
  return { items: [] };
}

export async function sendInvitation(db: Db, actor: Actor | null, body: unknown) {
  const host = requireRole(actor, "host");
  const input = parseWith(createInvitationSchema, body);
  const listing = await findListing(db, input.listingId);
  // Another host's listing answers like a missing one: its existence is not ours to reveal.
  if (!listing || listing.hostId !== host.id) {
    throw new HttpError(404, "not_found", creatorMessages.invitationListingNotFound, {
      listingId: creatorMessages.invitationListingNotFound,
    });
  }
  if (listing.status !== "active") {
    throw new HttpError(409, "conflict", creatorMessages.invitationListingNotActive, {
      listingId: creatorMessages.invitationListingNotActive,
    });
  }
  if (input.creatorId === host.id || !(await isCreator(db, input.creatorId))) {
    throw new HttpError(400, "validation_failed", creatorMessages.notACreator, {
      creatorId: creatorMessages.notACreator,
    });
  }
  const id = await insertInvitation(db, { hostId: host.id, ...input });
  if (!id) throw new HttpError(409, "conflict", creatorMessages.invitationAlreadyPending);
  return { invitation: await loadOne(db, id) };
}

/** DECISIONS.md graph via domain/invitation-states.ts; rows of other users are 404, illegal moves 409. */
export async function changeInvitationStatus(db: Db, actor: Actor | null, id: string, body: unknown) {
  const me = requireActor(actor);
  if (!z.uuid().safeParse(id).success) throw invitationNotFound();
  const { status } = parseWith(invitationStatusSchema, body);
  const row = await findInvitationFor(db, id, me.id);
  if (!row) throw invitationNotFound();
  const party = row.hostId === me.id ? "host" : "creator";
  try {
    assertTransition(row.status, status, party);
  } catch (error) {
    if (error instanceof InvalidTransitionError) throw new HttpError(409, "invalid_transition", error.message);
    throw error;
  }
  if (!(await setStatus(db, id, row.status, status))) {
    throw new HttpError(409, "invalid_transition", "This invitation was changed in the meantime. Please reload.");
  }
  return { invitation: await loadOne(db, id) };
}
