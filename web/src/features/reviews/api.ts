import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call, client, pathParam } from "@/lib/api-client.ts";
import { sendOnce } from "@/lib/send-once.ts";

export function useReviewState(collaborationId: string) {
  return useQuery({
    queryKey: ["review-state", collaborationId],
    queryFn: () =>
      call(
        client.api.reviews.collaborations[":collaborationId"].$get({
          param: { collaborationId: pathParam(collaborationId) },
        }),
      ),
    retry: false,
  });
}

export type ReviewInput = { rating: number; subRatings: Record<string, number>; text: string };

export function useSubmitReview(collaborationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ReviewInput) =>
      sendOnce((header) =>
        call(
          client.api.reviews.collaborations[":collaborationId"].$post({
            param: { collaborationId: pathParam(collaborationId) },
            json,
            header,
          }),
        ),
      ),
    onSuccess: (answer) => queryClient.setQueryData(["review-state", collaborationId], answer.review),
  });
}

export function useReply(reviewId: string, onDone: () => void) {
  return useMutation({
    mutationFn: (text: string) =>
      call(client.api.reviews[":reviewId"].reply.$post({ param: { reviewId: pathParam(reviewId) }, json: { text } })),
    onSuccess: onDone,
  });
}

/** A person's published figures (rating; a host's response rate, time and stays honoured; a creator's delivery figures). */
export function useFigures(userId: string | null | undefined) {
  return useQuery({
    queryKey: ["figures", userId],
    queryFn: () =>
      call(client.api.reviews.users[":userId"].figures.$get({ param: { userId: pathParam(userId ?? "") } })),
    enabled: Boolean(userId),
  });
}

export function usePublicReviews(userId: string | null | undefined, page: number) {
  return useQuery({
    queryKey: ["public-reviews", userId, page],
    queryFn: () =>
      call(
        client.api.reviews.users[":userId"].$get({
          param: { userId: pathParam(userId ?? "") },
          query: { page: String(page) },
        }),
      ),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}
