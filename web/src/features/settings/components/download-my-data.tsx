import { type DataExport, dataExportValidDays } from "@domain/data-export.ts";
import { dataExportMessages, formatBytes } from "@domain/data-export-labels.ts";
import { dateTimeLong } from "@domain/date-words.ts";
import { Download, FileArchive, LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { useDataExport, useRequestDataExport } from "../api.ts";
import { settingsMessages } from "../messages.ts";

const when = (iso: string) => dateTimeLong(new Date(iso));

/** What the latest export says, in one line under the buttons. */
function ExportState({ current }: { current: DataExport }) {
  if (current.status === "running") {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <LoaderCircle className="size-4 shrink-0 animate-spin" aria-hidden="true" /> Preparing your data (asked for on{" "}
        {when(current.requestedAt)}). We will notify you and send you an e-mail when it is ready.
      </p>
    );
  }
  if (current.status === "ready" && current.expiresAt) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        Ready since {when(current.readyAt ?? current.requestedAt)}
        {current.bytes !== null ? ` · ${formatBytes(current.bytes)}` : ""} · available until {when(current.expiresAt)}.
      </p>
    );
  }
  return (
    <p className="text-sm text-muted-foreground" role="status">
      {current.status === "failed"
        ? "Your last export could not be finished. Please ask for a new one."
        : "Your last export has expired and was deleted. Ask for a new one at any time."}
    </p>
  );
}

/** Settings → Account: "Download my data" (GDPR Art. 15 and 20; issue 40 part 4, decision 0063). */
export function DownloadMyData() {
  const latest = useDataExport();
  const request = useRequestDataExport();
  const current = latest.data?.export ?? null;
  const running = current?.status === "running";

  async function start() {
    try {
      const answer = await request.mutateAsync();
      if (answer.export?.id === current?.id && current?.status === "running")
        toast.info(dataExportMessages.alreadyRunning);
      else toast.success(dataExportMessages.started, { description: dataExportMessages.startedText });
    } catch (error) {
      toast.error(settingsMessages.errorTitle, { description: failureText(error, dataExportMessages.failedToStart) });
    }
  }

  return (
    <Card id="download-my-data">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileArchive className="size-5" aria-hidden="true" />
          Download my data
        </CardTitle>
        <CardDescription>
          A ZIP with everything CollabStay keeps about your account — profile, listings or creator details,
          applications, messages, terms, collaborations, payments, content, reviews, notifications, sessions and
          settings — plus your own photos, videos and files. Preparing it takes a few minutes; the download stays
          available for {dataExportValidDays} days.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          {current?.status === "ready" && current.downloadUrl ? (
            <Button asChild>
              <a href={current.downloadUrl} download>
                <Download className="size-4" aria-hidden="true" />
                Download ZIP
              </a>
            </Button>
          ) : null}
          <Button
            variant={current?.status === "ready" ? "outline" : "default"}
            onClick={start}
            disabled={running || request.isPending || latest.isPending}
          >
            {running ? "Preparing…" : current?.status === "ready" ? "Make a new copy" : "Download my data"}
          </Button>
        </div>
        {current ? <ExportState current={current} /> : null}
        {latest.isError ? (
          <p className="text-sm text-destructive">Could not load your data export. Please reload the page.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
