import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
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
import { HttpError } from "../../lib/errors.ts";
import { parseWith, readJson } from "../../lib/validate.ts";
import * as service from "./service.ts";

/** Room for the multipart framing and form fields around the files. */
const multipartSlack = 1024 * 1024;

/**
 * Caps what is read of an upload body: a declared Content-Length over the cap is refused before a byte is
 * read, a streamed body is cut off as soon as it passes it. Then the form is parsed.
 */
async function readForm(c: Context<AppEnv>, maxBytes: number, tooLarge: () => HttpError) {
  if (!c.req.header("content-type")?.startsWith("multipart/form-data")) {
    throw new HttpError(400, "validation_failed", "Please upload the files as multipart/form-data.");
  }
  let form: Record<string, string | File | (string | File)[]> = {};
  await bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw tooLarge();
    },
  })(c, async () => {
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw new HttpError(400, "validation_failed", "The upload could not be read. Please try again.");
    }
  });
  return form;
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const toUploadFile = (file: File): service.UploadFile => ({
  name: file.name,
  size: file.size,
  bytes: async () => Buffer.from(await file.arrayBuffer()),
});

const isTrue = (value: unknown) => value === "true" || value === "on" || value === "1";

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

  app.post("/", async (c) => {
    // Authorization before the body: a visitor gets 401 and a creator 403 whatever they send.
    service.assertHost(c.var.actor);
    const input = await readJson(c, listingInputSchema);
    return c.json({ listing: await service.createListing(deps, c.var.actor, input) }, 201);
  });

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

  app.post("/:id/images", async (c) => {
    const id = c.req.param("id");
    await service.assertCanUploadImages(deps, c.var.actor, id);
    const form = await readForm(
      c,
      listingLimits.imagesMax * listingLimits.imageBytesMax + multipartSlack,
      () => new HttpError(413, "payload_too_large", "The upload is too large: at most 10 images of 10MB each."),
    );
    const files = asList(form.files).filter((f): f is File => f instanceof File);
    const rights = isTrue(asList(form.rightsConfirmed)[0]);
    const result = await service.uploadImages(deps, c.var.actor, id, files.map(toUploadFile), rights);
    return c.json(result, 201);
  });

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

  app.post("/:id/gallery", async (c) => {
    const id = c.req.param("id");
    await service.assertCanAddGalleryPhoto(deps, c.var.actor, id);
    const form = await readForm(
      c,
      listingLimits.galleryBytesMax + multipartSlack,
      () =>
        new HttpError(413, "payload_too_large", galleryMessages.tooLarge, undefined, {
          title: galleryMessages.tooLargeTitle,
        }),
    );
    const files = [...asList(form.file), ...asList(form.files)].filter((f): f is File => f instanceof File);
    if (files.length > 1) {
      throw new HttpError(400, "validation_failed", galleryMessages.oneFile, { file: galleryMessages.oneFile });
    }
    const rawCaption = asList(form.caption)[0];
    const caption = parseWith(galleryCaptionSchema, typeof rawCaption === "string" ? rawCaption : "");
    const file = files[0];
    const photo = await service.addGalleryPhoto(deps, c.var.actor, id, {
      file: file ? toUploadFile(file) : null,
      rightsConfirmed: isTrue(asList(form.rightsConfirmed)[0]),
      caption,
    });
    return c.json({ photo }, 201);
  });

  app.delete("/:id/gallery/:photoId", async (c) => {
    await service.removeGalleryPhoto(deps, c.var.actor, c.req.param("id"), c.req.param("photoId"));
    return c.json({ ok: true });
  });

  return app;
}
