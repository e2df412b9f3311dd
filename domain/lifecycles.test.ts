import { describe, expect, it } from "vitest";
import { applicationGraph } from "./application-states.ts";
import { collaborationActions, collaborationGraph } from "./collaboration-states.ts";
import { deliverableGraph } from "./deliverable-states.ts";
import { invitationActions, invitationGraph } from "./invitation-states.ts";
import { listingGraph } from "./listing-states.ts";
import { termsActions, termsGraph, termsMessages } from "./negotiation-states.ts";
import { paymentActions, paymentGraph } from "./payment-states.ts";
import { assertTransition, canTransition, everyTriple, type StateGraph, StateTransitionError } from "./state-graph.ts";

/**
 * Each lifecycle is walked through every (from, to, actor) triple and compared with the allowed moves written out
 * here by hand ("from>to@actor"), so a stray edge or a missing one fails the test. Guards are exercised with a
 * context that lets the edge through (`pass`) and one that refuses it (`block`).
 */
function walk<S extends string, A extends string, C>(
  graph: StateGraph<S, A, C>,
  allowed: string[],
  pass: C,
  block?: C,
) {
  // The context is optional only for unguarded graphs; the walk passes it always.
  const can = canTransition as (g: StateGraph<S, A, C>, from: S, to: S, actor: A, context: C) => boolean;
  const check = assertTransition as (g: StateGraph<S, A, C>, from: S, to: S, actor: A, context: C) => void;
  const guarded = new Set(graph.edges.filter((e) => e.guard).map((e) => `${e.from}>${e.to}@${e.by}`));
  for (const { from, to, actor } of everyTriple(graph)) {
    const key = `${from}>${to}@${actor}`;
    const expected = allowed.includes(key);
    expect(can(graph, from, to, actor, pass), key).toBe(expected);
    if (expected) expect(() => check(graph, from, to, actor, pass), key).not.toThrow();
    else expect(() => check(graph, from, to, actor, pass), key).toThrow(StateTransitionError);
    if (expected && guarded.has(key) && block !== undefined) {
      expect(can(graph, from, to, actor, block), `${key} blocked`).toBe(false);
      expect(() => check(graph, from, to, actor, block), `${key} blocked`).toThrow(StateTransitionError);
    }
  }
  // Nothing listed by hand is missing from the graph's states and actors.
  expect(allowed.filter((k) => !everyTriple(graph).some((t) => `${t.from}>${t.to}@${t.actor}` === k))).toEqual([]);
}

const both = (edge: string) => [`${edge}@host`, `${edge}@creator`];

describe("every lifecycle walks its graph", () => {
  it("invitation", () => {
    walk(
      invitationGraph,
      ["pending>accepted@creator", "pending>declined@creator", "pending>withdrawn@host"],
      undefined,
    );
    expect(invitationActions("pending", "creator")).toEqual(["accepted", "declined"]);
    expect(invitationActions("accepted", "host")).toEqual([]);
  });

  it("application", () => {
    walk(
      applicationGraph,
      [
        "pending>accepted@host",
        "pending>rejected@host",
        "pending>withdrawn@creator",
        ...both("accepted>contract"),
        ...both("accepted>completed"),
        ...both("contract>completed"),
      ],
      undefined,
    );
    expect(() => assertTransition(applicationGraph, "pending", "accepted", "creator")).toThrow(
      "Only the listing's host can accept or reject an application.",
    );
  });

  const now = new Date("2026-05-10T12:00:00Z");
  const fresh = { now, expiresAt: new Date("2026-05-12T12:00:00Z") };
  const stale = { now, expiresAt: new Date("2026-05-10T12:00:00Z") };

  it("negotiation terms, with the expiry checked at answer time", () => {
    walk(
      termsGraph,
      [
        "proposed>accepted@recipient",
        "proposed>rejected@recipient",
        "proposed>counter_proposed@recipient",
        "proposed>counter_proposed@proposer",
      ],
      fresh,
      stale,
    );
    // The expiry job's edge only opens once the proposal is due.
    expect(canTransition(termsGraph, "proposed", "expired", "system", stale)).toBe(true);
    expect(() => assertTransition(termsGraph, "proposed", "accepted", "recipient", stale)).toThrow(
      termsMessages.expired,
    );
    expect(() => assertTransition(termsGraph, "proposed", "accepted", "proposer", fresh)).toThrow(
      termsMessages.ownProposal,
    );
    expect(termsActions("proposed", "recipient", fresh)).toEqual(["accepted", "rejected"]);
    expect(termsActions("proposed", "recipient", stale)).toEqual([]);
    expect(termsActions("proposed", "proposer", fresh)).toEqual([]);
  });

  it("collaboration", () => {
    walk(
      collaborationGraph,
      [
        ...both("active>paused"),
        ...both("active>completed"),
        ...both("paused>active"),
        ...both("active>cancelled"),
        ...both("paused>cancelled"),
      ],
      undefined,
    );
    expect(collaborationActions("active", "host")).toEqual(["paused", "completed", "cancelled"]);
    expect(collaborationActions("paused", "creator")).toEqual(["active", "cancelled"]);
    expect(collaborationActions("completed", "host")).toEqual([]);
    expect(() => assertTransition(collaborationGraph, "cancelled", "completed", "host")).toThrow(
      "This collaboration is cancelled and can no longer change.",
    );
  });

  it("payment: the host approves others' requests only, marks paid; the maker cancels while unpaid", () => {
    // As the maker of the payment: cancel a pending request (either party) or the host's own unpaid addition.
    walk(paymentGraph, ["approved>paid@host", ...both("pending>cancelled"), "approved>cancelled@host"], {
      isRequester: true,
    });
    // Not the maker: only the host's Approve of the creator's request, and Mark as Paid.
    walk(paymentGraph, ["pending>approved@host", "approved>paid@host"], { isRequester: false });
    expect(() => assertTransition(paymentGraph, "pending", "approved", "host", { isRequester: true })).toThrow(
      "Nobody approves a payment request of their own.",
    );
    expect(paymentActions("approved", "host", { isRequester: true })).toEqual(["paid", "cancelled"]);
    expect(paymentActions("approved", "host", { isRequester: false })).toEqual(["paid"]);
    expect(paymentActions("pending", "host", { isRequester: false })).toEqual(["approved"]);
    expect(paymentActions("pending", "creator", { isRequester: true })).toEqual(["cancelled"]);
    expect(() => assertTransition(paymentGraph, "pending", "paid", "host", { isRequester: false })).toThrow(
      "Approve this payment before marking it as paid.",
    );
    expect(() => assertTransition(paymentGraph, "pending", "approved", "creator", { isRequester: true })).toThrow(
      "Only the host can approve payments or mark them as paid.",
    );
  });

  it("deliverable", () => {
    walk(
      deliverableGraph,
      ["pending>approved@host", "pending>needs_changes@host", "pending>rejected@host", "needs_changes>pending@creator"],
      undefined,
    );
  });

  it("listing", () => {
    walk(
      listingGraph,
      [
        "active>paused@host",
        "paused>active@host",
        "active>archived@host",
        "paused>archived@host",
        "archived>active@host",
        "active>unpublished@operator",
        "paused>unpublished@operator",
        "archived>unpublished@operator",
        "unpublished>active@operator",
        "unpublished>paused@operator",
        "unpublished>archived@operator",
      ],
      undefined,
    );
  });
});
