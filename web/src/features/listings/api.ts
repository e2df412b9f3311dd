import type {
  DiscoveryPage,
  GalleryPhoto,
  ListingDetail,
  ListingImage,
  ListingInput,
  ListingPatch,
  ListingStatus,
  MyListing,
} from "@domain/listings.ts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { ApiError, networkErrorMessage } from "@/lib/api.ts";
import { client as apiClient, call, pathParam } from "@/lib/api-client.ts";
import { postMultipart, UploadError, uploadErrorFrom } from "./upload-request.ts";

export type { DiscoveryPage, GalleryPhoto, ListingDetail, ListingImage, MyListing };
export { UploadError };

/** Query keys: every listing query starts with "listings" so one invalidation refreshes them all. */
export const listingKeys = {
  all: ["listings"] as const,
  /** Same key as the dashboard's read-only hook (features/dashboard/api.ts), so both stay in step. */
  mine: ["listings", "mine"] as const,
  detail: (id: string) => ["listings", "detail", id] as const,
  discovery: (params: string) => ["listings", "discovery", params] as const,
};

const listings = apiClient.api.listings;
const listing = (id: string) => ({ param: { id: pathParam(id) } });

/** The uploads go through XMLHttpRequest (progress), so their answers are typed from the routes here. */
type CreatedListing = InferResponseType<typeof listings.$post, 201>;
type UploadedImages = InferResponseType<(typeof listings)[":id"]["images"]["$post"], 201>;

/** GET /api/listings/mine — the host's listings in every status with their real application counts. */
export const myListingsQuery = queryOptions({
  queryKey: listingKeys.mine,
  queryFn: async () => (await call(listings.mine.$get())).listings,
});

export function useMyListings(enabled = true) {
  return useQuery({ ...myListingsQuery, enabled });
}

/** GET /api/listings/:id — the listing page (host card, images, creator gallery, real stats). */
export function useListing(id: string | undefined) {
  return useQuery({
    queryKey: listingKeys.detail(id ?? ""),
    queryFn: async ({ signal }) => (await call(listings[":id"].$get(listing(id ?? ""), { init: { signal } }))).listing,
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
    queryFn: ({ signal }) => call(listings.$get({ query: Object.fromEntries(params) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  });
}

/** What the create form sends: the listing and the images chosen for it, in order (the first is the cover). */
export type NewListing = {
  input: ListingInput;
  images: File[];
  rightsConfirmed: boolean;
  onProgress?: (fraction: number) => void;
};

/** The multipart body of a create: `listing` (the JSON body the JSON route takes), `files`, `rightsConfirmed`. */
export function newListingForm({ input, images, rightsConfirmed }: NewListing): FormData {
  const form = new FormData();
  form.append("listing", JSON.stringify(input));
  for (const file of images) form.append("files", file, file.name);
  if (images.length > 0) form.append("rightsConfirmed", String(rightsConfirmed));
  return form;
}

/**
 * POST /api/listings as ONE multipart request, so the listing and its images are saved together or not at all
 * (the server rolls both back on any failure); sent with XMLHttpRequest for the upload progress.
 */
export function useCreateListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (listing: NewListing) =>
      (await postMultipart<CreatedListing>("/api/listings", newListingForm(listing), listing.onProgress)).listing,
    onSuccess: () => client.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

export function useUpdateListing(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (patch: ListingPatch) =>
      (await call(listings[":id"].$patch({ ...listing(id), json: patch }))).listing,
    onSuccess: () => client.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

/** PATCH {status}: pause (active → paused) or resume (paused → active). */
export function useSetListingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: Exclude<ListingStatus, "archived" | "unpublished"> }) =>
      (await call(listings[":id"].$patch({ ...listing(id), json: { status } }))).listing,
    onSuccess: () => client.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

/** DELETE: a real delete without applications, otherwise archived (DECISIONS.md); the answer says which. */
export function useDeleteListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(listings[":id"].$delete(listing(id))),
    onSuccess: () => client.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

/**
 * POST /api/listings/:id/images (edit mode) with upload progress (0–1).
 * All files of one call are kept or none (server rule).
 */
export function uploadListingImages(
  id: string,
  files: File[],
  onProgress?: (fraction: number) => void,
): Promise<UploadedImages> {
  const form = new FormData();
  form.append("rightsConfirmed", "true");
  for (const file of files) form.append("files", file, file.name);
  return postMultipart<UploadedImages>(`/api/listings/${pathParam(id)}/images`, form, onProgress);
}

export function reorderListingImages(id: string, imageIds: string[]) {
  return call(listings[":id"].images.order.$put({ ...listing(id), json: { imageIds } }));
}

export function removeListingImage(id: string, imageId: string) {
  return call(
    listings[":id"].images[":imageId"].$delete({ param: { id: pathParam(id), imageId: pathParam(imageId) } }),
  );
}

/** POST /api/listings/:id/gallery (creators): one image, the rights confirmation and an optional caption. */
export function useAddGalleryPhoto(listingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, caption }: { file: File; caption: string }) => {
      let response: Awaited<ReturnType<(typeof listings)[":id"]["gallery"]["$post"]>>;
      try {
        response = await listings[":id"].gallery.$post({
          ...listing(listingId),
          form: { file, rightsConfirmed: "true", caption },
        });
      } catch {
        throw new UploadError(0, "network_error", networkErrorMessage);
      }
      // Not `call`: a refused upload keeps the server's toast title (UploadError).
      if (!response.ok) throw uploadErrorFrom(response.status, await response.text());
      return (await response.json()).photo;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: listingKeys.detail(listingId) }),
  });
}

export function useDeleteGalleryPhoto(listingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) =>
      call(
        listings[":id"].gallery[":photoId"].$delete({
          param: { id: pathParam(listingId), photoId: pathParam(photoId) },
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: listingKeys.detail(listingId) }),
  });
}

/** Why CollabStay unpublished the host's listing (decision 0057); asked only for an unpublished one. */
export function useUnpublication(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...listingKeys.detail(id), "unpublication"],
    queryFn: async () => (await call(listings[":id"].unpublication.$get(listing(id)))).unpublication,
    enabled,
  });
}

/** The host asks for re-publication (with an optional note): the listing joins the operators' queue. */
export function useRequestRepublication(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      call(listings[":id"]["republication-request"].$post({ ...listing(id), json: note ? { note } : {} })),
    onSuccess: () => client.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
