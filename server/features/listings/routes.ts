import { okResponseSchema } from "@domain/accounts.ts";
import {
  deleteListingResponseSchema,
  discoveryPageSchema,
  discoveryQuerySchema,
  galleryCaptionSchema,
  galleryMessages,
  galleryPhotoResponseSchema,
  galleryResponseSchema,
  imageOrderSchema,
  listingDetailResponseSchema,
  listingImageMessages,
  listingImagesResponseSchema,
  listingInputSchema,
  listingLimits,
  listingMessages,
  listingPatchSchema,
  listingResponseSchema,
  myListingsResponseSchema,
  uploadImagesResponseSchema,
} from "@domain/listings.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { jsonBodyLimitBytes } from "../../lib/body-policy.ts";
import { contract } from "../../lib/contract.ts";
import { HttpError } from "../../lib/errors.ts";
import { isMultipart } from "../../lib/http-headers.ts";
import { idParams } from "../../lib/path-params.ts";
import { filesField, readMultipart, uploadLimit } from "../../lib/upload.ts";
import { parseJsonText, parseWith } from "../../lib/validate.ts";
import { abuseLimitText } from "../abuse-limits/limits.ts";
import * as gallery from "./gallery-service.ts";
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

const imageParams = z.object({ id: z.uuid(), imageId: z.uuid() });
const photoParams = z.object({ id: z.uuid(), photoId: z.uuid() });
const notFoundMessage = listingMessages.notFound;
const own = "the listing's host (another host's listing is a 404)";
const visible =
  "the listing's host when it is paused or archived (others get 404); an active one is open to everyone signed in";

