import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Config } from "../config.ts";
import { signFileUrl, verifyFileUrl } from "./signed-url.ts";

/**
 * Object storage behind one interface, so the disk driver used by default can be swapped for an
 * S3-compatible one (DESIGN.md §1) without touching callers. Keys are always made by the server
 * (e.g. `avatars/<userId>/<uuid>.jpg`, `listings/<listingId>/<uuid>-card.webp`) and never overwritten,
 * which is what lets `/files/<key>` be cached forever.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a stream of unknown length without holding it in memory (S3: multipart upload in 8 MB parts; disk: a
   * temp file renamed into place). Returns the bytes written. Same journal and key rules as `put`.
   */
  putStream(key: string, body: AsyncIterable<Uint8Array>, contentType: string): Promise<{ bytes: number }>;
  /**
   * A URL that serves this (private) file to whoever holds it, for `ttlSeconds` (1 s … 7 days): S3 presigns a GET on
   * the bucket; the disk driver signs an app URL (`/files/signed/…`, server/storage/signed-url.ts).
   */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
  /** Disk driver only: seconds left on a signed app URL for `key`, or null (wrong signature, expired). */
  verifySignedUrl?(key: string, expires: string | undefined, signature: string | undefined): number | null;
  get(key: string): Promise<StoredFile | null>;
  /**
   * Reads a file (or one byte range of it, inclusive) as a stream, never whole into memory: deliverable videos play
   * with range requests and ZIPs of many files stream through. Null when the key is missing.
   */
  openStream(key: string, range?: { start: number; end: number }): Promise<StreamedFile | null>;
  delete(key: string): Promise<void>;
  /** Every stored key (not sidecars, temp files or the journal), in no particular order: backups walk it. */
  listKeys(): AsyncIterable<string>;
  /** Deletes every key that starts with `prefix` (e.g. `avatars/<userId>/` when an account is deleted). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * The write journal: `put` records its key before writing a byte, so a process killed between storing a file
   * and committing the row that uses it leaves a trace (server/storage/orphan-sweep.ts). The journal lives in the
   * storage, not the database, because files are often written inside a transaction (listing images) and the
   * embedded database has one connection. `unsettled` lists keys put before `before` and not yet settled.
   */
  unsettled(before: Date): Promise<string[]>;
  /** Forgets the journal entries of these keys (the sweep has decided about them). */
  settle(keys: string[]): Promise<void>;
}

export type StoredFile = { data: Buffer; contentType: string };
/** `size` is the whole file's; `body` holds only the asked range. */
export type StreamedFile = { body: Readable; size: number; contentType: string };

/** The store cannot be reached or refuses us (bucket gone, credentials revoked): the API answers 503. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`File storage is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "StorageUnavailableError";
  }
}

export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = "StorageKeyError";
  }
}

/** Segments start with a letter or digit, so `.`/`..`, hidden files and our `.meta.json` sidecars can't be named. */
const segment = "[A-Za-z0-9][A-Za-z0-9._-]*";
const keyPattern = new RegExp(`^${segment}(?:/${segment})*$`);
const prefixPattern = new RegExp(`^${segment}(?:/${segment})*/?$`);
const maxKeyLength = 512;
/** File systems refuse names over 255 bytes; our keys use at most ~60 characters a segment. */
const maxSegmentLength = 200;
const metaSuffix = ".meta.json";

export function isValidStorageKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= maxKeyLength &&
    keyPattern.test(key) &&
    key.split("/").every((part) => part.length <= maxSegmentLength) &&
    !key.includes("..") &&
    !key.endsWith(metaSuffix)
  );
}

export function assertValidKey(key: string): void {
  if (!isValidStorageKey(key)) throw new StorageKeyError(key);
}

function assertValidPrefix(prefix: string): void {
  // An empty prefix would wipe the whole bucket; nothing in the product needs that.
  if (prefix.length === 0 || prefix.length > maxKeyLength || !prefixPattern.test(prefix) || prefix.includes("..")) {
    throw new StorageKeyError(prefix);
  }
}

/**
 * Key of a resized variant stored beside an image: `listings/l1/abc.webp` → `listings/l1/abc-card.webp`.
 * The database keeps only the main key; variants are derived, so deleting a listing's prefix removes all.
 */
export function variantKey(key: string, variant: string): string {
  const slash = key.lastIndexOf("/");
  const dot = key.lastIndexOf(".");
  if (dot <= slash) return `${key}-${variant}`;
  return `${key.slice(0, dot)}-${variant}${key.slice(dot)}`;
}

/**
 * Public URL of a stored key: a key `k` is served at `/files/k` (server/features/files/routes.ts),
 * for the public prefixes only (avatars/, listings/, portfolio/, gallery/).
 */
export function fileUrl(key: string): string;
export function fileUrl(key: string | null | undefined): string | null;
export function fileUrl(key: string | null | undefined): string | null {
  return key ? `/files/${key}` : null;
}

/** A new unique key under `prefix`, e.g. `newKey("avatars/<userId>", "jpg")`. */
export function newKey(prefix: string, extension: string, suffix = ""): string {
  const key = `${prefix.replace(/\/$/, "")}/${randomUUID()}${suffix}.${extension}`;
  assertValidKey(key);
  return key;
}

const missing = new Set(["ENOENT", "ENOTDIR", "EISDIR", "ENAMETOOLONG"]);
const isMissing = (error: unknown) =>
  error instanceof Error && missing.has((error as NodeJS.ErrnoException).code ?? "");

/** Fallback when a sidecar is lost (e.g. files copied by hand): guess from the extension. */
const typeByExtension: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".mp4": "video/mp4",
};

