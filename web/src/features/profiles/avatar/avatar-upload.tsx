import { creatorMessages } from "@domain/creator-messages.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Camera } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { ProfileAvatar } from "@/components/profile-avatar.tsx";
import { StorageUsageNote } from "@/components/storage-usage-note.tsx";
import { Button } from "@/components/ui/button.tsx";
import { call, client } from "@/lib/api-client.ts";
import { useAuth } from "@/lib/auth.tsx";
import { cn } from "@/lib/cn.ts";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { profileQueryKey } from "../api.ts";
import { avatarFileProblem } from "./avatar-image.ts";

const AvatarCropDialog = lazy(() => import("./avatar-crop-dialog.tsx").then((m) => ({ default: m.AvatarCropDialog })));

/** POST /api/profile/avatar (multipart `file`); refreshes the profile caches and the session user. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: async (blob: Blob) => {
      const file = new File([blob], "avatar.jpg", { type: blob.type || "image/jpeg" });
      return call(client.api.profile.avatar.$post({ form: { file } }));
    },
    onSuccess: async (answer) => {
      queryClient.setQueryData(profileQueryKey, answer.profile);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        // The creator's own profile and public pages show the picture too.
        queryClient.invalidateQueries({ queryKey: ["creators"] }),
        refresh(),
      ]);
    },
  });
}

/**
 * The profile picture with a 'Change Photo' picker (spec 001 §4 avatar flow): select → validate → crop → upload.
 * Used by the creator profile form and by My Profile.
 */
export function AvatarUpload({
  name,
  avatarUrl,
  size = "xl",
  className,
  onUploaded,
}: {
  name: string;
  avatarUrl: string | null;
  size?: "lg" | "xl";
  className?: string;
  onUploaded?: (avatarUrl: string) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadAvatar();

  const choose = (chosen: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!chosen) return;
    const problem = avatarFileProblem(chosen);
    if (problem) {
      toast.error(problem.title, { description: problem.text });
      return;
    }
    setFile(chosen);
  };

  const send = (blob: Blob) =>
    upload.mutate(blob, {
      onSuccess: (answer) => {
        toast.success(creatorMessages.avatarUpdatedTitle, { description: creatorMessages.avatarUpdatedText });
        setFile(null);
        onUploaded?.(answer.avatarUrl);
      },
      onError: (error) => {
        toast.error(creatorMessages.avatarUploadFailedTitle, {
          description: failureText(error, creatorMessages.avatarUploadFailedText),
        });
      },
    });

  return (
    <div className={cn("flex items-center gap-4", className)}>
      <ProfileAvatar name={name} avatarUrl={avatarUrl} size={size} />
      <div className="grid gap-1.5">
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={upload.isPending}>
          <Camera aria-hidden="true" />
          {avatarUrl ? "Change Photo" : "Upload Photo"}
        </Button>
        <p className="text-xs text-muted-foreground">JPG, PNG, WebP or GIF, up to 10MB.</p>
        <StorageUsageNote className="w-40" />
      </div>
      {file ? (
        <Suspense fallback={null}>
          <AvatarCropDialog file={file} uploading={upload.isPending} onCancel={() => setFile(null)} onCropped={send} />
        </Suspense>
      ) : null}
    </div>
  );
}
