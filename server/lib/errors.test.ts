import { listingGraph } from "@domain/listing-states.ts";
import { assertTransition } from "@domain/state-graph.ts";
import { describe, expect, it } from "vitest";
import { clientErrorOf, HttpError } from "./errors.ts";

/** What the app's error handler answers for errors thrown below the routes (app.ts onError). */
describe("clientErrorOf", () => {
  it("answers a refused lifecycle move with 409 invalid_transition and the graph's sentence", () => {
    let thrown: unknown;
    try {
      assertTransition(listingGraph, "archived", "paused", "host");
    } catch (error) {
      thrown = error;
    }
    const answer = clientErrorOf(thrown);
    expect(answer).toMatchObject({ status: 409, code: "invalid_transition" });
    expect(answer?.message).toBe("An archived listing can only be reactivated (made active again).");
  });

  it("answers a unique index refusing a concurrent row with 409 conflict, wherever the driver wrapped it", () => {
    const driverError = Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" });
    const answer = clientErrorOf(new Error("Failed query", { cause: driverError }));
    expect(answer).toMatchObject({ status: 409, code: "conflict" });
  });

  it("passes an HttpError through and leaves anything else to the 500", () => {
    const own = new HttpError(404, "not_found", "Not found");
    expect(clientErrorOf(own)).toBe(own);
    expect(clientErrorOf(new Error("disk full"))).toBeNull();
    expect(clientErrorOf(Object.assign(new Error("other"), { code: "23503" }))).toBeNull();
  });
});
