import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectImageType, ImageError, processImage, toAvatarJpeg } from "./images.ts";

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF (camera make, GPS-like comment) and orientation 6 (rotate 90° clockwise). */
const jpegWithExif = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: "#c33" } })
    .withExif({ IFD0: { Make: "SecretCam", ImageDescription: "GPS 41.9,12.5" } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

describe("processImage", () => {
  it("turns a PNG into webp full and card variants without metadata", async () => {
    const result = await processImage(await png(2400, 1200));
    expect(result.sourceType).toBe("image/png");
    for (const variant of [result.full, result.card]) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(variant.height);
    }
    expect([result.full.width, result.full.height]).toEqual([1600, 800]);
    expect([result.card.width, result.card.height]).toEqual([640, 320]);
  });

  it("never enlarges a small image", async () => {
    const result = await processImage(await png(300, 200));
    expect([result.full.width, result.card.width]).toEqual([300, 300]);
  });

  it("strips EXIF and applies the orientation to the pixels", async () => {
    const input = await jpegWithExif();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = await processImage(input);
    const meta = await sharp(result.full.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(result.full.data.includes(Buffer.from("SecretCam"))).toBe(false);
    // Orientation 6 means the stored 300×200 picture is shown 200×300.
    expect([result.full.width, result.full.height]).toEqual([200, 300]);
  });

  it("rejects an HTML file renamed .png with a 415 error", async () => {
    const html = Buffer.from("<!doctype html><html><script>alert(1)</script></html>");
    const error = await processImage(html).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageError);
    expect(error).toMatchObject({ code: "unsupported_file_type", status: 415 });
  });

  it("rejects an empty buffer", async () => {
    await expect(processImage(Buffer.alloc(0))).rejects.toMatchObject({ code: "unsupported_file_type", status: 415 });
  });

  it("rejects an SVG (script-capable) even though it is an image to browsers", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    await expect(processImage(svg)).rejects.toMatchObject({ status: 415 });
  });

  it("rejects a truncated image with valid magic bytes as unreadable", async () => {
    const truncated = (await png(400, 400)).subarray(0, 60);
    await expect(processImage(truncated)).rejects.toMatchObject({ code: "invalid_image", status: 400 });
  });

  it("accepts a GIF as a still image", async () => {
    const gif = await sharp({ create: { width: 50, height: 40, channels: 3, background: "#0a0" } })
      .gif()
      .toBuffer();
    expect(await detectImageType(gif)).toBe("image/gif");
    const result = await processImage(gif);
    expect((await sharp(result.card.data).metadata()).format).toBe("webp");
  });
});

describe("toAvatarJpeg", () => {
  it("makes a 400×400 JPEG", async () => {
    const avatar = await toAvatarJpeg(await png(900, 500));
    const meta = await sharp(avatar.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 400, 400]);
    expect(avatar.contentType).toBe("image/jpeg");
  });
});
