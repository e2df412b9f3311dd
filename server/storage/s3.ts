import { Readable } from "node:stream";
import { maxSignedUrlSeconds } from "./signed-url.ts";
import {
  assertValidKey,
  isValidStorageKey,
  type Storage,
  StorageKeyError,
  StorageUnavailableError,
} from "./storage.ts";

export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
};

const journalPrefix = "_journal/";
// Journal markers carry their key in the name, so listing them is enough to read them back.
const markerOf = (key: string) => `${journalPrefix}${Buffer.from(key).toString("base64url")}`;
const keyOfMarker = (marker: string) => Buffer.from(marker.slice(journalPrefix.length), "base64url").toString();

/**
 * An S3-compatible object store behind the same `Storage` interface as the disk (DESIGN.md §1), chosen by
 * `S3_BUCKET`. Files are served through the app (`/files/<key>`, with our own headers and CSP), so the bucket can
 * stay private. Anything but "no such key" from the store becomes a StorageUnavailableError (503).
 */
export type S3Storage = Storage & {
  /** Stops the process at start with a clear message when the bucket cannot be used. */
  check(): Promise<void>;
  /** Whether the key is in the bucket, without downloading it (storage:migrate). */
  has(key: string): Promise<boolean>;
};

export async function createS3Storage(settings: S3Settings): Promise<S3Storage> {
  // Imported here, not at the top: the SDK is large (and warns about Node 20), and a disk install never loads it.
  const {
    DeleteObjectCommand,
    DeleteObjectsCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    NoSuchKey,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import("@aws-sdk/client-s3");
  const { Upload } = await import("@aws-sdk/lib-storage");
  const { getSignedUrl } = await import("@aws-sdk/s3-request-presigner");
  const isMissingKey = (error: unknown) =>
    error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible stores reject the newer default headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 2,
  });
  const Bucket = settings.bucket;
  if (settings.forcePathStyle) {
    // Path-style bucket requests go out as `/bucket/`; some S3-compatible servers (s3rver among them) sign the
    // path as `/bucket`. Both are valid S3, so send the form every server signs the same way.
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { path?: string };
        if (typeof request.path === "string" && /^\/[^/]+\/$/.test(request.path))
          request.path = request.path.slice(0, -1);
        return next(args);
      },
      { step: "build", name: "bucketPathWithoutSlash" },
    );
  }

  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw new StorageUnavailableError(error);
    }
  };

  async function* listed(prefix: string) {
    let token: string | undefined;
    do {
      const page = await call(() =>
        client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token })),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  const deleteMany = async (keys: string[]) => {
    for (let i = 0; i < keys.length; i += 1000) {
      const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
      await call(() => client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } })));
    }
  };

  return {
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const reason = error instanceof Error ? error.name || error.message : String(error);
        throw new Error(
          `S3_BUCKET: cannot use bucket "${Bucket}"${settings.endpoint ? ` at ${settings.endpoint}` : ""} (${reason}). ` +
            "Check S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.",
        );
      }
    },

    async has(key) {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissingKey(error)) return false;
        throw new StorageUnavailableError(error);
      }
    },

    async put(key, data, contentType) {
      assertValidKey(key);
      await call(() => client.send(new PutObjectCommand({ Bucket, Key: markerOf(key), Body: "" })));
      await call(() => client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType })));
    },

    async putStream(key, body, contentType) {
      assertValidKey(key);
      await call(() => client.send(new PutObjectCommand({ Bucket, Key: markerOf(key), Body: "" })));
      // Counted on the way through; Upload sends 8 MB parts (a multipart upload once there is more than one part, a
      // plain PUT otherwise) and holds at most `queueSize` parts in memory, whatever the length.
      let bytes = 0;
      // An error of the body itself (a size limit, a client gone) is the caller's, not the store's: it is rethrown
      // as it is instead of becoming a 503.
      let bodyError: unknown;
      const counted = async function* () {
        try {
          for await (const chunk of body) {
            bytes += chunk.length;
            yield chunk;
          }
        } catch (error) {
          bodyError = error;
          throw error;
        }
      };
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: Readable.from(counted()), ContentType: contentType },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
        // A failed upload aborts its multipart upload, so no invisible parts are left to be billed.
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        throw bodyError ?? new StorageUnavailableError(error);
      }
      return { bytes };
    },

    async signedUrl(key, ttlSeconds) {
      assertValidKey(key);
      if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > maxSignedUrlSeconds) {
        throw new RangeError(`signed URL lifetime must be 1…${maxSignedUrlSeconds} seconds`);
      }
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: ttlSeconds });
    },

    async get(key) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = await object.Body?.transformToByteArray();
        return {
          data: Buffer.from(bytes ?? new Uint8Array()),
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw new StorageUnavailableError(error);
      }
    },

    async openStream(key, range) {
      assertValidKey(key);
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        // With a range, the whole size is after the slash of Content-Range ("bytes 0-99/1234").
        const total = object.ContentRange ? Number(object.ContentRange.split("/")[1]) : object.ContentLength;
        return {
          body: object.Body as Readable,
          size: Number(total ?? 0),
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw new StorageUnavailableError(error);
      }
    },

    async delete(key) {
      assertValidKey(key);
      await call(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
      await call(() => client.send(new DeleteObjectCommand({ Bucket, Key: markerOf(key) })));
    },

    async *listKeys() {
      for await (const object of listed("")) {
        const key = object.Key as string;
        if (!key.startsWith(journalPrefix) && isValidStorageKey(key)) yield key;
      }
    },

    async deletePrefix(prefix) {
      // Same rules as the disk driver: a real, non-empty prefix of valid segments.
      const probe = prefix.endsWith("/") ? `${prefix}x` : prefix;
      if (!prefix || prefix.includes("..") || !isValidStorageKey(probe)) throw new StorageKeyError(prefix);
      const keys: string[] = [];
      for await (const object of listed(prefix)) keys.push(object.Key as string);
      await deleteMany([...keys, ...keys.map(markerOf)]);
    },

    async unsettled(before) {
      const keys: string[] = [];
      for await (const object of listed(journalPrefix)) {
        if (object.LastModified && object.LastModified < before) {
          const key = keyOfMarker(object.Key as string);
          if (isValidStorageKey(key)) keys.push(key);
        }
      }
      return keys;
    },

    async settle(keys) {
      await deleteMany(keys.map(markerOf));
    },
  };
}
