import { captionChecks } from "@domain/caption-checks.ts";
import {
  type DeliverableKind,
  type DeliverableUsageRights,
  deliverableKinds,
  deliverableMaxBytes,
  deliverableMessages,
  deliverableUsageRights,
  usageRightsLabels,
} from "@domain/deliverable-labels.ts";
import type { Deliverable, Workspace } from "@domain/deliverables.ts";
import { RotateCcw, UploadCloud, X } from "lucide-react";
import { useRef, useState } from "react";
import { type FileRejection, useDropzone } from "react-dropzone";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { optionsOf, SelectField } from "@/components/ui/select-field.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { ApiError } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { type UploadHandle, uploadDeliverable } from "../api.ts";
import { videoPoster } from "../poster.ts";
import { CaptionChecklist } from "./caption-checklist.tsx";

const accept = { "image/jpeg": [], "image/png": [], "image/webp": [], "video/mp4": [] };
const kindLabels: Record<DeliverableKind, string> = { post: "Post", story: "Story", video: "Video" };

/**
 * The creator's upload form (spec 001 screen 12, §5 Deliverable upload): image or video by drag and drop or the
 * picker, optional caption (a caption alone is a deliverable too), usage rights, optional scheduled date-time.
 * Progress bar and Cancel while it streams; Retry sends the same form again after a dropped connection. The
 * caption checklist warns before uploading; it never blocks.
 */
