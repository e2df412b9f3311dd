import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { type ProfileUpdate, useUpdateProfile } from "./api.ts";
import { profileMessages } from "./messages.ts";

/**
 * Saving the profile form, with the toasts each place words its own way: My Profile and Settings say
 * `accountUpdated`, the dashboards' panel `panelUpdated`. `onSaved` closes an edit mode.
 */
export function useSaveProfile(texts: { updated: string; failed: string }, onSaved?: () => void) {
  const update = useUpdateProfile();
  const save = (values: ProfileUpdate) =>
    update.mutateAsync(values).then(
      () => {
        toast.success(texts.updated);
        onSaved?.();
      },
      (error: unknown) => {
        toast.error(profileMessages.errorTitle, { description: failureText(error, texts.failed) });
      },
    );
  return { save, pending: update.isPending };
}
