import { z } from "zod";

/**
 * "Download my data" (issue 40 part 4, decision 0063): a person's copy of everything the product keeps about them,
 * built on the job queue into one ZIP that stays downloadable for 7 days.
 */
export const dataExportStatuses = ["running", "ready", "failed", "expired"] as const;
export type DataExportStatus = (typeof dataExportStatuses)[number];

/** How long a finished export can be downloaded. */
export const dataExportValidDays = 7;
/** A running export older than this is treated as failed (its job was lost), so a new request can start. */
export const dataExportStaleMinutes = 60;

export const dataExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(dataExportStatuses),
  requestedAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable(),
  /** Until when the ZIP can be downloaded (ready exports). */
  expiresAt: z.iso.datetime().nullable(),
  /** Size of the ZIP in bytes (ready exports). */
  bytes: z.number().int().nullable(),
  /** The caller's own download address while the export is ready; null otherwise. */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportAnswerSchema = z.object({ export: dataExportSchema.nullable() });

export const dataExportMessages = {
  started: "We are preparing your data",
  startedText: "This takes a few minutes. We will notify you and send you an e-mail when it is ready.",
  alreadyRunning: "Your data is already being prepared",
  failedToStart: "Could not start the export. Please try again.",
  notFound: "This download does not exist or has expired.",
  readyTitle: "Your data is ready to download",
  readyBody: (until: string) => `Your copy of your CollabStay data can be downloaded until ${until}.`,
} as const;

/** "12.3 MB", "850 KB", "512 bytes". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(2)} GB`;
}
