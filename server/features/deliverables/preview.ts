import { randomBytes } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import type { Storage } from "../../storage/storage.ts";
import { wrongType } from "./upload-policy.ts";

/** `{userId}/{applicationId}/{timestamp}.{ext}` under the private `deliverables/` prefix (decision 0030). */
export const deliverableKey = (userId: string, applicationId: string, ext: string) =>
  `deliverables/${userId}/${applicationId}/${Date.now()}-${randomBytes(3).toString("hex")}.${ext}`;

/** A WebP preview: the image re-encoded, or the browser's poster frame for a video (the original stays as it is). */
export async function makePreview(
  { storage }: { storage: Storage },
  key: string,
  kind: "image" | "video",
  poster: Buffer | null,
): Promise<Buffer | null> {
  const resize = (input: Sharp) =>
    input
      .autoOrient()
      .resize({ width: 1280, height: 1280, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  if (kind === "video") {
    if (!poster) return null;
    try {
      return await resize(sharp(poster, { limitInputPixels: 64_000_000, failOn: "error" }));
    } catch {
      return null; // a broken poster only costs the preview
    }
  }
  const file = await storage.openStream(key);
  if (!file) throw wrongType();
  try {
    const decoder = sharp({ limitInputPixels: 64_000_000, failOn: "error" });
    file.body.pipe(decoder);
    return await resize(decoder);
  } catch {
    file.body.destroy();
    // The magic bytes said image, but it does not decode: not an image we can show or deliver.
    throw wrongType();
  }
}
