import {
  figuresSchema,
  publicReviewSchema,
  replySchema,
  reviewMessages,
  reviewPageQuery,
  reviewPageSchema,
  reviewStateSchema,
  submitReviewResponse,
  submitReviewSchema,
} from "@domain/reviews.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { figuresOf, getReviewState, publicReviews, type ReviewDeps, replyToReview, submitReview } from "./service.ts";

const collaborationParam = z.object({ collaborationId: z.uuid() });
const userParam = z.object({ userId: z.uuid() });
const parties = "the collaboration's host or creator";

/** `/api/reviews`: double-blind reviews both ways, and the public figures made from them. */
export function reviewRoutes(deps: ReviewDeps) {
  return new Hono<AppEnv>()
    .get(
      "/collaborations/:collaborationId",
      contract({
        summary: "Reviews of a collaboration",
        description:
          "For its two parties: the window, the caller's own review and the other party's — which is null until " +
          "both have submitted or the 14-day window has closed (double-blind).",
        access: "signed-in",
        owner: parties,
        params: collaborationParam,
        notFoundMessage: reviewMessages.notFound,
        responses: { 200: { description: "The review state", schema: reviewStateSchema } },
        errors: [404],
      }),
      async (c) => c.json(await getReviewState(deps, c.get("actor"), c.req.valid("param").collaborationId)),
    )
    .post(
      "/collaborations/:collaborationId",
      contract({
        summary: "Review the other party of a collaboration",
        description:
          "Overall rating 1–5, the sub-ratings of the caller's side (host → creator: contentQuality, communication, " +
          "professionalism, onTime; creator → host: accuracyOfListing, hospitality, communication) and a public " +
          "text. Only once the collaboration is completed and within 14 days (409 otherwise); one per party (409 " +
          "on a second). The second review publishes both at once; published reviews cannot be edited.",
        access: "signed-in",
        owner: parties,
        params: collaborationParam,
        notFoundMessage: reviewMessages.notFound,
        body: submitReviewSchema,
        idempotent: true,
        responses: { 201: { description: "The toast and the new review state", schema: submitReviewResponse } },
        errors: [404, 409],
      }),
      async (c) =>
        c.json(
          await submitReview(deps, c.get("actor"), c.req.valid("param").collaborationId, c.req.valid("json")),
          201,
        ),
    )
    .post(
      "/:reviewId/reply",
      contract({
        summary: "Reply publicly to a review about me",
        description: "The reviewed person only, once, after publication (409 otherwise).",
        access: "signed-in",
        owner: "the reviewed person",
        params: z.object({ reviewId: z.uuid() }),
        notFoundMessage: reviewMessages.reviewNotFound,
        body: replySchema,
        responses: {
          200: {
            description: "The review with its reply",
            schema: z.object({ review: publicReviewSchema, message: z.string() }),
          },
        },
        errors: [404, 409],
      }),
      async (c) =>
        c.json(await replyToReview(deps, c.get("actor"), c.req.valid("param").reviewId, c.req.valid("json"))),
    )
    .get(
      "/users/:userId",
      contract({
        summary: "A person's published reviews",
        description: "Newest first, 5 a page. Hidden (unpublished) reviews are never listed.",
        access: "anyone",
        params: userParam,
        query: reviewPageQuery,
        notFoundMessage: "Profile not found",
        responses: { 200: { description: "A page of reviews", schema: reviewPageSchema } },
      }),
      async (c) => c.json(await publicReviews(deps, c.req.valid("param").userId, c.req.valid("query").page)),
    )
    .get(
      "/users/:userId/figures",
      contract({
        summary: "A person's rating and response figures",
        description:
          "Average of published ratings and their count; for hosts also the response rate (share answered within " +
          "24 h, last 90 days) and typical response time (median) — null below the minimum sample of 5.",
        access: "anyone",
        params: userParam,
        notFoundMessage: "Profile not found",
        responses: { 200: { description: "The figures", schema: figuresSchema } },
        errors: [404],
      }),
      async (c) => c.json(await figuresOf(deps, c.req.valid("param").userId)),
    );
}
