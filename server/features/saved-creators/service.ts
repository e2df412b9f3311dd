import { z } from "zod";
import {
  creatorMessages,
  type ListPage,
  listPageQuerySchema,
  type SavedCreator,
  saveCreatorSchema,
} from "../../../domain/creators.ts";
import { type Actor, requireRole } from "../../auth/session.ts";
import type { Db } from "../../db/client.ts";
import { HttpError, notFound } from "../../lib/errors.ts";
import { parseWith } from "../../lib/validate.ts";
import { deleteSaved, insertSaved, isCreator, listSaved } from "./queries.ts";

export async function listSavedCreators(
  db: Db,
  actor: Actor | null,
  query: Record<string, string>,
): Promise<ListPage<SavedCreator>> {
  const host = requireRole(actor, "host");
  const page = parseWith(listPageQuerySchema, query);
  const { items, total } = await listSaved(db, host.id, page);
  return { items, total, page: page.page, pageSize: page.pageSize };
}

export async function saveCreator(db: Db, actor: Actor | null, body: unknown) {
  const host = requireRole(actor, "host");
  const { creatorId } = parseWith(saveCreatorSchema, body);
  if (creatorId === host.id) {
    throw new HttpError(400, "validation_failed", creatorMessages.cannotSaveSelf, {
      creatorId: creatorMessages.cannotSaveSelf,
    });
  }
  if (!(await isCreator(db, creatorId))) {
    throw new HttpError(400, "validation_failed", creatorMessages.notACreator, {
      creatorId: creatorMessages.notACreator,
    });
  }
  const saved = await insertSaved(db, host.id, creatorId);
  if (!saved) {
    throw new HttpError(409, "already_saved", creatorMessages.alreadySavedText, undefined, {
      title: creatorMessages.alreadySavedTitle,
    });
  }
  return { saved: { creatorId: saved.creatorId, createdAt: saved.createdAt.toISOString() } };
}

/**
 * Idempotent: removing a creator that is not (or no longer) saved is still a success (a double click
 * on the heart). An id that cannot name a creator at all is a 404.
 */
export async function unsaveCreator(db: Db, actor: Actor | null, creatorId: string): Promise<void> {
  const host = requireRole(actor, "host");
  if (!z.uuid().safeParse(creatorId).success) throw notFound(creatorMessages.creatorNotFound);
  await deleteSaved(db, host.id, creatorId);
}
