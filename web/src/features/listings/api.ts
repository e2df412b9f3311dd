import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, networkErrorMessage } from "@/lib/api.ts";
import type {
  DeleteListingResponse,
  DiscoveryPage,
  GalleryPhoto,
  GalleryPhotoResponse,
  ListingDetail,
  ListingDetailResponse,
  ListingImage,
  ListingImagesResponse,
  ListingInput,
  ListingPatch,
  ListingResponse,
  ListingStatus,
  MyListing,
  MyListingsResponse,
  UploadImagesResponse,
} from "../../../../domain/listings.ts";

export type { DiscoveryPage, GalleryPhoto, ListingDetail, ListingImage, MyListing };

/** Query keys: every listing query starts with "listings" so one invalidation refreshes them all. */
export const listingKeys = {
  all: ["listings"] as const,
  /** Same key as the dashboard's read-only hook (features/dashboard/api.ts), so both stay in step. */
  mine: ["listings", "mine"] as const,
  detail: (id: string) => ["listings", "detail", id] as const,
  discovery: (params: string) => ["listings", "discovery", params] as const,
};

const listingPath = (id: string) => `/api/listings/${encodeURIComponent(id)}`;

/** GET /api/listings/mine — the host's listings in every status with their real application counts. */
export function useMyListings() {
  return useQuery({
    queryKey: listingKeys.mine,
    queryFn: async () => (await api<MyListingsResponse>("/api/listings/mine")).listings,
  });
}

/** GET /api/listings/:id — the listing page (host card, images, creator gallery, real stats). */
export function useListing(id: string | undefined) {
  return useQuery({
    queryKey: listingKeys.detail(id ?? ""),
    queryFn: async ({ signal }) => (await api<ListingDetailResponse>(listingPath(id ?? ""), { signal })).listing,
    enabled: Boolean(id),
    // A missing listing stays missing: don't retry a 404.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}

/** GET /api/listings?… — one discovery page; `params` is the URL's query string (search, filters, page). */
export function useDiscovery(params: URLSearchParams) {
  const query = params.toString();
  return useQuery({
    queryKey: listingKeys.discovery(query),
    queryFn: ({ signal }) => api<DiscoveryPage>(`/api/listings${query ? `?${query}` : ""}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ListingInput) =>
      (await api<ListingResponse>("/api/listings", { method: "POST", body: input })).listing,
    onSuccess: () => client.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

export function useUpdateListing(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (patch: ListingPatch) =>
      (await api<ListingResponse>(listingPath(id), { method: "PATCH", body: patch })).listing,
    onSuccess: () => client.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

/** PATCH {status}: pause (active → paused) or resume (paused → active). */
export function useSetListingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: Exclude<ListingStatus, "archived"> }) =>
      (await api<ListingResponse>(listingPath(id), { method: "PATCH", body: { status } })).listing,
    onSuccess: () => client.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

/** DELETE: a real delete without applications, otherwise archived (DECISIONS.md); the answer says which. */
export function useDeleteListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<DeleteListingResponse>(listingPath(id), { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

/** An upload failure with the server's toast title when it gave one ("Too Many Images", …). */
export class UploadError extends ApiError {
  title: string | undefined;
  constructor(status: number, code: string, message: string, title?: string) {
    super(status, code, message);
    this.title = title;
  }
}

function uploadErrorFrom(status: number, text: string): UploadError {
  try {
    const body = JSON.parse(text) as { error?: { code?: string; message?: string; title?: string } };
    const error = body.error;
    if (error?.message) return new UploadError(status, error.code ?? `http_${status}`, error.message, error.title);
  } catch {
    // not JSON
  }
  return new UploadError(status, `http_${status}`, "Something went wrong. Please try again.");
}

/**
 * POST /api/listings/:id/images with XMLHttpRequest so the browser reports upload progress (0–1).
 * All files of one call are kept or none (server rule).
 */
export function uploadListingImages(
  id: string,
  files: File[],
  onProgress?: (fraction: number) => void,
): Promise<UploadImagesResponse> {
  const form = new FormData();
  form.append("rightsConfirmed", "true");
  for (const file of files) form.append("files", file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${listingPath(id)}/images`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadImagesResponse);
        } catch {
          reject(new UploadError(xhr.status, "invalid_response", "The server sent an unexpected answer."));
        }
      } else {
        reject(uploadErrorFrom(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new UploadError(0, "network_error", networkErrorMessage));
    xhr.send(form);
  });
}

export function reorderListingImages(id: string, imageIds: string[]) {
  return api<ListingImagesResponse>(`${listingPath(id)}/images/order`, { method: "PUT", body: { imageIds } });
}

export function removeListingImage(id: string, imageId: string) {
  return api<ListingImagesResponse>(`${listingPath(id)}/images/${encodeURIComponent(imageId)}`, {
    method: "DELETE",
  });
}

/** POST /api/listings/:id/gallery (creators): one image, the rights confirmation and an optional caption. */
export function useAddGalleryPhoto(listingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, caption }: { file: File; caption: string }) => {
      const form = new FormData();
      form.append("file", file, file.name);
      form.append("rightsConfirmed", "true");
      form.append("caption", caption);
      let response: Response;
      try {
        response = await fetch(`${listingPath(listingId)}/gallery`, {
          method: "POST",
          body: form,
          credentials: "same-origin",
          headers: { Accept: "application/json" },
        });
      } catch {
        throw new UploadError(0, "network_error", networkErrorMessage);
      }
      const text = await response.text();
      if (!response.ok) throw uploadErrorFrom(response.status, text);
      return (JSON.parse(text) as GalleryPhotoResponse).photo;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: listingKeys.detail(listingId) }),
  });
}

export function useDeleteGalleryPhoto(listingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      api<{ ok: true }>(`${listingPath(listingId)}/gallery/${encodeURIComponent(photoId)}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: listingKeys.detail(listingId) }),
  });
}