export function listingRoutes(deps: service.ListingDeps) {
  const createUploadLimit = uploadLimit(
    listingLimits.imagesMax * listingLimits.imageBytesMax + listingFieldMaxBytes,
    imagesTooLarge,
  );
  return new Hono<AppEnv>()
    .get(
      "/",
      contract({
        summary: "Discover listings",
        description:
          "Active listings only, newest first. `q` is full-text over title, location and description, every word " +
          'prefix-matched ("ama" finds "Amalfi") and accent-folded on both sides. `category` and `region` ' +
          "are exact; `offerType` = the listing offers it; `minFollowers` / `maxFollowers` bound the listing's " +
          "general follower requirement; `maxGuests=n` = takes at least n guests. `pageSize` 1–48 (default 12). " +
          "A search matching more than 1,000 listings answers `total: 1000, totalCapped: true` and pages through " +
          "its newest 1,000 only. Empty and unknown parameters are ignored.",
        access: "signed-in",
        query: discoveryQuerySchema,
        responses: { 200: { description: "A page of listing cards", schema: discoveryPageSchema } },
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(await service.discover(deps, c.get("actor"), c.req.valid("query")));
      },
    )
    .get(
      "/mine",
      contract({
        summary: "My listings",
        description:
          "The host's own listings in every status, newest first, with images and the real application count.",
        access: "host",
        forbiddenMessage: "Only hosts have listings",
        scope: "the host's own listings",
        responses: { 200: { description: "The listings", schema: myListingsResponseSchema } },
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json({ listings: await service.myListings(deps, c.get("actor")) });
      },
    )
    .post(
      "/",
      contract({
        summary: "Create a listing",
        description:
          "JSON (`listingInputSchema`), or multipart with the same JSON as text in `listing`, up to 10 `files` and " +
          "`rightsConfirmed=true` (required with files). `status` is `active` and `hostId` the caller; an empty " +
          "region is inferred from the location, an empty category is the property type. Multipart saves the " +
          'listing and its images together or not at all: every file is checked and re-encoded first (400 "Rights ' +
          'Confirmation Required", 400 "Maximum 10 images allowed", 413 "{file} is too large (max 10MB)", 415 ' +
          '"{file} is not an image file" by magic bytes), then one transaction inserts the listing and images ' +
          "in the order sent (first = cover); on any failure no row and no file is left. The multipart body is " +
          "capped while it streams at 10 × 10 MB plus 256 KB for `listing`. 429 with `Retry-After` past the " +
          `host's listing limit (${abuseLimitText("listing")}; decision 0061), before any file is re-encoded.`,
        access: "host",
        forbiddenMessage: listingMessages.hostsOnly,
        body: listingInputSchema,
        multipart: {
          fields: {
            listing: "The listing as JSON text (the JSON body's schema)",
            rightsConfirmed: "true when files are sent",
          },
          files: { files: "Images, repeated (0–10, each ≤ 10 MB)" },
        },
        responses: { 201: { description: "Created", schema: listingResponseSchema } },
        errors: [413, 415, 429],
      }),
      // A multipart create stores files: an account at its storage quota is refused before the body is read.
      async (c, next) => {
        if (isMultipart(c.req.header("content-type"))) await service.assertCanStoreFiles(deps, c.get("actor"));
        await next();
      },
      // A JSON body keeps the app-wide JSON cap; a multipart one (listing + images) is capped while it streams.
      async (c, next) => (isMultipart(c.req.header("content-type")) ? createUploadLimit(c, next) : next()),
      async (c) => {
        if (!isMultipart(c.req.header("content-type"))) {
          return c.json({ listing: await service.createListing(deps, c.get("actor"), c.req.valid("json")) }, 201);
        }
        // One request for the listing and its images, so they are saved together or not at all.
        const form = await readMultipart(c, notMultipart);
        const input = listingField(form);
        const listing = await service.createListingWithImages(deps, c.get("actor"), input, {
          files: filesField(form, "files").map(toUploadFile),
          rightsConfirmed: isTrue(textField(form, "rightsConfirmed")),
        });
        return c.json({ listing }, 201);
      },
    )
    .get(
      "/:id",
      contract({
        summary: "A listing",
        description: "With its host card, images, gallery and real stats.",
        access: "signed-in",
        scope: visible,
        params: idParams,
        notFoundMessage,
        responses: { 200: { description: "The listing", schema: listingDetailResponseSchema } },
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json({ listing: await service.listingDetail(deps, c.get("actor"), c.req.valid("param").id) });
      },
    )
    .patch(
      "/:id",
      contract({
        summary: "Change a listing",
        description:
          'Any subset of the listing\'s fields plus `status: "active" | "paused"`. Cross-field rules are ' +
          "checked on the stored row merged with the patch. active ⇄ paused; an archived listing can be edited " +
          '(it stays archived) and reactivated with `status: "active"`; anything else 409 `invalid_transition`.',
        access: "host",
        forbiddenMessage: listingMessages.hostsOnly,
        owner: own,
        params: idParams,
        notFoundMessage,
        body: listingPatchSchema,
        responses: { 200: { description: "The changed listing", schema: listingResponseSchema } },
        errors: [409],
      }),
      async (c) =>
        c.json({
          listing: await service.updateListing(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json")),
        }),
    )
    .delete(
      "/:id",
      contract({
        summary: "Delete a listing",
        description:
          'A real delete (row, images and files) when nobody applied: `{ result: "deleted" }`; otherwise it is ' +
          'archived (hidden from discovery, kept for its applications): `{ result: "archived" }`.',
        access: "host",
        forbiddenMessage: listingMessages.hostsOnly,
        owner: own,
        params: idParams,
        notFoundMessage,
        responses: { 200: { description: "Deleted or archived", schema: deleteListingResponseSchema } },
      }),
      async (c) => c.json(await service.deleteListing(deps, c.get("actor"), c.req.valid("param").id)),
    )
    .post(
      "/:id/images",
      contract({
        summary: "Add images to a listing",
        description:
          '1–10 `files` and `rightsConfirmed=true`; all files of a request are kept or none. 400 "Rights ' +
          'Confirmation Required"; 400 "Maximum 10 images allowed" (title "Too Many Images") when the ' +
          'listing would hold more than 10; 413 "{file} is too large (max 10MB)"; 415 "{file} is not an image ' +
          'file" (type by magic bytes). Answers every image of the listing, in order.',
        access: "host",
        forbiddenMessage: listingMessages.hostsOnly,
        owner: own,
        params: idParams,
        notFoundMessage,
        multipart: {
          fields: { rightsConfirmed: "true: the host holds the rights" },
          files: { files: "Images, repeated (1–10, each ≤ 10 MB)" },
        },
        responses: { 201: { description: "Uploaded", schema: uploadImagesResponseSchema } },
        errors: [413, 415, 429],
      }),
      // Which listing, and is there room at all, before a single upload byte is read.
      async (c, next) => {
        await service.assertCanUploadImages(deps, c.get("actor"), c.req.valid("param").id);
        await next();
      },
      uploadLimit(listingLimits.imagesMax * listingLimits.imageBytesMax, imagesTooLarge),
      async (c) => {
        const form = await readMultipart(c, notMultipart);
        const files = filesField(form, "files").map(toUploadFile);
        const rights = isTrue(textField(form, "rightsConfirmed"));
        return c.json(await service.uploadImages(deps, c.get("actor"), c.req.valid("param").id, files, rights), 201);
      },
    )
    .put(
      "/:id/images/order",
      contract({
        summary: "Reorder a listing's images",
        description: "Every image id of the listing once; the first becomes the cover. 400 when not a permutation.",
        access: "host",
        forbiddenMessage: listingMessages.hostsOnly,
        owner: own,
        params: idParams,
        notFoundMessage,
        body: imageOrderSchema,
        responses: { 200: { description: "The images in the new order", schema: listingImagesResponseSchema } },
      }),
      async (c) =>
        c.json({
          images: await service.reorderImages(
            deps,
            c.get("actor"),
            c.req.valid("param").id,
            c.req.valid("json").imageIds,
          ),
        }),
    )
    .delete(
      "/:id/images/:imageId",
      contract({
        summary: "Remove a listing image",
        description: "The remaining images are renumbered (first = cover); the files are removed.",
        access: "host",
        forbiddenMessage: listingMessages.hostsOnly,
        owner: `${own}; the image must belong to that listing`,
        params: imageParams,
        notFoundMessage: { id: notFoundMessage, imageId: listingImageMessages.imageNotFound },
        responses: { 200: { description: "The remaining images", schema: listingImagesResponseSchema } },
      }),
      async (c) => {
        const { id, imageId } = c.req.valid("param");
        return c.json({ images: await service.removeImage(deps, c.get("actor"), id, imageId) });
      },
    )
    .get(
      "/:id/gallery",
      contract({
        summary: "A listing's gallery",
        description: "Creators' photos of the listing, newest first.",
        access: "signed-in",
        scope: visible,
        params: idParams,
        notFoundMessage,
        responses: { 200: { description: "The photos", schema: galleryResponseSchema } },
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json({ photos: await gallery.photosOf(deps, c.get("actor"), c.req.valid("param").id) });
      },
    )
    .post(
      "/:id/gallery",
      contract({
        summary: "Share a photo of a listing",
        description:
          'One JPG/PNG/WebP ≤ 5 MB in `file` (or `files`), `rightsConfirmed=true`, `caption` ≤ 200. 400 "Please ' +
          'confirm your content rights before uploading" (title "Rights Confirmation Required"); 413 "Please ' +
          'select an image under 5MB" (title "File Too Large"); 415 "Please select an image file" (title ' +
          '"Invalid File Type").',
        access: "creator",
        forbiddenMessage: galleryMessages.creatorsOnly,
        scope: visible,
        params: idParams,
        notFoundMessage,
        multipart: {
          fields: { rightsConfirmed: "true: the creator holds the rights", caption: "Optional, ≤ 200 characters" },
          files: { file: "One image (≤ 5 MB)" },
        },
        responses: { 201: { description: "Shared", schema: galleryPhotoResponseSchema } },
        errors: [413, 415, 429],
      }),
      // Only on a listing the creator can see, and with room left, before the body is read.
      async (c, next) => {
        await gallery.assertCanAddGalleryPhoto(deps, c.get("actor"), c.req.valid("param").id);
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
        const photo = await gallery.addGalleryPhoto(deps, c.get("actor"), c.req.valid("param").id, {
          file: file ? toUploadFile(file) : null,
          rightsConfirmed: isTrue(textField(form, "rightsConfirmed")),
          caption,
        });
        return c.json({ photo }, 201);
      },
    )
    .delete(
      "/:id/gallery/:photoId",
      contract({
        summary: "Remove a gallery photo",
        description:
          "Only the photo's creator; another creator's photo answers 404 like a missing one. The files are removed.",
        access: "creator",
        owner: "the photo's creator, on a listing the caller can see",
        params: photoParams,
        notFoundMessage: { id: notFoundMessage, photoId: galleryMessages.photoNotFound },
        responses: { 200: { description: "Removed", schema: okResponseSchema } },
      }),
      async (c) => {
        const { id, photoId } = c.req.valid("param");
        await gallery.removeGalleryPhoto(deps, c.get("actor"), id, photoId);
        return c.json({ ok: true as const });
      },
    );
}