/** A stored file's content type: its sidecar's, or a guess from the extension when the sidecar is lost. */
async function storedContentType(file: string): Promise<string> {
  try {
    const meta = JSON.parse(await readFile(file + metaSuffix, "utf8")) as { contentType?: unknown };
    if (typeof meta.contentType === "string") return meta.contentType;
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  return typeByExtension[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/**
 * Files under `root`; the content type lives in a `<file>.meta.json` sidecar so any extension works. `signingSecret`
 * signs the app URLs of private files (`signedUrl`); without it, `signedUrl` refuses.
 */
export function createDiskStorage(root: string, signingSecret?: string): Storage {
  const base = path.resolve(root);

  const fileFor = (key: string) => {
    assertValidKey(key);
    const file = path.resolve(base, key);
    // Defence in depth: the pattern already forbids traversal, but never touch anything outside the root.
    if (!file.startsWith(base + path.sep)) throw new StorageKeyError(key);
    return file;
  };

  // Write to a temporary name and rename, so a reader never sees half a file.
  const writeAtomic = async (file: string, data: Buffer | string) => {
    const tmp = `${file}.${randomUUID()}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file);
  };

  // One marker per key under a folder no key can name (keys start with a letter or digit).
  const journal = path.join(base, "_journal");
  const markerOf = (key: string) => path.join(journal, createHash("sha256").update(key).digest("hex"));

  async function* walk(dir: string): AsyncGenerator<string> {
    let entries: import("node:fs").Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir === base && entry.name === "_journal") continue;
        yield* walk(full);
      } else if (entry.isFile() && !entry.name.endsWith(metaSuffix) && !entry.name.endsWith(".tmp")) {
        const key = path.relative(base, full).split(path.sep).join("/");
        if (isValidStorageKey(key)) yield key;
      }
    }
  }

  const prepare = async (key: string, contentType: string) => {
    const file = fileFor(key);
    await mkdir(journal, { recursive: true });
    await writeFile(markerOf(key), key);
    await mkdir(path.dirname(file), { recursive: true });
    // Sidecar first: once the data file exists its type is already known.
    await writeAtomic(file + metaSuffix, JSON.stringify({ contentType }));
    return file;
  };

  return {
    async put(key, data, contentType) {
      await writeAtomic(await prepare(key, contentType), data);
    },

    async putStream(key, body, contentType) {
      const file = await prepare(key, contentType);
      const tmp = `${file}.${randomUUID()}.tmp`;
      let bytes = 0;
      try {
        await pipeline(
          body,
          async function* (chunks: AsyncIterable<Uint8Array>) {
            for await (const chunk of chunks) {
              bytes += chunk.length;
              yield chunk;
            }
          },
          createWriteStream(tmp),
        );
        await rename(tmp, file);
      } catch (error) {
        await rm(tmp, { force: true });
        throw error;
      }
      return { bytes };
    },

    async signedUrl(key, ttlSeconds) {
      assertValidKey(key);
      if (!signingSecret) throw new Error("this disk storage was opened without a signing secret");
      return signFileUrl(signingSecret, key, ttlSeconds);
    },

    verifySignedUrl(key, expires, signature) {
      return signingSecret && isValidStorageKey(key) ? verifyFileUrl(signingSecret, key, expires, signature) : null;
    },

    async get(key) {
      const file = fileFor(key);
      let data: Buffer;
      try {
        data = await readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const contentType = await storedContentType(file);
      return { data, contentType };
    },

    async openStream(key, range) {
      const file = fileFor(key);
      let size: number;
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        size = info.size;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const contentType = await storedContentType(file);
      return { body: createReadStream(file, range ?? {}), size, contentType };
    },

    listKeys: () => walk(base),

    async delete(key) {
      const file = fileFor(key);
      await rm(file, { force: true });
      await rm(file + metaSuffix, { force: true });
      // A process killed mid-write leaves `<file>.<uuid>.tmp` beside it; the sweep's delete takes that too.
      const dir = path.dirname(file);
      const partial = `${path.basename(file)}.`;
      try {
        const names = await readdir(dir);
        await Promise.all(
          names
            .filter((n) => n.startsWith(partial) && n.endsWith(".tmp") && n !== path.basename(file + metaSuffix))
            .map((n) => rm(path.join(dir, n), { force: true })),
        );
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
      await rm(markerOf(key), { force: true });
    },

    async unsettled(before) {
      let names: string[];
      try {
        names = await readdir(journal);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      const keys: string[] = [];
      for (const name of names) {
        const marker = path.join(journal, name);
        try {
          if ((await stat(marker)).mtime < before) keys.push(await readFile(marker, "utf8"));
        } catch (error) {
          if (!isMissing(error)) throw error; // settled by another process meanwhile
        }
      }
      return keys.filter(isValidStorageKey);
    },

    async settle(keys) {
      await Promise.all(keys.map((key) => rm(markerOf(key), { force: true })));
    },

    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      // Same meaning as an S3 prefix: `a/b/` is a folder, `a/b/x-` matches names starting with `x-` in `a/b`.
      const dir = path.resolve(base, prefix.endsWith("/") ? prefix : path.dirname(prefix));
      const start = prefix.endsWith("/") ? "" : path.basename(prefix);
      if (dir !== base && !dir.startsWith(base + path.sep)) throw new StorageKeyError(prefix);
      if (start === "" && dir !== base) {
        await rm(dir, { recursive: true, force: true });
        return;
      }
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      await Promise.all(
        names.filter((n) => n.startsWith(start)).map((n) => rm(path.join(dir, n), { recursive: true, force: true })),
      );
    },
  };
}

/** The local disk under `DATA_DIR/storage`, unless `S3_BUCKET` is set (server/services.ts opens that one). */
export function createStorage(config: Pick<Config, "dataDir">, signingSecret?: string): Storage {
  return createDiskStorage(path.join(config.dataDir, "storage"), signingSecret);
}
