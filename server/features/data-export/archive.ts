import { Readable } from "node:stream";
import yazl from "yazl";
import type { Db } from "../../db/client.ts";
import type { Logger } from "../../lib/logger.ts";
import type { Storage } from "../../storage/storage.ts";
import { type ExportOwner, exportSections } from "./sections.ts";

/**
 * Builds one person's export ZIP straight into storage (decision 0063): `README.txt`, `data.json` (every section of
 * sections.ts) and their own files under `files/`, each opened only when the archive reaches it
 * (`addReadStreamLazy`, as the deliverables' approved-content ZIP does) and streamed from storage into storage
 * (`putStream`: a temp file on disk, a multipart upload on S3). Memory stays flat whatever the files weigh: only
 * `data.json` (text) is held whole.
 */
export type ArchiveDeps = { db: Db; storage: Storage; logger: Logger };

export async function collectData(db: Db, me: ExportOwner) {
  const files: { key: string; path: string }[] = [];
  const used = new Set<string>();
  const file = (key: string, wanted: string) => {
    let path = `files/${wanted}`;
    for (let n = 2; used.has(path); n++) path = `files/${wanted.replace(/(\.[^./]+)?$/, `-${n}$1`)}`;
    used.add(path);
    files.push({ key, path });
    return path;
  };
  const data: Record<string, unknown> = {};
  for (const section of exportSections) data[section.name] = await section.collect({ db, me, file });
  return { data, files };
}

export function readmeText(me: ExportOwner, at: Date, fileCount: number): string {
  return [
    "Your CollabStay data",
    "====================",
    "",
    `Made on ${at.toISOString().slice(0, 16).replace("T", " ")} UTC for ${me.email} (${me.role}).`,
    "",
    "data.json holds everything CollabStay keeps about your account, one section per kind:",
    "",
    ...exportSections.map((s) => `  ${s.name}: ${s.about}`),
    "",
    `files/ holds your own files (${fileCount}), under readable names; data.json names each one where it is used.`,
    "",
    "Other people appear by the name they show on CollabStay; their e-mail addresses and private details are not",
    "included. Times are in UTC. Amounts are in cents.",
    "",
    "Questions about your data: see the Privacy Policy at /privacy, or write to us through /contact.",
    "",
  ].join("\r\n");
}

/** Writes the ZIP to `key`; returns its size and how many files it holds. */
export async function writeArchive(
  deps: ArchiveDeps,
  me: ExportOwner,
  key: string,
  at: Date,
): Promise<{ bytes: number; fileCount: number }> {
  const { data, files } = await collectData(deps.db, me);
  const zip = new yazl.ZipFile();
  const exported = { exportedAt: at.toISOString(), ...data };
  zip.addBuffer(Buffer.from(readmeText(me, at, files.length), "utf8"), "README.txt", { mtime: at });
  zip.addBuffer(Buffer.from(JSON.stringify(exported, null, 2), "utf8"), "data.json", { mtime: at });
  for (const { key: fileKey, path } of files) {
    // Media is already compressed: stored as is (less CPU, same size).
    zip.addReadStreamLazy(path, { compress: false, mtime: at }, (done) => {
      deps.storage.openStream(fileKey).then(
        (file) => {
          if (file) return done(null, file.body);
          deps.logger.error(`data export: ${fileKey} is missing from storage`);
          done(null, Readable.from([Buffer.from("This file was missing from storage when the export was made.\n")]));
        },
        (error: Error) => done(error, undefined as never),
      );
    });
  }
  zip.end();
  const { bytes } = await deps.storage.putStream(key, zip.outputStream as AsyncIterable<Uint8Array>, "application/zip");
  return { bytes, fileCount: files.length };
}
