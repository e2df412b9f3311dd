/** "Download my data" texts and sizes without Zod (issue 38); data-export.ts re-exports them. */

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
