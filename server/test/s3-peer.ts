import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error: s3rver ships no types
import S3rver from "@20minutes/s3rver";
import type { S3Settings } from "../storage/s3.ts";

/** s3rver's fixed credentials: anything else is refused with 403, like a real store. */
export const s3PeerCredentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * A real S3-compatible server (s3rver) on a free loopback port with its own temp folder and one bucket, for
 * storage tests. (Its CreateBucket does not accept the current SDK's signature, so buckets are made at start.)
 */
export async function startS3Peer(bucket = "collabstay-test") {
  const directory = mkdtempSync(path.join(os.tmpdir(), "collabstay-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket,
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    ...s3PeerCredentials,
  };
  return {
    settings,
    directory,
    /** Deletes the bucket's folder: what a bucket removed at run time looks like to us. */
    removeBucket: () => rmSync(path.join(directory, bucket), { recursive: true, force: true }),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
