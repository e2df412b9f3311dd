import {
  creatorLimits,
  creatorMessages,
  portfolioItemSchema,
  portfolioOrderSchema,
  portfolioTagsSchema,
} from "@domain/creators.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { idParams } from "../../lib/path-params.ts";
import { uploadLimit } from "../../lib/upload.ts";
import {
  assertCanUpload,
  mediaNotFoundMessage,
  mediaTooLarge,
  type PortfolioDeps,
  publicPortfolio,
  removeMedia,
  saveOrder,
  setTags,
  uploadMedia,
} from "./service.ts";

const itemsResponse = z.object({ items: z.array(portfolioItemSchema) });
const itemResponse = z.object({ item: portfolioItemSchema });
const own = "the creator's own media";

/** Mounted at `/api`: the public `GET /creators/:id/portfolio` and the owner's `/portfolio` routes. */
export function portfolioRoutes(deps: PortfolioDeps) {
  return (
    new Hono<AppEnv>()
      .get(
        "/creators/:id/portfolio",
        contract({
          summary: "A creator's portfolio",
          description:
            'Public, in the creator\'s saved order. Unknown ids and non-creators are 404 "Creator Not Found".',
          access: "anyone",
          params: idParams,
          notFoundMessage: creatorMessages.creatorNotFound,
          responses: { 200: { description: "The items", schema: itemsResponse } },
        }),
        async (c) => c.json(await publicPortfolio(deps.db, c.req.valid("param").id)),
      )
      .post(
        "/portfolio",
        contract({
          summary: "Upload a portfolio item",
          description:
            "Appended at the end. JPEG/PNG/WebP ≤ 10 MB (re-encoded to WebP with a card variant) or MP4 ≤ 100 MB " +
            '(checked by magic bytes, stored as is). 415 "Please upload JPG, PNG, WebP images or MP4 videos only" ' +
            '(title "Invalid file format"); 413 "File too large"; 413 `storage_quota_exceeded` past the quota ' +
            "(an account already full is refused before the body is read); 400 for bad tags.",
          access: "creator",
          scope: own,
          multipart: {
            fields: { tags: 'The tags: a JSON array string (["a","b"]), or the field repeated' },
            files: { file: "The image or video" },
          },
          responses: { 201: { description: "Uploaded", schema: itemResponse } },
          errors: [413, 415, 429],
        }),
        // An account already at its storage quota is refused before a single upload byte is read.
        async (c, next) => {
          await assertCanUpload(deps, c.get("actor"));
          await next();
        },
        uploadLimit(creatorLimits.portfolioVideoBytesMax, mediaTooLarge),
        async (c) => c.json(await uploadMedia(deps, c.get("actor"), c.req.raw), 201),
      )
      // Before `/portfolio/:id`, so "order" is not taken for an id.
      .put(
        "/portfolio/order",
        contract({
          summary: "Reorder my portfolio",
          description: "`ids` must be exactly the creator's media ids, each once, in the new order (else 400).",
          access: "creator",
          scope: own,
          body: portfolioOrderSchema,
          responses: { 200: { description: "The items in the new order", schema: itemsResponse } },
        }),
        async (c) => c.json(await saveOrder(deps.db, c.get("actor"), c.req.valid("json"))),
      )
      .patch(
        "/portfolio/:id",
        contract({
          summary: "Set a portfolio item's tags",
          description: "Tags are trimmed, non-empty, unique (ignoring case), at most 30 characters, at most 10.",
          access: "creator",
          owner: own,
          params: idParams,
          notFoundMessage: mediaNotFoundMessage,
          body: portfolioTagsSchema,
          responses: { 200: { description: "The item", schema: itemResponse } },
        }),
        async (c) => c.json(await setTags(deps.db, c.get("actor"), c.req.valid("param").id, c.req.valid("json"))),
      )
      .delete(
        "/portfolio/:id",
        contract({
          summary: "Delete a portfolio item",
          description: "Its files are removed after the row.",
          access: "creator",
          owner: own,
          params: idParams,
          notFoundMessage: mediaNotFoundMessage,
          responses: { 204: { description: "Deleted" } },
        }),
        async (c) => {
          await removeMedia(deps, c.get("actor"), c.req.valid("param").id);
          return c.body(null, 204);
        },
      )
  );
}
