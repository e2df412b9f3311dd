import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";

/** Image types we accept, decided by magic bytes, never by the client's MIME type or file name (DESIGN.md §5). */
export const acceptedImageTypes = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type AcceptedImageType = (typeof acceptedImageTypes)[number];

export type ImageErrorCode = "unsupported_file_type" | "invalid_image" | "image_too_large";

/**
 * A rejected upload. Routes answer `{ error: { code, message } }` with `status`:
 * 415 for a type we don't take, 400 for a file that claims to be an image but can't be decoded,
 * 413 for more pixels than we are willing to decode (decompression bombs).
 */
export class ImageError extends Error {
  readonly code: ImageErrorCode;
  readonly status: 400 | 413 | 415;
  constructor(code: ImageErrorCode, message: string) {
    super(message);
    this.name = "ImageError";
    this.code = code;
    this.status = code === "unsupported_file_type" ? 415 : code === "image_too_large" ? 413 : 400;
  }
}

export const imageMessages = {
  unsupported: "Please upload a JPG, PNG, WebP or GIF image.",
  invalid: "The image could not be read. Please try another file.",
  tooLarge: "The image has too many pixels. Please upload a smaller image.",
} as const;

/** ~64 megapixels: every real camera photo fits, a crafted 50000×50000 PNG does not. */
const maxInputPixels = 64_000_000;

export type ImageVariant = { data: Buffer; width: number; height: number; contentType: "image/webp" };
export type ProcessedImage = { sourceType: AcceptedImageType; full: ImageVariant; card: ImageVariant };
export type ProcessImageOptions = {
  /** Longest side of the `full` variant (default 1600). */
  fullMaxPx?: number;
  /** Width of the `card` variant (default 640). */
  cardMaxWidth?: number;
  fullQuality?: number;
  cardQuality?: number;
};

/** The accepted type of `input` by its magic bytes, or null. */
export async function detectImageType(input: Buffer): Promise<AcceptedImageType | null> {
  if (input.length === 0) return null;
  const detected = await fileTypeFromBuffer(input);
  const mime = detected?.mime;
  return (acceptedImageTypes as readonly string[]).includes(mime ?? "") ? (mime as AcceptedImageType) : null;
}

async function decoder(input: Buffer) {
  const sourceType = await detectImageType(input);
  if (!sourceType) throw new ImageError("unsupported_file_type", imageMessages.unsupported);
  // GIFs are taken as still images: only the first frame is read (animated: false is sharp's default).
  // Apply the EXIF orientation to the pixels, so the picture stays upright once EXIF is dropped.
  const image = sharp(input, { limitInputPixels: maxInputPixels, failOn: "error" }).autoOrient();
  return { sourceType, image };
}

function toImageError(error: unknown): never {
  if (error instanceof ImageError) throw error;
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) throw new ImageError("image_too_large", imageMessages.tooLarge);
  throw new ImageError("invalid_image", imageMessages.invalid);
}

async function encode(pipeline: Sharp): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Re-encodes an uploaded image into the two variants the UI shows: `full` (detail pages, longest side
 * ≤ 1600 px) and `card` (lists, ≤ 640 px wide), both WebP. sharp writes no metadata unless asked,
 * so EXIF, GPS and ICC comments of the original are dropped.
 */
export async function processImage(input: Buffer, opts: ProcessImageOptions = {}): Promise<ProcessedImage> {
  const fullMax = opts.fullMaxPx ?? 1600;
  const cardWidth = opts.cardMaxWidth ?? 640;
  try {
    const { sourceType, image } = await decoder(input);
    const [full, card] = await Promise.all([
      encode(
        image
          .clone()
          .resize({ width: fullMax, height: fullMax, fit: "inside", withoutEnlargement: true })
          .webp({ quality: opts.fullQuality ?? 80 }),
      ),
      encode(
        image
          .clone()
          .resize({ width: cardWidth, withoutEnlargement: true })
          .webp({ quality: opts.cardQuality ?? 75 }),
      ),
    ]);
    return {
      sourceType,
      full: { ...full, contentType: "image/webp" },
      card: { ...card, contentType: "image/webp" },
    };
  } catch (error) {
    toImageError(error);
  }
}

export type AvatarImage = { data: Buffer; width: number; height: number; contentType: "image/jpeg" };

/** The avatar the spec's cropper produces (400×400 JPEG, quality 0.9), made server-side from any accepted image. */
export async function toAvatarJpeg(input: Buffer): Promise<AvatarImage> {
  try {
    const { image } = await decoder(input);
    const out = await encode(
      image
        .resize({ width: 400, height: 400, fit: "cover", position: "attention" })
        // Transparent PNG/GIF pixels would turn black in JPEG; white is what the cropper canvas shows.
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 90, mozjpeg: true }),
    );
    return { ...out, contentType: "image/jpeg" };
  } catch (error) {
    toImageError(error);
  }
}
