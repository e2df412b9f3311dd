import { creatorMessages } from "@domain/creator-messages.ts";
import { isApiError } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { useToggleSaved } from "../api.ts";

/**
 * The heart's save/unsave with the spec's toasts (spec 000 §8): saved, removed, 'Already Saved' (default style)
 * for a duplicate, the sign-in message for a visitor, otherwise the save/remove failure.
 */
export function useSaveCreator() {
  const mutation = useToggleSaved();
  const toggle = (creatorId: string, isSaved: boolean) => {
    const save = !isSaved;
    mutation.mutate(
      { creatorId, save },
      {
        onSuccess: () => toast.success(save ? creatorMessages.creatorSaved : creatorMessages.creatorRemoved),
        onError: (error) => {
          if (isApiError(error, "already_saved")) {
            toast(creatorMessages.alreadySavedTitle, { description: creatorMessages.alreadySavedText });
          } else if (isApiError(error) && error.status === 401) {
            toast.error("Error", { description: creatorMessages.saveLoginRequired });
          } else {
            toast.error("Error", { description: save ? creatorMessages.saveFailed : creatorMessages.removeFailed });
          }
        },
      },
    );
  };
  return {
    toggle,
    /** The creator whose heart is being sent, so only that heart is disabled. */
    pendingId: mutation.isPending ? mutation.variables?.creatorId : undefined,
  };
}
