import {
  disputeDetailSchema,
  disputeMessageSchema,
  disputeMessages,
  disputeQueueQuerySchema,
  disputeQueueSchema,
  evidenceMaxBytes,
  openDisputeSchema,
  operatorDisputeSchema,
  resolveDisputeSchema,
} from "@domain/disputes.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { idParams } from "../../lib/path-params.ts";
import { noFileChosen, readMultipart, uploadLimit } from "../../lib/upload.ts";
import { disputeQueue, operatorDispute, operatorMessage, resolveDispute } from "./operator.ts";
import {
  addEvidence,
  type DisputeDeps,
  evidenceTooLarge,
  openDispute,
  partyDispute,
  partyMessage,
  withdrawDispute,
} from "./service.ts";

const ok = z.object({ message: z.string() });
const party = "a party of the dispute's collaboration (its host or creator)";

/** `/api/collaborations/:id/disputes` and `/api/disputes`: the parties' side of a dispute (decision 0069). */
export function disputeRoutes(deps: DisputeDeps) {
  return new Hono<AppEnv>()
    .post(
      "/collaborations/:id/disputes",
      contract({
        summary: "Open a dispute about a collaboration",
        tag: "disputes",
        description:
          "Either party of a running (active or paused) collaboration, with a category and a description (404 for " +
          "anyone else). One open dispute per collaboration: 409 while one is open (ten at once make one). While it " +
          "is open the collaboration shows “In dispute”, cannot be completed or cancelled by either party, and its " +
          "approval window and reminders stop. The other party is told. Evidence files follow through " +
          "`POST /api/disputes/:id/evidence`.",
        access: "signed-in",
        owner: "the collaboration's host or creator",
        idempotent: true,
        params: idParams,
        body: openDisputeSchema,
        notFoundMessage: disputeMessages.collaborationNotFound,
        responses: {
          201: {
            description: "Opened",
            schema: z.object({ dispute: disputeDetailSchema, message: z.string() }),
          },
        },
        errors: [404, 409],
      }),
      async (c) =>
        c.json(
          await openDispute(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json"), {
            requestId: c.get("requestId"),
          }),
          201,
        ),
    )
    .get(
      "/disputes/:id",
      contract({
        summary: "A dispute, for its parties",
        tag: "disputes",
        description: "The dispute, its evidence (10-minute links), its thread and, once decided, the decision.",
        access: "signed-in",
        owner: party,
        params: idParams,
        notFoundMessage: disputeMessages.notFound,
        responses: { 200: { description: "The dispute", schema: disputeDetailSchema } },
        errors: [404],
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(await partyDispute(deps, c.get("actor"), c.req.valid("param").id));
      },
    )
    .post(
      "/disputes/:id/messages",
      contract({
        summary: "Write in a dispute's thread",
        tag: "disputes",
        description:
          "A party, while the dispute is open (409 after). The other party is told; operators read it in the console.",
        access: "signed-in",
        owner: party,
        params: idParams,
        body: disputeMessageSchema,
        notFoundMessage: disputeMessages.notFound,
        responses: { 201: { description: "Sent", schema: ok } },
        errors: [404, 409],
      }),
      async (c) =>
        c.json(await partyMessage(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json").body), 201),
    )
    .post(
      "/disputes/:id/evidence",
      contract({
        summary: "Add an evidence file to a dispute",
        tag: "disputes",
        description:
          "A party, while the dispute is open: one JPEG, PNG, WebP or PDF in `file` (recognised by its bytes), at most " +
          `${evidenceMaxBytes / 1024 / 1024} MB (413, cut off while streaming) and 5 per dispute (409).`,
        access: "signed-in",
        owner: party,
        params: idParams,
        notFoundMessage: disputeMessages.notFound,
        multipart: { fields: {}, files: { file: "One image or PDF (≤ 10 MB)" } },
        responses: {
          201: { description: "Added", schema: z.object({ dispute: disputeDetailSchema, message: z.string() }) },
        },
        errors: [404, 409, 413],
      }),
      uploadLimit(evidenceMaxBytes, evidenceTooLarge),
      async (c) => {
        const form = await readMultipart(c);
        const file = form.get("file");
        if (!file || typeof file === "string") throw noFileChosen();
        if (file.size > evidenceMaxBytes) throw evidenceTooLarge();
        const data = Buffer.from(await file.arrayBuffer());
        return c.json(await addEvidence(deps, c.get("actor"), c.req.valid("param").id, { name: file.name, data }), 201);
      },
    )
    .post(
      "/disputes/:id/withdraw",
      contract({
        summary: "Withdraw a dispute",
        tag: "disputes",
        description:
          "The party who opened it, before a decision (403 for the other party, 409 once decided). The collaboration " +
          "continues where it stopped; its timers count on with the time they had left.",
        access: "signed-in",
        owner: party,
        params: idParams,
        notFoundMessage: disputeMessages.notFound,
        responses: { 200: { description: "Withdrawn", schema: ok } },
        errors: [403, 404, 409],
      }),
      async (c) =>
        c.json(await withdrawDispute(deps, c.get("actor"), c.req.valid("param").id, { requestId: c.get("requestId") })),
    );
}

/** `/api/operator/disputes`: the console's queue, the dispute with its timeline, the thread and the decision. */
export function operatorDisputeRoutes(deps: DisputeDeps) {
  return new Hono<AppEnv>()
    .get(
      "/disputes",
      contract({
        summary: "The disputes queue",
        tag: "operator",
        description: "Open disputes oldest first (the default), or closed ones newest first; 20 a page.",
        access: "operator",
        scope: "every dispute (operators only)",
        query: disputeQueueQuerySchema,
        responses: { 200: { description: "Disputes", schema: disputeQueueSchema } },
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(await disputeQueue(deps, c.get("actor"), c.req.valid("query")));
      },
    )
    .get(
      "/disputes/:id",
      contract({
        summary: "A dispute with its timeline",
        tag: "operator",
        description:
          "The dispute, evidence, thread, and one timeline built from the record: the application, every round of " +
          "terms with what changed, the collaboration's messages, nights and stay phase, deliverable versions and " +
          "feedback, payment records, status changes and the dispute's own events. Audited.",
        access: "operator",
        scope: "every dispute (operators only)",
        params: idParams,
        notFoundMessage: disputeMessages.notFound,
        responses: { 200: { description: "The dispute", schema: operatorDisputeSchema } },
        errors: [404],
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(
          await operatorDispute(deps, c.get("actor"), c.req.valid("param").id, { requestId: c.get("requestId") }),
        );
      },
    )
    .post(
      "/disputes/:id/messages",
      contract({
        summary: "Write in a dispute's thread (operator)",
        tag: "operator",
        description: "While the dispute is open (409 after); both parties are told.",
        access: "operator",
        scope: "every dispute (operators only)",
        params: idParams,
        body: disputeMessageSchema,
        notFoundMessage: disputeMessages.notFound,
        responses: { 201: { description: "Sent", schema: ok } },
        errors: [404, 409],
      }),
      async (c) =>
        c.json(await operatorMessage(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json").body), 201),
    )
    .post(
      "/disputes/:id/resolution",
      contract({
        summary: "Decide a dispute",
        tag: "operator",
        description:
          "An outcome (for the creator, for the host, mutual, withdrawn by the opener), an effect on the collaboration " +
          "(back to active; completed, keeping the content; cancelled, the nights released and pending payment " +
          "requests cancelled) and a statement of reasons both parties get by notification and e-mail. One " +
          "transaction, audited; 409 once decided or withdrawn.",
        access: "operator",
        scope: "every dispute (operators only)",
        params: idParams,
        body: resolveDisputeSchema,
        notFoundMessage: disputeMessages.notFound,
        responses: { 200: { description: "Decided", schema: ok } },
        errors: [404, 409],
      }),
      async (c) =>
        c.json(
          await resolveDispute(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json"), {
            requestId: c.get("requestId"),
          }),
        ),
    );
}
