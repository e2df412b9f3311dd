import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../db/client.ts";
import { listings } from "../db/schema/index.ts";

/** Test data for the creator features (profiles, portfolio, discovery, saved creators, invitations). */

export const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

export { mp4, mp4Head, mp4WithHtml } from "./mp4-fixture.ts";

export function fileForm(data: Buffer, name: string, type: string, fields: Record<string, string | string[]> = {}) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(data)], name, { type }));
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(key, v);
  }
  return form;
}

export async function insertListing(
  db: Db,
  hostId: string,
  status: "active" | "paused" | "archived" | "unpublished" = "active",
) {
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
