import { creatorLimits, creatorMessages } from "@domain/creator-messages.ts";

/** Output of the avatar crop (spec 001 §9): a 400×400 JPEG at quality 0.9. */
export const avatarOutput = { size: 400, type: "image/jpeg", quality: 0.9 } as const;
/** Cropper limits (spec 001 §5, §9). */
export const avatarZoom = { min: 0.5, max: 3, step: 0.1 } as const;
export const avatarRotationStep = 90;

export type AvatarFileProblem = { title: string; text: string };

/** The spec's avatar checks, in order: an image type, then at most 10 MB. Null when the file may be cropped. */
export function avatarFileProblem(file: { type: string; size: number }): AvatarFileProblem | null {
  if (!file.type.startsWith("image/")) {
    return { title: creatorMessages.avatarInvalidTypeTitle, text: creatorMessages.avatarInvalidTypeText };
  }
  if (file.size > creatorLimits.avatarBytesMax) {
    return { title: creatorMessages.avatarTooLargeTitle, text: creatorMessages.avatarTooLargeText };
  }
  return null;
}

/** Rotation kept within 0–359 after a step left (-90) or right (+90). */
export function rotateBy(rotation: number, step: number): number {
  return (((rotation + step) % 360) + 360) % 360;
}

/** Width and height of the box holding a `width`×`height` image rotated by `degrees`. */
export function rotatedSize(width: number, height: number, degrees: number): { width: number; height: number } {
  const rad = (degrees * Math.PI) / 180;
  return {
    width: Math.round(Math.abs(Math.cos(rad) * width) + Math.abs(Math.sin(rad) * height)),
    height: Math.round(Math.abs(Math.sin(rad) * width) + Math.abs(Math.cos(rad) * height)),
  };
}

export type PixelArea = { x: number; y: number; width: number; height: number };

/** Decodes an image from a URL (an object URL of the chosen file). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The image could not be read."));
    image.src = src;
  });
}

/**
 * Draws the rotated image, cuts out `area` (pixels of the rotated image, as react-easy-crop reports them) and
 * scales it to the 400×400 JPEG the server stores. Parts of the area outside the image (zoomed out) are white.
 */
export async function cropAvatar(image: HTMLImageElement, area: PixelArea, rotation: number): Promise<Blob> {
  const box = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const rotated = document.createElement("canvas");
  rotated.width = box.width;
  rotated.height = box.height;
  const rctx = rotated.getContext("2d");
  if (!rctx) throw new Error("Canvas is not available.");
  rctx.translate(box.width / 2, box.height / 2);
  rctx.rotate((rotation * Math.PI) / 180);
  rctx.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const out = document.createElement("canvas");
  out.width = avatarOutput.size;
  out.height = avatarOutput.size;
  const ctx = out.getContext("2d");
  if (!ctx) throw new Error("Canvas is not available.");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, out.width, out.height);

  return new Promise((resolve, reject) => {
    out.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The image could not be encoded."))),
      avatarOutput.type,
      avatarOutput.quality,
    );
  });
}
