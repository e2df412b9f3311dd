import { z } from "zod";
/**
 * Per-account storage (issue 12 item 8): shown in the upload widgets ("1.2 GB of 2 GB used") and in the 413 an
 * upload past the quota gets. Sizes are binary (1 GB = 1024 MB), as operators set them in MB.
 */

/** GET /api/profile/storage. */
export const storageUsageSchema = z.object({
  usedBytes: z.number().int().describe("Bytes the account's files take: avatar, listing images, gallery, portfolio"),
  quotaBytes: z.number().int().describe("The account's quota (STORAGE_QUOTA_CREATOR_MB / STORAGE_QUOTA_HOST_MB)"),
});
export type StorageUsage = z.output<typeof storageUsageSchema>;

const units = ["B", "KB", "MB", "GB", "TB"] as const;

/** 1288490188 → "1.2 GB"; whole numbers drop the ".0" ("2 GB"). */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)} ${units[unit]}`;
}

export const storageMessages = {
  usage: (used: number, quota: number) => `${formatBytes(used)} of ${formatBytes(quota)} used`,
  quotaExceededTitle: "Storage full",
  quotaExceeded: (needed: number, used: number, quota: number) =>
    used >= quota
      ? `Your storage is full (${formatBytes(used)} of ${formatBytes(quota)} used). Delete some photos or videos to upload more.`
      : `Not enough storage for this upload: it needs ${formatBytes(needed)} and ${formatBytes(quota - used)} of your ${formatBytes(quota)} is left. Delete some photos or videos to make room.`,
} as const;
