import {
  appealSchema,
  caseDetailSchema,
  casePageSchema,
  caseQuerySchema,
  createReportResponseSchema,
  createReportSchema,
  decideAppealSchema,
  decideCaseSchema,
  myReportSchema,
  reportMessages,
  statementSchema,
} from "@domain/reports.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { notFound } from "../../lib/errors.ts";
import { abuseLimitText } from "../abuse-limits/limits.ts";
import { decideAppeal, decideCase } from "./decisions.ts";
import { caseDetail, casePage } from "./queries.ts";
import { appealDecision, fileReport, myReports, type ReportDeps, statementFor } from "./service.ts";

const idParams = z.object({ id: z.uuid() });
const tokenQuery = z.strictObject({
  t: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32}$/, "Not a statement link")
    .optional()
    .describe("The token of the statement's link (its notice and mail): for a person who cannot sign in"),
});
const ok = z.object({ ok: z.literal(true), message: z.string() });
const decided = z.object({ decisionId: z.uuid(), message: z.string() });

/** `/api/reports` and `/api/statements`: reporting, the reporter's outcomes, statements of reasons, appeals. */
export function reportRoutes(deps: ReportDeps) {
  return new Hono<AppEnv>()
    .post(
      "/reports",
      contract({
        summary: "Report an item",
        tag: "reports",
        description:
          "A listing, public creator profile, host profile, message, review, gallery photo or deliverable the caller " +
          "can see (404 otherwise; 400 for one's own). Visitors may report a public creator profile only, with " +
          "their e-mail (401 for anything else). One report per person per open case: 409 `already_reported`. " +
          "The reporter is told at once and hears the outcome later; the reported person never learns who reported. " +
          `429 with \`Retry-After\` past the reporter's limit (${abuseLimitText("report")}; decision 0061).`,
        access: "anyone",
        body: createReportSchema,
        responses: { 201: { description: "Reported", schema: createReportResponseSchema } },
        errors: [401, 403, 404, 409, 429],
      }),
      async (c) => {
        const report = await fileReport(deps, c.get("actor"), c.req.valid("json"), {
          requestId: c.get("requestId"),
          headers: c.req.raw.headers,
        });
        return c.json({ report, message: reportMessages.received }, 201);
      },
    )
    .get(
      "/reports/mine",
      contract({
        summary: "My reports and their outcome",
        tag: "reports",
        description: "The caller's reports, newest first (at most 100): open, or decided with action taken or not.",
        access: "signed-in",
        scope: "the caller's own reports",
        responses: { 200: { description: "Reports", schema: z.object({ reports: z.array(myReportSchema) }) } },
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json({ reports: await myReports(deps.db, c.get("actor")) });
      },
    )
    .get(
      "/statements/:id",
      contract({
        summary: "A statement of reasons",
        tag: "reports",
        description:
          "What was restricted, the section of /terms it breaks, the facts, whether automated means took part, and " +
          "how to appeal (or what became of the appeal). Only for the person it is about.",
        access: "anyone",
        scope: "the person the decision is about (signed in, or with the link's token); 404 for anyone else",
        params: idParams,
        query: tokenQuery,
        notFoundMessage: reportMessages.statementNotFound,
        responses: { 200: { description: "The statement", schema: z.object({ statement: statementSchema }) } },
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        const statement = await statementFor(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("query").t);
        return c.json({ statement });
      },
    )
    .post(
      "/statements/:id/appeal",
      contract({
        summary: "Appeal a decision",
        tag: "reports",
        description:
          "Once per decision, within 6 months of it, with an explanation (409 otherwise); by the person it is about, signed in or with the link's token (404 for anyone else). Another operator than the " +
          "one who decided reviews it, when there is one.",
        access: "anyone",
        scope: "the person the decision is about (signed in, or with the link's token); 404 for anyone else",
        params: idParams,
        query: tokenQuery,
        body: appealSchema,
        notFoundMessage: reportMessages.statementNotFound,
        responses: { 201: { description: "Appealed", schema: ok } },
        errors: [409],
      }),
      async (c) => {
        await appealDecision(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json").explanation, {
          requestId: c.get("requestId"),
          headers: c.req.raw.headers,
          token: c.req.valid("query").t,
        });
        return c.json({ ok: true as const, message: reportMessages.appealed }, 201);
      },
    );
}

/** `/api/operator/reports` and `/api/operator/appeals`: the console's case queue, cases, decisions, appeals. */
export function operatorReportRoutes(deps: ReportDeps) {
  return new Hono<AppEnv>()
    .get(
      "/reports",
      contract({
        summary: "The case queue",
        tag: "operator",
        description:
          "Cases (the reports of one item together): open ones oldest first, those only reported by people warned " +
          "for unfounded reports last; or decided ones. `category` keeps cases with a report of it. 20 a page, with " +
          "the open appeals.",
        access: "operator",
        scope: "every case (operators only)",
        query: caseQuerySchema,
        responses: { 200: { description: "Cases", schema: casePageSchema } },
      }),
      async (c) => {
        const { category, status, page } = c.req.valid("query");
        c.header("Cache-Control", "no-store");
        return c.json(await casePage(deps.db, { category, status, page: page ?? 1 }));
      },
    )
    .get(
      "/reports/:id",
      contract({
        summary: "A case",
        tag: "operator",
        description:
          "The snapshot taken at the first report, the item as it is now, the reports with the reporters' words, " +
          "the decisions and appeals, and the author's earlier decisions.",
        access: "operator",
        scope: "any case (operators only)",
        params: idParams,
        notFoundMessage: reportMessages.caseNotFound,
        responses: { 200: { description: "The case", schema: z.object({ case: caseDetailSchema }) } },
      }),
      async (c) => {
        const found = await caseDetail(deps.db, c.req.valid("param").id, (key) => deps.storage.signedUrl(key, 600));
        if (!found) throw notFound(reportMessages.caseNotFound);
        c.header("Cache-Control", "no-store");
        return c.json({ case: found });
      },
    )
    .post(
      "/reports/:id/decision",
      contract({
        summary: "Decide a case",
        tag: "operator",
        description:
          "No action; remove the item (message, review, photo, deliverable: hidden and kept); unpublish the listing; " +
          "warn the author; or suspend the author (with the TOTP code). Anything but no action needs the section of " +
          "/terms and the facts: the author's statement of reasons. The reporters are told the outcome. Audited. " +
          "409 when the case is already decided.",
        access: "operator",
        scope: "any open case (operators only)",
        params: idParams,
        body: decideCaseSchema,
        notFoundMessage: reportMessages.caseNotFound,
        responses: { 200: { description: "Decided", schema: decided } },
        errors: [401, 409, 429],
      }),
      async (c) => {
        const input = c.req.valid("json");
        const { decisionId } = await decideCase(deps, c.get("actor"), c.req.valid("param").id, input, {
          requestId: c.get("requestId"),
          headers: c.req.raw.headers,
        });
        return c.json({ decisionId, message: reportMessages.decisionMade(input.outcome) });
      },
    )
    .post(
      "/appeals/:id/decision",
      contract({
        summary: "Decide an appeal",
        tag: "operator",
        description:
          "Keep the decision or reverse it (content restored, listing re-published, suspension lifted), with a " +
          "reason the person reads as a statement of its own. The operator who made the decision under appeal may " +
          "not decide it while another operator can (409). Audited.",
        access: "operator",
        scope: "any open appeal (operators only)",
        params: idParams,
        body: decideAppealSchema,
        notFoundMessage: reportMessages.appealNotFound,
        responses: { 200: { description: "Decided", schema: decided } },
        errors: [409],
      }),
      async (c) => {
        const input = c.req.valid("json");
        const { decisionId } = await decideAppeal(deps, c.get("actor"), c.req.valid("param").id, input, {
          requestId: c.get("requestId"),
          headers: c.req.raw.headers,
        });
        return c.json({ decisionId, message: reportMessages.appealDone(input.outcome === "reversed") });
      },
    );
}
