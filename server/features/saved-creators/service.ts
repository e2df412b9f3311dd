import { creatorMessages, type ListPage, type ListPageQuery, type SavedCreator } from "@domain/creators.ts";
import type { Db } from "../../db/client.ts";
import { isCreator } from "../../db/roles.ts";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError } from "../../lib/errors.ts";
import { deleteSaved, insertSaved, listSaved } from "./queries.ts";

export async function listSavedCreators(
  db: Db,
  actor: Actor | null,
  page: ListPageQuery,
): Promise<ListPage<SavedCreator>> {
  const host = requireAccess(actor, "host");
  const { items, total } = await listSaved(db, host.id, page);
  return { items, total, page: page.page, pageSize: page.pageSize };
}

export async function saveCreator(db: Db, actor: Actor | null, { creatorId }: { creatorId: string }) {
  const host = requireAccess(actor, "host");
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
 * on the heart). An id that cannot name a creator at all is a 404 (the route's contract).
 */
export async function unsaveCreator(db: Db, actor: Actor | null, creatorId: string): Promise<void> {
  const host = requireAccess(actor, "host");
  await deleteSaved(db, host.id, creatorId);
}
