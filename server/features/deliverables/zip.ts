import type { Readable } from "node:stream";
import { usageRightsLabels } from "@domain/deliverables.ts";
import yazl from "yazl";
import { requireAccess } from "../../lib/access.ts";
import type { Actor } from "../../lib/app-env.ts";
import { HttpError } from "../../lib/errors.ts";
import * as q from "./queries.ts";
import type { DeliverableDeps } from "./service.ts";

/**
 * The host's ZIP of a collaboration's approved files (issue 17 part 5): streamed with yazl, each file opened only
 * when the archive reaches it (`addReadStreamLazy`), so memory stays flat whatever the count or size. Every file
 * sits in its own folder beside a `rights.txt` with its usage rights, duration and expiry, and (issue 35 part 10)
 * the deal: both parties, the listing, the contract and the rights' end date.
 */
const day = (d: Date) => d.toISOString().slice(0, 10);

/** "Villa Azul" + today → `villa-azul-approved-content-2026-11-23.zip`. */
export function zipName(listingTitle: string, now = new Date()): string {
  const slug =
    listingTitle
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "collaboration";
  return `${slug}-approved-content-${day(now)}.zip`;
}

/** A name safe inside a ZIP: no folders, no control characters. */
const entryName = (name: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  name.replace(/[\\/\u0000-\u001f\u007f:*?"<>|]/g, "_").slice(0, 120) || "file";

/** Who licenses what to whom, under which contract (issue 35 part 10): named in every rights.txt. */
export type RightsDeal = {
  hostName: string | null;
  creatorName: string | null;
  listingTitle: string;
  listingLocation: string | null;
  collaborationId: string | null;
};

export function rightsText(
  row: {
    file_name: string | null;
    usage_rights: string | null;
    approved_at: string | Date | null;
    rights_expire_at: string | Date | null;
    caption: string | null;
  },
  deal?: RightsDeal,
): string {
  const rights = row.usage_rights as keyof typeof usageRightsLabels | null;
  const approved = row.approved_at ? new Date(row.approved_at) : null;
  const expires = row.rights_expire_at ? new Date(row.rights_expire_at) : null;
  const months =
    approved && expires ? Math.round((expires.getTime() - approved.getTime()) / (30.44 * 86_400_000)) : null;
  const parties = deal
    ? [
        `Host (licensee): ${deal.hostName ?? "Deleted user"}`,
        `Creator (licensor): ${deal.creatorName ?? "Deleted user"}`,
        `Listing: ${deal.listingTitle}${deal.listingLocation ? `, ${deal.listingLocation}` : ""}`,
        deal.collaborationId
          ? `Contract: #${deal.collaborationId.slice(0, 8).toUpperCase()} (/contracts/${deal.collaborationId})`
          : "Contract: none",
        `Rights end on: ${expires ? day(expires) : "Never (unlimited)"}`,
        "",
      ]
    : [];
  return [
    ...parties,
    `File: ${row.file_name ?? "caption"}`,
    `Usage rights: ${rights ? usageRightsLabels[rights] : "Not specified"} (${rights ?? "none"})`,
    `Duration: ${expires ? `${months} months` : "Unlimited"}`,
    `Approved on: ${approved ? day(approved) : "-"}`,
    `Expires on: ${expires ? day(expires) : "Never"}`,
    ...(row.caption ? ["", "Caption:", row.caption] : []),
    "",
  ].join("\r\n");
}

/** GET /api/workspaces/:applicationId/approved.zip — the host only; 404 for anyone else, 409 when nothing is approved. */
export async function approvedZip(
  deps: DeliverableDeps,
  actor: Actor | null,
  applicationId: string,
  now = new Date(),
): Promise<{ stream: Readable; fileName: string }> {
  const me = requireAccess(actor, "host", "Only the host downloads approved content.");
  const workspace = await q.workspaceFor(deps.db, applicationId, me.id);
  if (!workspace || workspace.host_id !== me.id) {
    throw new HttpError(404, "not_found", "Collaboration not found or not accessible");
  }
  const { rows } = await q.deliverablesOf(deps.db, applicationId);
  const approved = rows.filter((r) => r.status === "approved" && r.storage_key).reverse();
  if (approved.length === 0) throw new HttpError(409, "conflict", "There is no approved content to download yet.");
  const deal: RightsDeal = {
    hostName: workspace.host_name,
    creatorName: workspace.creator_name,
    listingTitle: workspace.title,
    listingLocation: workspace.location,
    collaborationId: workspace.collaboration_id,
  };
  const zip = new yazl.ZipFile();
  const used = new Set<string>();
  approved.forEach((row, index) => {
    let folder = `${String(index + 1).padStart(2, "0")}-${entryName(row.file_name ?? "file").replace(/\.[^.]+$/, "")}`;
    while (used.has(folder)) folder += "_";
    used.add(folder);
    const key = row.storage_key as string;
    zip.addReadStreamLazy(
      `${folder}/${entryName(row.file_name ?? `file.${(row.file_type ?? "").split("/")[1] ?? "bin"}`)}`,
      // Media is already compressed: store it as is (less CPU, same size).
      { compress: false, mtime: new Date(row.created_at) },
      (done) => {
        deps.storage.openStream(key).then(
          (file) => (file ? done(null, file.body) : done(new Error(`missing file ${key}`), undefined as never)),
          (error: Error) => done(error, undefined as never),
        );
      },
    );
    zip.addBuffer(Buffer.from(rightsText(row, deal), "utf8"), `${folder}/rights.txt`, { mtime: now });
  });
  zip.end();
  zip.outputStream.on("error", (error) => deps.logger.error(`approved zip failed: ${error.message}`));
  return { stream: zip.outputStream as Readable, fileName: zipName(workspace.title, now) };
}
