import { Hono } from "hono";
import {
  discoveryQuerySchema,
  galleryCaptionSchema,
  galleryMessages,
  imageOrderSchema,
  listingInputSchema,
  listingLimits,
  listingPatchSchema,
} from "../../../domain/listings.ts";
import type { AppEnv } from "../../auth/session.ts";
import { jsonBodyLimitBytes } from "../../lib/body-policy.ts";
import { HttpError } from "../../lib/errors.ts";
import { isMultipart } from "../../lib/http-headers.ts";
import { filesField, readMultipart, uploadLimit } from "../../lib/upload.ts";
import { parseJsonText, parseWith, readJson } from "../../lib/validate.ts";
import * as service from "./service.ts";

/** Listing uploads carry more than one field (files, rightsConfirmed, caption): say so for a non-multipart body. */
const notMultipart = () => new HttpError(400, "validation_failed", "Please upload the files as multipart/form-data.");

const imagesTooLarge = () =>
  new HttpError(413, "payload_too_large", "The upload is too large: at most 10 images of 10MB each.");

const galleryTooLarge = () =>
  new HttpError(413, "payload_too_large", galleryMessages.tooLarge, undefined, {
    title: galleryMessages.tooLargeTitle,
  });

/** The first text value of a form field; a file sent under a text field's name counts as absent. */
const textField = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};

const toUploadFile = (file: File): service.UploadFile => ({
  name: file.name,
  size: file.size,
  bytes: async () => Buffer.from(await file.arrayBuffer()),
});

const isTrue = (value: string | undefined) => value === "true" || value === "on" || value === "1";

/** The `listing` field of a multipart create may be as large as a JSON body may. */
const listingFieldMaxBytes = jsonBodyLimitBytes;

/** A multipart create carries the same JSON the JSON route takes, in its `listing` field. */
function listingField(form: FormData) {
  const text = textField(form, "listing");
  if (text === undefined) {
    throw new HttpError(400, "validation_failed", 'Please send the listing as JSON in the "listing" field.', {
      listing: "Required",
    });
  }
  if (Buffer.byteLength(text) > listingFieldMaxBytes) {
    throw new HttpError(413, "payload_too_large", "The request is too large.");
  }
  return parseJsonText(listingInputSchema, text);
}

export function listingRoutes(deps: service.ListingDeps) {
  const app = new Hono<AppEnv>();

  app.get("/", async (c) => {
    const query = parseWith(discoveryQuerySchema, c.req.query());
    c.header("Cache-Control", "no-store");
    return c.json(await service.discover(deps, c.var.actor, query));
  });

  app.get("/mine", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ listings: await service.myListings(deps, c.var.actor) });
  });

  const createUploadLimit = uploadLimit(
    listingLimits.imagesMax * listingLimits.imageBytesMax + listingFieldMaxBytes,
    imagesTooLarge,
  );
  app.post(
    "/",
    // Authorization before the body: a visitor gets 401 and a creator 403 whatever they send.
    async (c, next) => {
      service.assertHost(c.var.actor);
      await next();
    },
    // A multipart create stores files: an account at its storage quota is refused before the body is read.
    async (c, next) => {
      if (isMultipart(c.req.header("content-type"))) await service.assertCanStoreFiles(deps, c.var.actor);
      await next();
    },
    // A JSON body keeps the app-wide JSON cap; a multipart one (listing + images) is capped while it streams.
    async (c, next) => (isMultipart(c.req.header("content-type")) ? createUploadLimit(c, next) : next()),
    async (c) => {
      if (!isMultipart(c.req.header("content-type"))) {
        const input = await readJson(c, listingInputSchema);
        return c.json({ listing: await service.createListing(deps, c.var.actor, input) }, 201);
      }
      // One request for the listing and its images, so they are saved together or not at all.
      const form = await readMultipart(c, notMultipart);
      const input = listingField(form);
      const listing = await service.createListingWithImages(deps, c.var.actor, input, {
        files: filesField(form, "files").map(toUploadFile),
        rightsConfirmed: isTrue(textField(form, "rightsConfirmed")),
      });
      return c.json({ listing }, 201);
    },
  );

  app.get("/:id", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ listing: await service.listingDetail(deps, c.var.actor, c.req.param("id")) });
  });

  app.patch("/:id", async (c) => {
    await service.assertOwnListing(deps, c.var.actor, c.req.param("id"));
    const patch = await readJson(c, listingPatchSchema);
    return c.json({ listing: await service.updateListing(deps, c.var.actor, c.req.param("id"), patch) });
  });

  app.delete("/:id", async (c) => c.json(await service.deleteListing(deps, c.var.actor, c.req.param("id"))));

  app.post(
    "/:id/images",
    // Who, which listing, and is there room at all, before a single upload byte is read.
    async (c, next) => {
      await service.assertCanUploadImages(deps, c.var.actor, c.req.param("id"));
      await next();
    },
    uploadLimit(listingLimits.imagesMax * listingLimits.imageBytesMax, imagesTooLarge),
    async (c) => {
      const form = await readMultipart(c, notMultipart);
      const files = filesField(form, "files").map(toUploadFile);
      const rights = isTrue(textField(form, "rightsConfirmed"));
      return c.json(await service.uploadImages(deps, c.var.actor, c.req.param("id"), files, rights), 201);
    },
  );

  app.put("/:id/images/order", async (c) => {
    await service.assertOwnListing(deps, c.var.actor, c.req.param("id"));
    const { imageIds } = await readJson(c, imageOrderSchema);
    return c.json({ images: await service.reorderImages(deps, c.var.actor, c.req.param("id"), imageIds) });
  });

  app.delete("/:id/images/:imageId", async (c) =>
    c.json({ images: await service.removeImage(deps, c.var.actor, c.req.param("id"), c.req.param("imageId")) }),
  );

  app.get("/:id/gallery", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ photos: await service.gallery(deps, c.var.actor, c.req.param("id")) });
  });

  app.post(
    "/:id/gallery",
    // Creators only, and only on a listing they can see, before the body is read.
    async (c, next) => {
      await service.assertCanAddGalleryPhoto(deps, c.var.actor, c.req.param("id"));
      await next();
    },
    uploadLimit(listingLimits.galleryBytesMax, galleryTooLarge),
    async (c) => {
      const form = await readMultipart(c, notMultipart);
      // One photo per request, whichever of the two names the client used.
      const files = [...filesField(form, "file"), ...filesField(form, "files")];
      if (files.length > 1) {
        throw new HttpError(400, "validation_failed", galleryMessages.oneFile, { file: galleryMessages.oneFile });
      }
      const caption = parseWith(galleryCaptionSchema, textField(form, "caption") ?? "", "caption");
      const file = files[0];
      const photo = await service.addGalleryPhoto(deps, c.var.actor, c.req.param("id"), {
        file: file ? toUploadFile(file) : null,
        rightsConfirmed: isTrue(textField(form, "rightsConfirmed")),
        caption,
      });
      return c.json({ photo }, 201);
    },
  );

  app.delete("/:id/gallery/:photoId", async (c) => {
    await service.removeGalleryPhoto(deps, c.var.actor, c.req.param("id"), c.req.param("photoId"));
    return c.json({ ok: true });
  });

  return app;
}
