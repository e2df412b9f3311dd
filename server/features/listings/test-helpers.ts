import type { ListingInput } from "@domain/listings.ts";
import sharp from "sharp";
import { applications } from "../../db/schema/index.ts";
import type { TestClient, TestContext } from "../../test/harness.ts";

export type ApiError = { code: string; message: string; title?: string; fields?: Record<string, string> };

export async function errorOf(res: Response): Promise<ApiError> {
  return ((await res.json()) as { error: ApiError }).error;
}

export const validListing = (overrides: Partial<ListingInput> & Record<string, unknown> = {}): ListingInput =>
  ({
    title: "Cliffside Villa with Sea View",
    location: "Positano, Amalfi Coast, Italy",
    description: "A quiet villa above the sea with a terrace and a pool.",
    collaborationDetails: "Three nights for two guests in exchange for a reel and ten photos.",
    propertyType: "Hotel",
    ...overrides,
  }) as ListingInput;

export async function createListing(
  client: TestClient,
  overrides: Partial<ListingInput> & Record<string, unknown> = {},
) {
  const res = await client.post("/api/listings", validListing(overrides));
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { listing: { id: string; region: string | null; title: string } }).listing;
}

/** A real application row (the applications feature is not needed to test counts and archiving). */
export async function addApplication(ctx: TestContext, listingId: string, creatorId: string) {
  await ctx.db.insert(applications).values({ listingId, creatorId, message: "I would love to visit" });
}

/** A small real PNG; `seed` varies the colour so files differ. */
export async function pngBytes(seed = 0, size = 32): Promise<Buffer> {
  return sharp({
    create: { width: size, height: size, channels: 3, background: { r: (seed * 37) % 256, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
}

export async function jpegBytes(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: "#c08040" } })
    .jpeg()
    .toBuffer();
}

export async function gifBytes(): Promise<Buffer> {
  return sharp({ create: { width: 20, height: 20, channels: 3, background: "#00ff00" } })
    .gif()
    .toBuffer();
}

export function fileOf(data: Buffer | string, name: string, type = "image/png"): File {
  return new File([typeof data === "string" ? data : new Uint8Array(data)], name, { type });
}

export function imageForm(files: File[], rightsConfirmed: boolean | string = true): FormData {
  const form = new FormData();
  for (const file of files) form.append("files", file);
  if (rightsConfirmed !== false) form.append("rightsConfirmed", String(rightsConfirmed));
  return form;
}
