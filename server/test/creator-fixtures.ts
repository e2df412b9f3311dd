import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Db } from "../db/client.ts";
import { listings } from "../db/schema/index.ts";

/** Test data for the creator features (profiles, portfolio, discovery, saved creators, invitations). */

export const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** The smallest file `file-type` takes for video/mp4: an `ftyp` box with the isom brand, then an `mdat`. */
export function mp4(): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2"),
  ]);
  const payload = Buffer.alloc(64, 7);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 8 + payload.length]), Buffer.from("mdat"), payload]);
  return Buffer.concat([ftyp, mdat]);
}

export function fileForm(data: Buffer, name: string, type: string, fields: Record<string, string | string[]> = {}) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(data)], name, { type }));
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  return form;
}

export async function insertListing(db: Db, hostId: string, status: "active" | "paused" | "archived" = "active") {
  const [row] = await db
    .insert(listings)
    .values({
      hostId,
      title: `Cliffside suite ${Math.random().toString(36).slice(2, 7)}`,
      location: "Positano, Italy",
      description: "A suite over the sea.",
      collaborationDetails: "Three nights for a reel and ten photos.",
      status,
    })
    .returning({ id: listings.id, title: listings.title });
  if (!row) throw new Error("listing not inserted");
  return row;
}

/** Every stored file under `prefix` of the test storage (sidecars excluded). */
export async function storedFiles(dataDir: string, prefix: string): Promise<string[]> {
  try {
    const names = await readdir(path.join(dataDir, "storage", prefix));
    return names.filter((n) => !n.endsWith(".meta.json"));
  } catch {
    return [];
  }
}

export const validCreatorForm = {
  name: "Alex Rivera",
  bio: "Travel creator based in Lisbon.",
  skills: "Travel, Food",
  portfolio: "https://alex.example",
  instagram: "@alexr",
  tiktok: "",
  youtube: "alexr",
  otherLinks: "https://links.example/alex",
  location: "Lisbon, Portugal",
  instagramFollowers: 1500,
  tiktokFollowers: 0,
  youtubeFollowers: 500,
};
