import { creatorMessages, normalizeTags } from "@domain/creator-messages.ts";
import { UploadCloud } from "lucide-react";
import { useState } from "react";
import { useDropzone } from "react-dropzone";
import { StorageUsageNote } from "@/components/storage-usage-note.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { ApiError } from "@/lib/api.ts";
import { cn } from "@/lib/cn.ts";
import { toast } from "@/lib/toast.ts";
import { useUploadMedia } from "../api.ts";
import { acceptedMedia } from "../gallery.ts";
import { TagInput } from "./tag-input.tsx";

/** The server's own message for a refused upload (4xx), else the spec's fallback. */
function uploadFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return creatorMessages.uploadFailedText;
}

/**
 * Upload Media card (spec 001 screen 14, §5): drag-and-drop or picker, tags, JPEG/PNG/WebP/MP4 only.
 * Each file is uploaded with the current tags and announced with its own toast.
 */
export function UploadMediaCard({ creatorId, className }: { creatorId: string; className?: string }) {
  const [tags, setTags] = useState<string[]>([]);
  const [uploading, setUploading] = useState<string | null>(null);
  const upload = useUploadMedia(creatorId);

  const send = async (files: File[]) => {
    const accepted = acceptedMedia(files);
    if (accepted.length === 0) {
      toast.error(creatorMessages.invalidFormatTitle, { description: creatorMessages.invalidFormatText });
      return;
    }
    for (const file of accepted) {
      setUploading(file.name);
      try {
        await upload.mutateAsync({ file, tags: normalizeTags(tags) });
        toast.success(creatorMessages.uploadSuccessTitle, {
          description: creatorMessages.uploadSuccessText(file.name),
        });
      } catch (error) {
        toast.error(creatorMessages.uploadFailedTitle, { description: uploadFailure(error) });
      }
    }
    setUploading(null);
  };

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    // Every file is handed over; the spec's filter (and its message) runs in `send`.
    onDrop: (files) => void send(files),
    noClick: true,
    noKeyboard: true,
    disabled: uploading !== null,
    multiple: true,
  });

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>Upload Media</CardTitle>
        <CardDescription>
          Add photos and videos to your portfolio. JPG, PNG, WebP up to 10MB; MP4 up to 100MB.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <TagInput tags={tags} onChange={setTags} />
        <div
          {...getRootProps({
            className: cn(
              "flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-input bg-surface px-4 py-8 text-center transition-colors",
              isDragActive && "border-primary bg-primary-soft",
            ),
          })}
        >
          <input {...getInputProps({ "aria-label": "Choose photos or videos" })} />
          {uploading ? (
            <>
              <Spinner label={`Uploading ${uploading}`} />
              <p className="text-sm break-all text-muted-foreground">Uploading {uploading}...</p>
            </>
          ) : (
            <>
              <UploadCloud className="size-10 text-primary" aria-hidden="true" />
              <p className="text-sm font-medium">
                {isDragActive ? "Drop the files here" : "Drag and drop photos or videos here"}
              </p>
              <p className="text-xs text-muted-foreground">or</p>
              <Button onClick={open}>Choose Files</Button>
            </>
          )}
        </div>
        <StorageUsageNote />
      </CardContent>
    </Card>
  );
}
