import { type Listing, listingImageMessages, listingInputSchema, listingMessages } from "@domain/listings.ts";
import { useState } from "react";
import { useNavigate } from "react-router";
import { isApiError } from "@/lib/api.ts";
import { useAuth } from "@/lib/auth.tsx";
import { toast } from "@/lib/toast.ts";
import { UploadError, useCreateListing, useUpdateListing } from "../../api.ts";
import { type ListingFormState, missingFields, toListingPayload } from "../../form-payload.ts";
import { toastRightsRequired, toastUploadError } from "../listing-images/image-toasts.ts";
import type { PendingImage } from "../listing-images/pending-images.ts";
import { type FieldErrors, focusField, knownFieldErrors } from "./fields.ts";

/**
 * A refused create saved nothing. Image problems (type, size, count, rights) keep the image toasts the host
 * knows from uploading; anything about the listing itself is a creation failure, with focus on the field.
 */
function toastCreateError(error: unknown, showErrors: (errors: FieldErrors) => void) {
  const field = isApiError(error) && error.fields ? Object.keys(error.fields)[0] : undefined;
  const aboutImages =
    error instanceof UploadError &&
    (field === "rightsConfirmed" || error.title !== undefined || error.status === 413 || error.status === 415);
  if (aboutImages) {
    toastUploadError(error);
    return;
  }
  toast.error(listingMessages.creationFailedTitle, {
    description: isApiError(error) ? error.message : listingMessages.createFailed,
  });
  if (isApiError(error)) showErrors(knownFieldErrors(error.fields));
  if (field) focusField(field);
}

/**
 * Checks the form in the spec's order (signed in, required fields, then the shared schema), then creates or
 * updates the listing; after saving, the listing page opens.
 */
export function useListingSubmit({
  listing,
  form,
  pending,
  rights,
  setErrors,
}: {
  listing: Listing | undefined;
  form: ListingFormState;
  pending: PendingImage[];
  rights: boolean;
  setErrors: (errors: FieldErrors) => void;
}) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const editing = listing !== undefined;
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const create = useCreateListing();
  const update = useUpdateListing(listing?.id ?? "");
  const busy = create.isPending || update.isPending || uploadProgress !== null;

  /** False when the form may not be sent: not signed in, or a field to fix (marked, toasted, focused). */
  const check = (): ReturnType<typeof toListingPayload> | null => {
    if (!user) {
      toast.error(listingMessages.authErrorTitle, {
        description: editing ? listingMessages.loginToUpdate : listingMessages.loginToCreate,
      });
      return null;
    }
    // Every missing field is marked at once; the spec's toast names the first, and the page goes there.
    const missing = missingFields(form);
    const first = missing[0];
    if (first) {
      setErrors(Object.fromEntries(missing.map((m) => [m.field, listingMessages.required(m.label)])));
      toast.error(listingMessages.missingFieldTitle, { description: listingMessages.required(first.label) });
      focusField(first.field);
      return null;
    }
    const payload = toListingPayload(form);
    const checked = listingInputSchema.safeParse(payload);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setErrors(
        knownFieldErrors(Object.fromEntries(checked.error.issues.reverse().map((i) => [i.path.join("."), i.message]))),
      );
      toast.error("Please check the form", { description: issue?.message });
      focusField(String(issue?.path[0] ?? ""));
      return null;
    }
    setErrors({});
    return payload;
  };

  const saveChanges = async (payload: ReturnType<typeof toListingPayload>) => {
    try {
      const saved = await update.mutateAsync(payload);
      toast.success(listingMessages.updatedTitle, { description: listingMessages.updated(saved.title) });
      navigate(`/listings/${saved.id}`);
    } catch (error) {
      toast.error(listingMessages.updateFailedTitle, {
        description: isApiError(error) ? error.message : listingMessages.updateFailed,
      });
      if (isApiError(error) && error.fields) {
        setErrors(knownFieldErrors(error.fields));
        focusField(Object.keys(error.fields)[0] ?? "");
      }
    }
  };

  // One request for the listing and its images (the first shown is the cover): both are saved or neither.
  const createWithImages = async (payload: ReturnType<typeof toListingPayload>) => {
    const withImages = pending.length > 0;
    // The box may have been unticked after the images were chosen; the server would refuse the whole request.
    if (withImages && !rights) {
      toastRightsRequired();
      return;
    }
    if (withImages) setUploadProgress(0);
    try {
      const created = await create.mutateAsync({
        input: payload,
        images: pending.map((p) => p.file),
        rightsConfirmed: rights,
        ...(withImages ? { onProgress: setUploadProgress } : {}),
      });
      if (created.images.length > 0) {
        toast.success(listingImageMessages.uploadedTitle, {
          description: listingImageMessages.uploaded(created.images.length),
        });
      }
      toast.success(listingMessages.createdTitle, { description: listingMessages.created(created.title) });
      navigate(`/listings/${created.id}`);
    } catch (error) {
      toastCreateError(error, setErrors);
    } finally {
      setUploadProgress(null);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const payload = check();
    if (!payload) return;
    await (editing ? saveChanges(payload) : createWithImages(payload));
  };

  return { submit, busy, uploadProgress };
}
