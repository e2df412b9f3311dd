import {
  type GalleryPhoto,
  galleryMessages,
  type ListingDetail,
  type ListingImage,
  listingImageMessages,
  type UploadImagesResponse,
} from "@domain/listings.ts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creatorListingImages, listingImages } from "../../db/schema/index.ts";
import type { TestClient, TestContext } from "../../test/harness.ts";
import { createTestContext } from "../../test/harness.ts";
import { storedFiles as storedFilesOf } from "../../test/stored-files.ts";
import { createListing, errorOf, fileOf, gifBytes, imageForm, jpegBytes, pngBytes } from "./test-helpers.ts";

let ctx: TestContext;
let host: { client: TestClient; id: string };
let otherHost: { client: TestClient; id: string };
let creator: { client: TestClient; id: string };
let otherCreator: { client: TestClient; id: string };
let anon: TestClient;

beforeAll(async () => {
  ctx = await createTestContext();
  host = await ctx.userClient("host");
  otherHost = await ctx.userClient("host", "Olaf Other");
  creator = await ctx.userClient("creator", "Cora Creator");
  otherCreator = await ctx.userClient("creator", "Cleo Second");
  anon = ctx.client();
});
afterAll(async () => ctx?.close());

/** Every stored file under a prefix of the test's storage (read from the root: nothing swallowed). */
const storedFiles = (prefix: string) => storedFilesOf(ctx.config.dataDir, prefix);

const imageRows = (listingId: string) =>
  ctx.db.select().from(listingImages).where(eq(listingImages.listingId, listingId));

async function upload(client: TestClient, listingId: string, files: File[], rights: boolean | string = true) {
  return client.post(`/api/listings/${listingId}/images`, imageForm(files, rights));
}

