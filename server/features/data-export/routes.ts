import { Readable } from "node:stream";
import { dataExportAnswerSchema, dataExportMessages } from "@domain/data-export.ts";
import { Hono } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { idParams } from "../../lib/path-params.ts";
import { type DataExportDeps, latestExport, openDownload, requestExport } from "./service.ts";

/** `/api/accounts/data-export`: "Download my data" (issue 40 part 4, decision 0063). */
export function dataExportRoutes(deps: DataExportDeps) {
  return new Hono<AppEnv>()
    .get(
      "/",
      contract({
        summary: "My latest data export",
        description:
          "The caller's latest export (running, ready with its download address and expiry, failed or expired), " +
          "or null when they never asked for one.",
        tag: "accounts",
        access: "signed-in",
        scope: "the caller's own exports",
        responses: { 200: { description: "The export or null", schema: dataExportAnswerSchema } },
      }),
      async (c) => c.json({ export: await latestExport(deps, c.get("actor")) }),
    )
    .post(
      "/",
      contract({
        summary: "Download my data: start an export",
        description:
          "Starts building a ZIP of everything CollabStay keeps about the caller (`data.json`, their own files, a " +
          "`README.txt`) on the job queue; when it is ready (minutes) the caller gets a notification and an e-mail, " +
          "and can download it for 7 days. One export at a time: while one runs, this answers 200 with the running " +
          "one instead of starting another. A finished new export replaces the old one (its ZIP is deleted).",
        tag: "accounts",
        access: "signed-in",
        scope: "the caller's own exports",
        responses: {
          200: { description: "The export already running", schema: dataExportAnswerSchema },
          202: { description: "The export just started", schema: dataExportAnswerSchema },
        },
      }),
      async (c) => {
        const { export: started, created } = await requestExport(deps, c.get("actor"));
        return c.json({ export: started }, created ? 202 : 200);
      },
    )
    .get(
      "/:id/download",
      contract({
        summary: "Download my data export (ZIP)",
        description:
          "The owner's ready export, streamed from storage. Another person's export, an expired one, one still " +
          "running and one whose account was deleted all answer 404.",
        tag: "accounts",
        access: "signed-in",
        owner: "the person who asked for the export",
        params: idParams,
        notFoundMessage: dataExportMessages.notFound,
        responses: { 200: { description: "The ZIP archive", contentType: "application/zip" } },
        errors: [404],
      }),
      async (c) => {
        const file = await openDownload(deps, c.get("actor"), c.req.valid("param").id);
        return c.body(Readable.toWeb(file.body) as ReadableStream, 200, {
          "Content-Type": "application/zip",
          "Content-Length": String(file.size),
          "Content-Disposition": `attachment; filename="${file.fileName}"`,
          "Cache-Control": "private, no-store",
        });
      },
    );
}
