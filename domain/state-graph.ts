/**
 * One reusable lifecycle helper (DESIGN.md §3 rule 4): a graph of edges `from → to` with the party allowed to
 * take each one. Services call `assertTransition(graph, from, to, actor)` (a 409 when the edge is missing); the
 * UI asks `allowedTransitions(graph, from, actor)` which buttons to show, so both read the same graph.
 * Applications use it now; negotiation terms, collaborations, payments and deliverables reuse it.
 */
export type Edge<S extends string, A extends string> = { readonly from: S; readonly to: S; readonly by: A };

export type StateGraph<S extends string, A extends string> = {
  /** What the graph is about, for messages ("application", "payment"). */
  readonly name: string;
  readonly edges: readonly Edge<S, A>[];
  /** The refusal text for a missing edge; defaults to a plain sentence naming both states. */
  readonly explain?: (from: S, to: S, actor: A) => string;
};

export function defineStateGraph<S extends string, A extends string>(graph: StateGraph<S, A>): StateGraph<S, A> {
  return graph;
}

/** Statuses `actor` may move a row in `from` to. */
export function allowedTransitions<S extends string, A extends string>(
  graph: StateGraph<S, A>,
  from: S,
  actor: A,
): S[] {
  return graph.edges.filter((e) => e.from === from && e.by === actor).map((e) => e.to);
}

export function canTransition<S extends string, A extends string>(
  graph: StateGraph<S, A>,
  from: S,
  to: S,
  actor: A,
): boolean {
  return graph.edges.some((e) => e.from === from && e.to === to && e.by === actor);
}

/** A refused transition; the API answers it with 409 `invalid_transition` and this message. */
export class StateTransitionError extends Error {
  constructor(
    readonly graph: string,
    readonly from: string,
    readonly to: string,
    readonly actor: string,
    message: string,
  ) {
    super(message);
    this.name = "StateTransitionError";
  }
}

/** Throws `StateTransitionError` unless the graph has the edge for this actor. */
export function assertTransition<S extends string, A extends string>(
  graph: StateGraph<S, A>,
  from: S,
  to: S,
  actor: A,
): void {
  if (canTransition(graph, from, to, actor)) return;
  const message = graph.explain?.(from, to, actor) ?? `This ${graph.name} is ${from} and can't be made ${to}.`;
  throw new StateTransitionError(graph.name, from, to, actor, message);
}
