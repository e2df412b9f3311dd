import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../db/client.ts";
import { listings } from "../db/schema/index.ts";

/** Test data for the creator features (profiles, portfolio, discovery, saved creators, invitations). */

export const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

const box = (type: string, payload: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, payload]);
};

/**
 * A structurally valid MP4 (server/storage/mp4.ts): an `ftyp` box with the isom brand, a `moov` with a movie
 * header (`mvhd`, version 0: 100 bytes of fields), then an `mdat`.
 */
export function mp4(): Buffer {
  const ftyp = box("ftyp", Buffer.concat([Buffer.from("isom"), Buffer.from([0, 0, 2, 0]), Buffer.from("isomiso2")]));
  const mvhd = box("mvhd", Buffer.alloc(100, 0));
  const moov = box("moov", mvhd);
  const mdat = box("mdat", Buffer.alloc(64, 7));
  return Buffer.concat([ftyp, moov, mdat]);
}

/**
 * The first bytes of a well-formed MP4 of `total` bytes (the rest: any bytes, e.g. zeros): `mp4()`'s ftyp and moov,
 * then an mdat header saying `mdatBytes` (by default, exactly the rest of the file).
 */
export function mp4Head(total: number, mdatBytes = total - 140): Buffer {
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(mdatBytes, 0);
  mdat.write("mdat", 4, "latin1");
  return Buffer.concat([mp4().subarray(0, 140), mdat]);
}

/** An MP4 header followed by an HTML page: passes a magic-number check, not a structure check. */
export function mp4WithHtml(): Buffer {
  const head = mp4().subarray(0, 20 + 4 + 8);
  return Buffer.concat([head, Buffer.from("<!DOCTYPE html><script>alert(document.cookie)</script>")]);
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

export { storedFiles } from "./stored-files.ts";

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

/**
 * `count` creator accounts made in one SQL statement each (users, profiles, roles, creator rows), for tests of
 * long lists; named `<prefix> 1..count`. Returns their ids in number order.
 */
export async function bulkCreators(db: Db, prefix: string, count: number): Promise<string[]> {
  const tag = `${prefix.toLowerCase().replace(/[^a-z0-9]/g, "")}${Math.random().toString(36).slice(2, 8)}`;
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
    select gen_random_uuid(), ${prefix} || ' ' || g, ${tag} || g || '@bulk.test', true from generate_series(1, ${count}) g`);
  const made = await db.execute<{ id: string }>(sql`
    select id from users where email like ${`${tag}%@bulk.test`} order by split_part(substr(email, ${tag.length + 1}), '@', 1)::int`);
  const ids = made.rows.map((r) => r.id);
  await db.execute(
    sql`insert into profiles (id, full_name) select id, name from users where email like ${`${tag}%@bulk.test`}`,
  );
  await db.execute(
    sql`insert into user_roles (user_id, role) select id, 'creator' from users where email like ${`${tag}%@bulk.test`}`,
  );
  await db.execute(sql`insert into creator_profiles (id) select id from users where email like ${`${tag}%@bulk.test`}`);
  return ids;
}
