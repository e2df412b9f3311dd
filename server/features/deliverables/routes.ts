import { Readable } from "node:stream";
import {
  deliverableMaxBytes,
  deliverableMessages,
  deliverableResponse,
  feedbackSchema,
  rightsListSchema,
  rightsQuerySchema,
  workspaceSchema,
} from "@domain/deliverables.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { idParams } from "../../lib/path-params.ts";
import { uploadLimit } from "../../lib/upload.ts";
import { contentRights } from "./content-rights.ts";
import { type DeliverableDeps, openWorkspace, reviewDeliverable, uploadDeliverable } from "./service.ts";
import { posterMaxBytes, tooLarge } from "./upload-policy.ts";
import { approvedZip } from "./zip.ts";

const workspaceParams = z.object({ applicationId: z.uuid() });
const participant = "a participant (host or creator) of the accepted application";

/** Mounted at `/api`: the collaboration workspace, reviews, the approved-content ZIP and the rights register. */
export function deliverableRoutes(deps: DeliverableDeps) {
  return new Hono<AppEnv>()
    .get(
      "/workspaces/:applicationId",
      contract({
        summary: "A collaboration workspace",
        description:
          "For the two participants of an application in accepted, contract, active or completed state (404 " +
          '"Collaboration not found or not accessible" otherwise); read-only (`closed`: completed | cancelled) ' +
          "once the collaboration is completed or cancelled. Listing, partner, agreed deliverables, counters " +
          "per kind and status, caption requirements and the deliverables newest first with their feedback, " +
          "caption checks and short-lived signed file links (15 minutes).",
        access: "signed-in",
        owner: participant,
        params: workspaceParams,
        notFoundMessage: deliverableMessages.notFound,
        responses: { 200: { description: "The workspace", schema: workspaceSchema } },
        errors: [404],
      }),
      async (c) => c.json(await openWorkspace(deps, c.get("actor"), c.req.valid("param").applicationId)),
    )
    .post(
      "/workspaces/:applicationId/deliverables",
      contract({
        summary: "Upload a deliverable",
        description:
          "The creator only (403 for hosts). Multipart, text fields first: `usageRights` (6-months, 1-year, " +
          "instagram-only, all-platforms, unlimited), optional `caption`, `kind` (post, story, video), " +
          "`scheduledDate` (ISO date-time) and `previousId` (the deliverable that needs changes this version " +
          "answers); then `file` (JPEG, PNG, WebP or MP4 by magic bytes, 1 byte … 100 MB, counted while it " +
          "streams: 413 at the first byte over) and optional `poster` (a video's first frame, ≤ 768 KB). " +
          "A caption alone is a caption deliverable. 409 once the collaboration is completed or cancelled. " +
          "Publishes `deliverable.updated`.",
        access: "creator",
        forbiddenMessage: deliverableMessages.onlyCreatorUploads,
        owner: "the creator of the accepted application",
        params: workspaceParams,
        notFoundMessage: deliverableMessages.notFound,
        multipart: {
          fields: {
            usageRights: "6-months | 1-year | instagram-only | all-platforms | unlimited",
            caption: "Optional caption (≤ 2200 characters)",
            kind: "post | story | video (default: video for a video, post otherwise)",
            scheduledDate: "Optional ISO 8601 date-time",
            previousId: "The deliverable (needs changes) this new version answers",
          },
          files: { file: "The image or video (optional with a caption)", poster: "Optional video poster image" },
        },
        responses: { 201: { description: "The deliverable and the spec's toast", schema: deliverableResponse } },
        errors: [404, 409, 413, 415],
      }),
      uploadLimit(deliverableMaxBytes + posterMaxBytes, tooLarge),
      async (c) =>
        c.json(await uploadDeliverable(deps, c.get("actor"), c.req.valid("param").applicationId, c.req.raw), 201),
    )
    .get(
      "/workspaces/:applicationId/approved.zip",
      contract({
        summary: "Download all approved content as one ZIP",
        description:
          "The host only. Streamed (constant memory): one folder per approved file with the original file and a " +
          "`rights.txt` (usage rights, duration, approval and expiry dates). Named by listing and date. 409 when " +
          "nothing is approved yet.",
        access: "host",
        forbiddenMessage: "Only the host downloads approved content.",
        owner: "the host of the accepted application",
        params: workspaceParams,
        notFoundMessage: deliverableMessages.notFound,
        responses: { 200: { description: "The ZIP archive", contentType: "application/zip" } },
        errors: [404, 409],
      }),
      async (c) => {
        const { stream, fileName } = await approvedZip(deps, c.get("actor"), c.req.valid("param").applicationId);
        return c.body(Readable.toWeb(stream) as ReadableStream, 200, {
          "Content-Type": "application/zip",
          "Content-Disposition": `attachment; filename="${fileName}"`,
          "Cache-Control": "private, no-store",
        });
      },
    )
    .post(
      "/deliverables/:id/feedback",
      contract({
        summary: "Review a deliverable",
        description:
          "The host only (403 for creators), on a pending deliverable (409 otherwise): `approve` (optional rating " +
          "1–5, default 5) → approved, and the usage-rights register records the approval and expiry; " +
          "`request_changes` (comment required, no rating) → needs changes; `comment` (comment required) keeps " +
          "the status. 409 once the collaboration is completed or cancelled. Publishes `deliverable.updated`.",
        access: "host",
        forbiddenMessage: deliverableMessages.onlyHostReviews,
        owner: "the host of the deliverable's collaboration",
        params: idParams,
        notFoundMessage: deliverableMessages.deliverableNotFound,
        body: feedbackSchema,
        responses: { 201: { description: "The deliverable and the spec's toast", schema: deliverableResponse } },
        errors: [404, 409],
      }),
      async (c) =>
        c.json(await reviewDeliverable(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .get(
      "/content-rights",
      contract({
        summary: "Content Rights register",
        description:
          "Every approved deliverable the caller hosts or created: thumbnail (signed link), creator, rights, " +
          "approval and expiry, state active | expiring (within 30 days) | expired. Filter by `status`, sort by " +
          "`expires` (default, soonest first, unlimited last), `approved`, `creator` or `listing`.",
        access: "signed-in",
        scope: "the caller's own approved content (as host or creator)",
        query: rightsQuerySchema,
        responses: { 200: { description: "The register", schema: rightsListSchema } },
      }),
      async (c) => c.json(await contentRights(deps, c.get("actor"), c.req.valid("query"))),
    );
}
