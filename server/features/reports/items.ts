import type { ReportItemKind } from "@domain/reports.ts";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/**
 * A reportable item as the reports feature sees it: who wrote it, what it says (the snapshot's text), its file,
 * who may see it, and whether a decision removed it. One query per kind, read by id.
 */
export type ReportItem = {
  kind: ReportItemKind;
  id: string;
  authorId: string | null;
  authorName: string | null;
  title: string | null;
  text: string | null;
  fileKey: string | null;
  fileType: string | null;
  removed: boolean;
  /** The people who may see it besides "everyone signed in" (participants, the listing's host, the author). */
  audience: "everyone" | "signed-in" | string[];
};

type Row = {
  author_id: string | null;
  author_name: string | null;
  title: string | null;
  text: string | null;
  file_key: string | null;
  file_type: string | null;
  removed: boolean;
  public_ok: boolean | null;
  audience: string[] | null;
};

const removedOf = (id: SQL) => sql`exists (select 1 from removed_items ri where ri.item_id = ${id})`;

/** Per kind: the row, and who may see it (`public_ok` opens it to everyone signed in; else `audience` only). */
function queryFor(kind: ReportItemKind, id: string): SQL {
  switch (kind) {
    case "listing":
      return sql`select l.host_id as author_id, p.full_name as author_name, l.title, l.description as text,
          (select i.storage_key from listing_images i where i.listing_id = l.id order by i.position limit 1) as file_key,
          'image/webp' as file_type, false as removed, l.status = 'active' as public_ok, array[l.host_id] as audience
        from listings l left join profiles p on p.id = l.host_id where l.id = ${id}`;
    case "creator":
    case "host":
      return sql`select p.id as author_id, p.full_name as author_name, p.full_name as title, p.bio as text,
          p.avatar_key as file_key, 'image/webp' as file_type, false as removed, true as public_ok,
          array[p.id] as audience
        from profiles p join user_roles r on r.user_id = p.id
       where p.id = ${id} and r.role in ${kind === "creator" ? sql`('creator')` : sql`('host', 'admin')`}`;
    case "message":
      return sql`select m.sender_id as author_id, p.full_name as author_name, null::text as title, m.content as text,
          null::text as file_key, null::text as file_type, ${removedOf(sql`m.id`)} as removed, false as public_ok,
          array_remove(array[c.host_id, c.creator_id], null) as audience
        from messages m join conversations c on c.id = m.conversation_id
        left join profiles p on p.id = m.sender_id where m.id = ${id}`;
    case "review":
      return sql`select r.reviewer_id as author_id, p.full_name as author_name, null::text as title,
          r.text || coalesce(E'\n\nReply: ' || r.reply, '') as text, null::text as file_key, null::text as file_type,
          ${removedOf(sql`r.id`)} as removed, r.published_at is not null as public_ok,
          array_remove(array[r.reviewer_id], null) as audience
        from reviews r left join profiles p on p.id = r.reviewer_id where r.id = ${id}`;
    case "gallery_photo":
      return sql`select g.creator_id as author_id, p.full_name as author_name, l.title, g.caption as text,
          g.storage_key as file_key, 'image/webp' as file_type, ${removedOf(sql`g.id`)} as removed,
          l.status = 'active' as public_ok, array[g.creator_id, l.host_id] as audience
        from creator_listing_images g join listings l on l.id = g.listing_id
        left join profiles p on p.id = g.creator_id where g.id = ${id}`;
    case "deliverable":
      return sql`select d.creator_id as author_id, p.full_name as author_name, d.file_name as title,
          d.caption as text, d.storage_key as file_key, d.file_type, ${removedOf(sql`d.id`)} as removed,
          false as public_ok, array[d.creator_id, l.host_id] as audience
        from collaboration_deliverables d join applications a on a.id = d.application_id
        join listings l on l.id = a.listing_id left join profiles p on p.id = d.creator_id where d.id = ${id}`;
  }
}

/** The item by kind and id, or null when it does not exist (any more). */
export async function loadItem(db: Db, kind: ReportItemKind, id: string): Promise<ReportItem | null> {
  const { rows } = await db.execute<Row>(queryFor(kind, id));
  const row = rows[0];
  if (!row) return null;
  const everyone = kind === "creator";
  return {
    kind,
    id,
    authorId: row.author_id,
    authorName: row.author_name,
    title: row.title,
    text: row.text,
    fileKey: row.file_key,
    fileType: row.file_type,
    removed: row.removed,
    audience: everyone ? "everyone" : row.public_ok ? "signed-in" : (row.audience ?? []),
  };
}

/** Whether `viewerId` (null: a visitor) can see the item: what reporting it needs (else 404). */
export function canSee(item: ReportItem, viewerId: string | null): boolean {
  if (item.removed) return false;
  if (item.audience === "everyone") return true;
  if (!viewerId) return false;
  if (item.audience === "signed-in") return true;
  return item.audience.includes(viewerId);
}
