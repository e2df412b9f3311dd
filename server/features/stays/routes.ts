import { arrivalListSchema, checkInCodeSchema, stayChangeResponse, stayNoteSchema } from "@domain/stay-phases.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract, type ErrorStatus } from "../../lib/contract.ts";
import { idParams } from "../../lib/path-params.ts";
import {
  checkInByCode,
  contestNoShow,
  recordArrival,
  recordDeparture,
  recordNoShow,
  type StayDeps,
  todaysArrivals,
} from "./service.ts";

const onlyHost = "Only the host records the stay.";

/** What the two one-tap routes share: the host of the collaboration named in the path, a phase change back. */
const hostOfStay = {
  access: "host",
  forbiddenMessage: onlyHost,
  owner: "the collaboration's host",
  params: idParams,
  notFoundMessage: "Collaboration not found",
  responses: { 200: { description: "Recorded", schema: stayChangeResponse } },
  errors: [404, 409] as ErrorStatus[],
} as const;

/** `/api/stays`: the stay beside a collaboration (issue 33): arrival, check-in code, departure, today's arrivals. */
export function stayRoutes(deps: StayDeps) {
  return new Hono<AppEnv>()
    .get(
      "/arrivals",
      contract({
        summary: "Today's arrivals",
        description:
          "The host's running collaborations whose creator has not arrived yet and whose check-in date has come " +
          "(the listing's local date, until check-out), plus stays without agreed dates; for the dashboard.",
        access: "host",
        forbiddenMessage: "Only hosts see arrivals.",
        scope: "the caller's own collaborations",
        responses: { 200: { description: "Arrivals", schema: arrivalListSchema } },
      }),
      async (c) => c.json(await todaysArrivals(deps, c.get("actor"))),
    )
    .post(
      "/check-in",
      contract({
        summary: "Record an arrival by check-in code",
        description:
          "The host types the 6-character code shown on the creator's contract; it records the arrival of the " +
          "host's stay with that code whose check-in date has come. A wrong code is a 400; after 20 attempts in " +
          "an hour, 429 with `Retry-After`. Publishes `collaboration.updated`.",
        access: "host",
        forbiddenMessage: onlyHost,
        scope: "the caller's own collaborations",
        body: checkInCodeSchema,
        responses: {
          200: {
            description: "Recorded",
            schema: stayChangeResponse.extend({ collaborationId: z.uuid() }),
          },
        },
        errors: [409, 429],
      }),
      async (c) => c.json(await checkInByCode(deps, c.get("actor"), c.req.valid("json"))),
    )
    .post(
      "/:id/arrival",
      contract({
        summary: "Record the creator's arrival",
        description:
          "The host, from the check-in date (the listing's local date; any day for a stay without agreed " +
          "dates), once (409 otherwise, or when the collaboration is not active). Publishes `collaboration.updated`.",
        ...hostOfStay,
      }),
      async (c) => c.json(await recordArrival(deps, c.get("actor"), c.req.valid("param").id)),
    )
    .post(
      "/:id/departure",
      contract({
        summary: "Record the creator's departure",
        description:
          "The host, once the creator has arrived (409 otherwise). A dated stay also departs by itself on its " +
          "check-out date. Publishes `collaboration.updated`.",
        ...hostOfStay,
      }),
      async (c) => c.json(await recordDeparture(deps, c.get("actor"), c.req.valid("param").id)),
    )
    .post(
      "/:id/no-show",
      contract({
        summary: "Record that the creator did not arrive",
        description:
          "The host, with a note, from the day after the check-in date (the listing's local date) while no " +
          "arrival is recorded; never on a stay without agreed dates (409). The creator is notified and may " +
          "contest within 72 hours; uncontested, the collaboration is cancelled and its nights reopen.",
        ...hostOfStay,
        body: stayNoteSchema,
      }),
      async (c) => c.json(await recordNoShow(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json"))),
    )
    .post(
      "/:id/contest",
      contract({
        summary: "Contest a no-show",
        description:
          "The creator, with a note, within 72 hours of the no-show, once (409 otherwise). The host is notified; " +
          "the no-show stays open, shown as contested, until an operator decides it.",
        ...hostOfStay,
        access: "creator",
        forbiddenMessage: "Only the creator contests a no-show.",
        owner: "the collaboration's creator",
        body: stayNoteSchema,
      }),
      async (c) => c.json(await contestNoShow(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json"))),
    );
}