describe("POST /api/listings/:id/images", () => {
  it("stores full and card WebP variants for every file, in order, first = cover", async () => {
    const { id } = await createListing(host.client);
    const res = await upload(host.client, id, [
      fileOf(await pngBytes(1, 2000), "first.png"),
      fileOf(await jpegBytes(), "second.jpg", "image/jpeg"),
    ]);
    expect(res.status).toBe(201);
    const body = (await res.json()) as UploadImagesResponse;
    expect(body.uploaded).toBe(2);
    expect(body.message).toBe("Successfully uploaded 2 image(s).");
    expect(body.images.map((i) => i.position)).toEqual([0, 1]);
    const [cover] = body.images;
    expect(cover?.url).toMatch(new RegExp(`^/files/listings/${id}/[0-9a-f-]+\\.webp$`));
    expect(cover?.cardUrl).toBe(cover?.url.replace(/\.webp$/, "-card.webp"));
    expect(cover?.width).toBe(1600);

    const full = await ctx.app.request(cover?.url ?? "");
    expect(full.headers.get("content-type")).toBe("image/webp");
    const card = await ctx.app.request(cover?.cardUrl ?? "");
    const meta = await sharp(Buffer.from(await card.arrayBuffer())).metadata();
    expect(meta.width).toBe(640);
    expect(await storedFiles(`listings/${id}`)).toHaveLength(4);

    const { listing } = (await (await creator.client.get(`/api/listings/${id}`)).json()) as { listing: ListingDetail };
    expect(listing.coverUrl).toBe(cover?.url);
    expect(listing.images).toHaveLength(2);
  });

  it("requires the rights confirmation", async () => {
    const { id } = await createListing(host.client);
    for (const rights of [false, "false", ""]) {
      const res = await upload(host.client, id, [fileOf(await pngBytes(), "a.png")], rights);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(listingImageMessages.rightsRequired);
    }
    expect(await imageRows(id)).toHaveLength(0);
  });

  it("refuses 11 images at once and anything past 10 in total, saving nothing", async () => {
    const { id } = await createListing(host.client);
    const eleven = await Promise.all(Array.from({ length: 11 }, async (_, i) => fileOf(await pngBytes(i), `${i}.png`)));
    const res = await upload(host.client, id, eleven);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      message: listingImageMessages.tooMany,
      title: listingImageMessages.tooManyTitle,
    });
    expect(await imageRows(id)).toHaveLength(0);

    expect((await upload(host.client, id, eleven.slice(0, 8))).status).toBe(201);
    const past = await upload(host.client, id, eleven.slice(0, 3));
    expect(past.status).toBe(400);
    expect((await errorOf(past)).message).toBe(listingImageMessages.tooMany);
    expect((await upload(host.client, id, eleven.slice(0, 2))).status).toBe(201);
    const full = await upload(host.client, id, eleven.slice(0, 1));
    expect((await errorOf(full)).message).toBe(listingImageMessages.tooMany);
    expect(await imageRows(id)).toHaveLength(10);
    expect(await storedFiles(`listings/${id}`)).toHaveLength(20);
  });

  it("refuses a 12 MB file with the spec's message (413) and keeps the good ones of the batch out too", async () => {
    const { id } = await createListing(host.client);
    const big = Buffer.alloc(12 * 1024 * 1024, 1);
    (await pngBytes()).copy(big);
    const res = await upload(host.client, id, [fileOf(await pngBytes(), "ok.png"), fileOf(big, "huge.png")]);
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe("huge.png is too large (max 10MB)");
    expect(await imageRows(id)).toHaveLength(0);
    expect(await storedFiles(`listings/${id}`)).toHaveLength(0);
  });

  it("refuses a body over the whole-request cap before parsing it", async () => {
    const { id } = await createListing(host.client);
    const res = await host.client.request("POST", `/api/listings/${id}/images`, "x", {
      "content-type": "multipart/form-data; boundary=abc",
      "content-length": String(200 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
  });

  it("decides the type by magic bytes: HTML named .png and a zero-byte file are 415, nothing half-saved", async () => {
    const { id } = await createListing(host.client);
    const html = fileOf("<!doctype html><html><script>alert(1)</script></html>", "photo.png");
    const cases: [File, string][] = [
      [html, "photo.png is not an image file"],
      [fileOf(Buffer.alloc(0), "empty.jpg", "image/jpeg"), "empty.jpg is not an image file"],
      [fileOf("%PDF-1.4 fake", "doc.webp", "image/webp"), "doc.webp is not an image file"],
    ];
    for (const [bad, message] of cases) {
      const res = await upload(host.client, id, [fileOf(await pngBytes(), "good.png"), bad]);
      expect(res.status).toBe(415);
      expect((await errorOf(res)).message).toBe(message);
    }
    // A file that starts like a PNG but is broken is a 400 with the same message.
    const broken = Buffer.concat([(await pngBytes()).subarray(0, 40), Buffer.alloc(100)]);
    const res = await upload(host.client, id, [fileOf(broken, "broken.png")]);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("broken.png is not an image file");
    expect(await imageRows(id)).toHaveLength(0);
    expect(await storedFiles(`listings/${id}`)).toHaveLength(0);
  });

  it("needs at least one file and a multipart body", async () => {
    const { id } = await createListing(host.client);
    const none = await upload(host.client, id, []);
    expect(none.status).toBe(400);
    expect((await errorOf(none)).message).toBe(listingImageMessages.noFiles);
    expect((await host.client.post(`/api/listings/${id}/images`, { files: [] })).status).toBe(400);
  });

  it("answers 401 / 403 / 404 for visitor, creator, other host", async () => {
    const { id } = await createListing(host.client);
    const files = [fileOf(await pngBytes(), "a.png")];
    expect((await upload(anon, id, files)).status).toBe(401);
    expect((await upload(creator.client, id, files)).status).toBe(403);
    expect((await upload(otherHost.client, id, files)).status).toBe(404);
    expect((await upload(host.client, crypto.randomUUID(), files)).status).toBe(404);
    expect(await imageRows(id)).toHaveLength(0);
  });
});

describe("image order and removal", () => {
  async function listingWithImages(n: number) {
    const { id } = await createListing(host.client);
    const files = await Promise.all(Array.from({ length: n }, async (_, i) => fileOf(await pngBytes(i), `${i}.png`)));
    const body = (await (await upload(host.client, id, files)).json()) as UploadImagesResponse;
    return { id, images: body.images };
  }

  it("reorders by a permutation of the image ids; the first becomes the cover", async () => {
    const { id, images } = await listingWithImages(3);
    const reversed = images.map((i) => i.id).reverse();
    const res = await host.client.request("PUT", `/api/listings/${id}/images/order`, { imageIds: reversed });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { images: ListingImage[] };
    expect(body.images.map((i) => i.id)).toEqual(reversed);
    const { listing } = (await (await host.client.get(`/api/listings/${id}`)).json()) as { listing: ListingDetail };
    expect(listing.coverUrl).toBe(images[2]?.url);
  });

  it("refuses anything but a permutation", async () => {
    const { id, images } = await listingWithImages(3);
    const ids = images.map((i) => i.id);
    const bad = [ids.slice(0, 2), [...ids, ids[0]], [ids[0], ids[0], ids[1]], [ids[0], ids[1], crypto.randomUUID()]];
    for (const imageIds of bad) {
      const res = await host.client.request("PUT", `/api/listings/${id}/images/order`, { imageIds });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(listingImageMessages.badOrder);
    }
  });

  it("removes an image and its files, renumbering the rest", async () => {
    const { id, images } = await listingWithImages(3);
    const res = await host.client.delete(`/api/listings/${id}/images/${images[0]?.id}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { images: ListingImage[] };
    expect(body.images.map((i) => [i.id, i.position])).toEqual([
      [images[1]?.id, 0],
      [images[2]?.id, 1],
    ]);
    expect(await storedFiles(`listings/${id}`)).toHaveLength(4);
    expect((await host.client.delete(`/api/listings/${id}/images/${images[0]?.id}`)).status).toBe(404);
  });

  it("refuses to delete another listing's image through this listing's path (404, nothing deleted)", async () => {
    const mine = await listingWithImages(2);
    const other = await listingWithImages(2);
    const filesBefore = await storedFiles("listings");
    // The host owns both listings: only the pairing of listing and image is wrong.
    const res = await host.client.delete(`/api/listings/${mine.id}/images/${other.images[0]?.id}`);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(listingImageMessages.imageNotFound);
    expect((await imageRows(mine.id)).map((r) => r.id).sort()).toEqual(mine.images.map((i) => i.id).sort());
    expect((await imageRows(other.id)).map((r) => r.id).sort()).toEqual(other.images.map((i) => i.id).sort());
    expect(await storedFiles("listings")).toEqual(filesBefore);
    // Another host's image id through their own listing's path is the same 404.
    const foreign = await createListing(otherHost.client);
    const viaOwn = await otherHost.client.delete(`/api/listings/${foreign.id}/images/${mine.images[0]?.id}`);
    expect(viaOwn.status).toBe(404);
    expect(await imageRows(mine.id)).toHaveLength(2);
  });

  it("answers 401 / 403 / 404 for visitor, creator, other host on order and delete", async () => {
    const { id, images } = await listingWithImages(2);
    const order = { imageIds: images.map((i) => i.id) };
    const target = `/api/listings/${id}/images/${images[0]?.id}`;
    expect((await anon.request("PUT", `/api/listings/${id}/images/order`, order)).status).toBe(401);
    expect((await creator.client.request("PUT", `/api/listings/${id}/images/order`, order)).status).toBe(403);
    expect((await otherHost.client.request("PUT", `/api/listings/${id}/images/order`, order)).status).toBe(404);
    expect((await anon.delete(target)).status).toBe(401);
    expect((await creator.client.delete(target)).status).toBe(403);
    expect((await otherHost.client.delete(target)).status).toBe(404);
    expect(await imageRows(id)).toHaveLength(2);
  });

  it("deleting a listing removes its image files", async () => {
    const { id } = await listingWithImages(2);
    expect(await storedFiles(`listings/${id}`)).toHaveLength(4);
    expect(await (await host.client.delete(`/api/listings/${id}`)).json()).toMatchObject({ result: "deleted" });
    expect(await storedFiles(`listings/${id}`)).toHaveLength(0);
  });
});

describe("gallery (Share Your Experience)", () => {
  function galleryForm(file: File | null, options: { rights?: boolean; caption?: string } = {}) {
    const form = new FormData();
    if (file) form.append("file", file);
    if (options.rights !== false) form.append("rightsConfirmed", "true");
    if (options.caption !== undefined) form.append("caption", options.caption);
    return form;
  }

  it("lets a creator add a photo with a caption; everyone signed in sees it", async () => {
    const { id } = await createListing(host.client);
    const res = await creator.client.post(
      `/api/listings/${id}/gallery`,
      galleryForm(fileOf(await jpegBytes(), "me.jpg", "image/jpeg"), { caption: "  Sunset from the terrace " }),
    );
    expect(res.status).toBe(201);
    const { photo } = (await res.json()) as { photo: GalleryPhoto };
    expect(photo).toMatchObject({
      listingId: id,
      creatorId: creator.id,
      creatorName: "Cora Creator",
      caption: "Sunset from the terrace",
      canDelete: true,
    });
    expect(photo.url).toMatch(new RegExp(`^/files/gallery/${id}/.+\\.webp$`));
    for (const viewer of [host.client, otherCreator.client]) {
      const list = (await (await viewer.get(`/api/listings/${id}/gallery`)).json()) as { photos: GalleryPhoto[] };
      expect(list.photos.map((p) => [p.id, p.canDelete])).toEqual([[photo.id, false]]);
    }
    expect((await anon.get(`/api/listings/${id}/gallery`)).status).toBe(401);
    const { listing } = (await (await host.client.get(`/api/listings/${id}`)).json()) as { listing: ListingDetail };
    expect(listing.gallery).toHaveLength(1);
    expect(listing.stats.galleryPhotoCount).toBe(1);
  });

  it("applies the spec's rules: rights, image type, 5 MB, caption 200", async () => {
    const { id } = await createListing(host.client);
    const png = await pngBytes();
    const post = (form: FormData) => creator.client.post(`/api/listings/${id}/gallery`, form);

    const noRights = await post(galleryForm(fileOf(png, "a.png"), { rights: false }));
    expect(noRights.status).toBe(400);
    expect(await errorOf(noRights)).toMatchObject({
      message: galleryMessages.rights,
      title: galleryMessages.rightsTitle,
    });
    const html = await post(galleryForm(fileOf("<html></html>", "x.png")));
    expect(html.status).toBe(415);
    expect(await errorOf(html)).toMatchObject({
      message: galleryMessages.invalidType,
      title: galleryMessages.invalidTypeTitle,
    });
    const gif = await post(galleryForm(fileOf(await gifBytes(), "x.gif", "image/gif")));
    expect(gif.status).toBe(415);
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1);
    png.copy(big);
    const tooBig = await post(galleryForm(fileOf(big, "big.png")));
    expect(tooBig.status).toBe(413);
    expect(await errorOf(tooBig)).toMatchObject({
      message: galleryMessages.tooLarge,
      title: galleryMessages.tooLargeTitle,
    });
    const caption = await post(galleryForm(fileOf(png, "a.png"), { caption: "x".repeat(201) }));
    expect(caption.status).toBe(400);
    expect((await errorOf(caption)).message).toBe(galleryMessages.captionTooLong);
    expect((await post(galleryForm(null))).status).toBe(400);
    const webp = await post(
      galleryForm(fileOf(await sharp(png).webp().toBuffer(), "a.webp"), { caption: "x".repeat(200) }),
    );
    expect(webp.status).toBe(201);
    const rows = await ctx.db.select().from(creatorListingImages).where(eq(creatorListingImages.listingId, id));
    expect(rows).toHaveLength(1);
    expect(await storedFiles(`gallery/${id}`)).toHaveLength(2);
  });

  it("is for creators only, on listings they can see", async () => {
    const { id } = await createListing(host.client);
    const form = () => galleryForm(fileOf(Buffer.from([]), "a.png"));
    expect((await anon.post(`/api/listings/${id}/gallery`, form())).status).toBe(401);
    const byHost = await host.client.post(`/api/listings/${id}/gallery`, form());
    expect(byHost.status).toBe(403);
    expect((await otherHost.client.post(`/api/listings/${id}/gallery`, form())).status).toBe(403);
    await host.client.patch(`/api/listings/${id}`, { status: "paused" });
    expect((await creator.client.post(`/api/listings/${id}/gallery`, form())).status).toBe(404);
  });

  it("lets only the photo's creator delete it, and removes its files", async () => {
    const { id } = await createListing(host.client);
    const res = await creator.client.post(
      `/api/listings/${id}/gallery`,
      galleryForm(fileOf(await pngBytes(), "a.png")),
    );
    const { photo } = (await res.json()) as { photo: GalleryPhoto };
    const target = `/api/listings/${id}/gallery/${photo.id}`;
    expect((await anon.delete(target)).status).toBe(401);
    // Another creator's photo answers like a missing one; hosts never own gallery photos (wrong role).
    expect((await otherCreator.client.delete(target)).status).toBe(404);
    expect((await host.client.delete(target)).status).toBe(403);
    expect((await otherHost.client.delete(target)).status).toBe(403);
    expect((await creator.client.delete(`/api/listings/${id}/gallery/${crypto.randomUUID()}`)).status).toBe(404);
    const other = await createListing(host.client);
    expect((await creator.client.delete(`/api/listings/${other.id}/gallery/${photo.id}`)).status).toBe(404);
    expect(await storedFiles(`gallery/${id}`)).toHaveLength(2);
    const ok = await creator.client.delete(target);
    expect(ok.status).toBe(200);
    expect(await storedFiles(`gallery/${id}`)).toHaveLength(0);
    expect((await creator.client.delete(target)).status).toBe(404);
  });
});
