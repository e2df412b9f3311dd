import { okResponseSchema } from "@domain/accounts.ts";
import {
  addFeedSchema,
  availabilityQuerySchema,
  availabilitySchema,
  exportFeedSchema,
  feedResponseSchema,
  nightsChangedSchema,
  nightsChangeSchema,
  stayRulesSchema,
} from "@domain/availability.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { HttpError } from "../../lib/errors.ts";
import { idParams } from "../../lib/path-params.ts";
import { filesField, readMultipart, uploadLimit } from "../../lib/upload.ts";
import { icsMaxBytes, icsMessages } from "./ical.ts";
import * as service from "./service.ts";

const feedParams = z.object({ feedId: z.uuid() });
const notFoundMessage = "Listing not found";
const owner = "the listing's host";
const hostOnly = "Only the listing's host can change its calendar.";
/** What every host-only calendar route shares: the role, the 403 text and the ownership rule. */
const hostsCalendar = { tag: "availability", access: "host", forbiddenMessage: hostOnly, owner } as const;
const hostsListing = { ...hostsCalendar, params: idParams, notFoundMessage } as const;
const hostsFeed = { ...hostsCalendar, params: feedParams, notFoundMessage: "Calendar not found" } as const;
const icsTooLarge = () => new HttpError(413, "payload_too_large", icsMessages.tooLarge, { file: icsMessages.tooLarge });

/** A listing's calendar: nights and rules, the `.ics` export and imported calendars (issue 11). */
export function availabilityRoutes(deps: service.AvailabilityDeps) {
  return new Hono<AppEnv>()
    .get(
      "/listings/:id/availability",
      contract({
        summary: "A listing's calendar",
        description:
          "Closed nights in [`from`, `to`) (default: the listing's today to its booking horizon) and the stay rules. " +
          "Anyone signed in sees which nights are unavailable (an active listing, or their own); only the host " +
          "sees why, the export feed URL and the imported calendars.",
        tag: "availability",
        access: "signed-in",
        scope: "an active listing, or the caller's own",
        params: idParams,
        query: availabilityQuerySchema,
        notFoundMessage,
        responses: { 200: { description: "The calendar", schema: availabilitySchema } },
        errors: [404],
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(
          await service.getAvailability(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("query")),
        );
      },
    )
    .patch(
      "/listings/:id/availability/rules",
      contract({
        summary: "Set a listing's stay rules",
        description: "Flexible dates or fixed dates, minimum and maximum nights, booking horizon, time zone.",
        ...hostsListing,
        body: stayRulesSchema,
        responses: { 200: { description: "The calendar after the change", schema: availabilitySchema } },
        errors: [404],
      }),
      async (c) => c.json(await service.putRules(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json"))),
    )
    .post(
      "/listings/:id/availability/nights",
      contract({
        summary: "Block or open nights",
        description:
          "`block` closes the open nights of [`from`, `to`) with an optional note; `open` removes the host's own " +
          "blocks there. Nights of a collaboration or an imported calendar are left as they are (counted in " +
          "`skipped`); opening only such nights is a 409.",
        ...hostsListing,
        body: nightsChangeSchema,
        responses: { 200: { description: "How many nights changed", schema: nightsChangedSchema } },
        errors: [404, 409],
      }),
      async (c) =>
        c.json(await service.changeNights(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json"))),
    )
    .post(
      "/listings/:id/calendar/export",
      contract({
        summary: "New secret calendar feed URL",
        description: "Makes (or replaces) the listing's `.ics` feed URL; a replaced URL stops working at once.",
        ...hostsListing,
        responses: { 200: { description: "The feed URL", schema: exportFeedSchema } },
        errors: [404],
      }),
      async (c) => c.json(await service.rotateExport(deps, c.get("actor"), c.req.valid("param").id)),
    )
    .delete(
      "/listings/:id/calendar/export",
      contract({
        summary: "Revoke the calendar feed URL",
        ...hostsListing,
        responses: { 200: { description: "No feed URL any more", schema: exportFeedSchema } },
        errors: [404],
      }),
      async (c) => c.json(await service.revokeExport(deps, c.get("actor"), c.req.valid("param").id)),
    )
    .post(
      "/listings/:id/calendar/feeds",
      contract({
        summary: "Import another channel's calendar feed",
        description:
          "Fetches the `.ics` URL at once (http/https; private, loopback and link-local addresses are refused, " +
          "also after DNS and on redirects; ≤ 2 MB; ≤ 10 s). Its events close nights; it is refreshed hourly by " +
          "the job queue and on demand. A link that fails is a 400/422 and nothing is saved.",
        ...hostsListing,
        body: addFeedSchema,
        responses: { 201: { description: "The calendar", schema: feedResponseSchema } },
        errors: [404, 422],
      }),
      async (c) =>
        c.json(await service.addFeed(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .post(
      "/listings/:id/calendar/import",
      contract({
        summary: "Upload an .ics file",
        description: "One iCalendar file (≤ 2 MB) in `file`; its events close nights. 422 when it is not iCalendar.",
        ...hostsListing,
        multipart: { fields: {}, files: { file: "One .ics file (≤ 2 MB)" } },
        responses: { 201: { description: "The calendar", schema: feedResponseSchema } },
        errors: [404, 413, 422],
      }),
      uploadLimit(icsMaxBytes, icsTooLarge),
      async (c) => {
        const form = await readMultipart(c);
        const [file] = filesField(form, "file");
        if (!file)
          throw new HttpError(400, "validation_failed", "Please choose a file", { file: "Please choose a file" });
        if (file.size > icsMaxBytes) throw icsTooLarge();
        const feed = await service.importFile(deps, c.get("actor"), c.req.valid("param").id, {
          name: file.name,
          text: await file.text(),
        });
        return c.json(feed, 201);
      },
    )
    .post(
      "/calendar-feeds/:feedId/refresh",
      contract({
        summary: "Refresh an imported calendar now",
        description: "Fetches the feed again; a failure is kept in `lastError` and the old nights stay.",
        ...hostsFeed,
        responses: { 200: { description: "The calendar after the refresh", schema: feedResponseSchema } },
        errors: [404, 409],
      }),
      async (c) => c.json(await service.refreshFeed(deps, c.get("actor"), c.req.valid("param").feedId)),
    )
    .delete(
      "/calendar-feeds/:feedId",
      contract({
        summary: "Remove an imported calendar",
        description: "Its nights open again (unless closed for another reason).",
        ...hostsFeed,
        responses: { 200: { description: "Removed", schema: okResponseSchema } },
        errors: [404],
      }),
      async (c) => c.json(await service.removeFeed(deps, c.get("actor"), c.req.valid("param").feedId)),
    )
    .get(
      "/calendar/:file",
      contract({
        summary: "A listing's calendar feed (.ics)",
        description:
          "RFC 5545 feed of the listing's closed nights for Airbnb, Booking.com or a channel manager. The path " +
          "is the secret (`{token}.ics`); events say only Collaboration stay, Blocked or Booked elsewhere.",
        tag: "availability",
        access: "anyone",
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/) }),
        notFoundMessage: "Calendar not found",
        responses: { 200: { description: "The iCalendar feed", contentType: "text/calendar" } },
        errors: [404],
      }),
      async (c) => {
        const body = await service.exportIcs(deps, c.req.valid("param").file);
        c.header("Cache-Control", "private, max-age=300");
        return c.body(body, 200, { "Content-Type": "text/calendar; charset=utf-8" });
      },
    );
}
