import { z } from "zod";
import { dataExportMessages, formatBytes } from "./data-export-labels.ts";

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

export { dataExportMessages, formatBytes };