export function UploadForm({
  workspace,
  revising,
  onDone,
  onStopRevising,
}: {
  workspace: Workspace;
  revising: Deliverable | null;
  onDone: () => void;
  onStopRevising: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState("");
  const [rights, setRights] = useState<DeliverableUsageRights>("1-year");
  const [kind, setKind] = useState<DeliverableKind | "">("");
  const [scheduled, setScheduled] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failedForm, setFailedForm] = useState<FormData | null>(null);
  const handle = useRef<UploadHandle | null>(null);

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    setError(null);
    const rejection = rejected[0]?.errors[0];
    if (rejection) {
      setError(rejection.code === "file-too-large" ? deliverableMessages.tooLarge : deliverableMessages.wrongType);
      return;
    }
    setFile(accepted[0] ?? null);
  };
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop,
    accept,
    maxSize: deliverableMaxBytes,
    multiple: false,
    noClick: true,
  });

  const scheduledIso = scheduled ? new Date(scheduled).toISOString() : null;
  // Same rule as the server: a caption-only deliverable or one that counts as a post is checked.
  const effectiveKind = revising?.kind ?? (kind || (file?.type === "video/mp4" ? "video" : "post"));
  const checks =
    !file || effectiveKind === "post" ? captionChecks(workspace.captionRequirements, caption, scheduledIso) : [];

  const reset = () => {
    setFile(null);
    setCaption("");
    setScheduled("");
    setKind("");
    setProgress(null);
    setFailedForm(null);
  };

  const send = async (form: FormData) => {
    setError(null);
    setFailedForm(null);
    setProgress(0);
    const upload = uploadDeliverable(workspace.applicationId, form, setProgress);
    handle.current = upload;
    try {
      const result = await upload.promise;
      toast.success(result.message);
      reset();
      onDone();
    } catch (e) {
      setProgress(null);
      if (e instanceof ApiError && e.code === "aborted") return;
      const message =
        e instanceof ApiError && e.status > 0 && e.status < 500 ? e.message : deliverableMessages.uploadFailed;
      setError(message);
      // A dropped connection (or a server hiccup) can be retried with the same form.
      if (!(e instanceof ApiError) || e.status === 0 || e.status >= 500) setFailedForm(form);
      toast.error("Error", { description: deliverableMessages.uploadFailed });
    } finally {
      handle.current = null;
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file && !caption.trim()) {
      setError(deliverableMessages.needsContent);
      return;
    }
    const form = new FormData();
    // Text fields first: the server reads them before the file streams in.
    form.append("usageRights", rights);
    if (caption.trim()) form.append("caption", caption);
    if (kind) form.append("kind", kind);
    if (scheduledIso) form.append("scheduledDate", scheduledIso);
    if (revising) form.append("previousId", revising.id);
    if (file?.type === "video/mp4") {
      const poster = await videoPoster(file);
      if (poster) form.append("poster", poster, "poster.jpg");
    }
    if (file) form.append("file", file, file.name);
    await send(form);
  };

  const busy = progress !== null;
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-6"
      aria-label="Upload deliverable"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {revising ? `Upload a new version (v${revising.version + 1})` : "Upload Content"}
        </h2>
        {revising ? (
          <Button type="button" variant="ghost" size="sm" onClick={onStopRevising}>
            Upload something new instead
          </Button>
        ) : null}
      </div>
      {revising?.feedback.find((f) => f.feedbackType === "request_changes") ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <span className="font-medium">Requested changes: </span>
          {revising.feedback.find((f) => f.feedbackType === "request_changes")?.comment}
        </p>
      ) : null}
      <div
        {...getRootProps()}
        data-testid="deliverable-dropzone"
        className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm ${
          isDragActive ? "border-primary bg-primary/5" : "border-border"
        }`}
      >
        <input {...getInputProps()} aria-label="Choose a file" data-testid="deliverable-file" />
        <UploadCloud className="size-8 text-muted-foreground" aria-hidden="true" />
        {file ? (
          <p>
            <span className="font-medium">{file.name}</span> · {(file.size / 1024 / 1024).toFixed(1)} MB
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="ml-1"
              onClick={() => setFile(null)}
              disabled={busy}
            >
              <X aria-hidden="true" />
              Remove
            </Button>
          </p>
        ) : (
          <p className="text-muted-foreground">Drag an image or video here (JPG, PNG, WebP or MP4, up to 100MB)</p>
        )}
        <Button type="button" variant="outline" size="sm" onClick={open} disabled={busy}>
          Choose File
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          id="deliverable-rights"
          label="Usage rights"
          value={rights}
          onChange={setRights}
          disabled={busy}
          options={optionsOf(deliverableUsageRights, usageRightsLabels)}
        />
        <SelectField
          id="deliverable-kind"
          label="Counts as"
          // Short enough for a third of the form at 1280 px; what "Automatic" does is said under it (issue 35 part 9).
          placeholder="Automatic"
          hint="Automatic: a video counts as a video, anything else as a post."
          value={revising ? revising.kind : kind}
          onChange={setKind}
          disabled={busy || Boolean(revising)}
          options={optionsOf(deliverableKinds, kindLabels)}
        />
        <div className="grid gap-1.5">
          <Label htmlFor="deliverable-scheduled">Scheduled for (optional)</Label>
          <Input
            id="deliverable-scheduled"
            type="datetime-local"
            value={scheduled}
            onChange={(e) => setScheduled(e.target.value)}
            disabled={busy}
          />
        </div>
      </div>
      <TextareaField
        id="deliverable-caption"
        label="Caption (optional)"
        rows={3}
        maxLength={2200}
        value={caption}
        onChange={setCaption}
        disabled={busy}
        placeholder="The caption you will post with it"
      />
      <CaptionChecklist checks={checks} title="Before you upload" />
      <FormAlert>{error}</FormAlert>
      {busy ? (
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label="Upload progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((progress ?? 0) * 100)}
            className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full bg-primary transition-[width]"
              style={{ width: `${Math.round((progress ?? 0) * 100)}%` }}
            />
          </div>
          <span className="w-10 text-right text-sm tabular-nums">{Math.round((progress ?? 0) * 100)}%</span>
          <Button type="button" variant="outline" size="sm" onClick={() => handle.current?.cancel()}>
            Cancel
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button type="submit">
            <UploadCloud aria-hidden="true" />
            Upload Deliverable
          </Button>
          {failedForm ? (
            <Button type="button" variant="outline" onClick={() => send(failedForm)}>
              <RotateCcw aria-hidden="true" />
              Retry
            </Button>
          ) : null}
        </div>
      )}
    </form>
  );
}
