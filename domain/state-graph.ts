/**
 * One reusable lifecycle helper (DESIGN.md §3 rule 4; decision 0024): a graph of edges `from → to` with the
 * party allowed to take each one and an optional guard (a condition the edge needs, e.g. "not expired" or "the
 * requester themself"). Services call `assertTransition(graph, from, to, actor, context)` (a 409 when the edge
 * is missing or its guard refuses); the UI asks `allowedTransitions(graph, from, actor, context)` which buttons
 * to show, so both read the same graph. Every lifecycle uses it: listing, invitation, application, negotiation
 * terms, collaboration, payment and deliverable. The 409 is written once, in the app's error handler.
 */
export type Edge<S extends string, A extends string, C = undefined> = {
  readonly from: S;
  readonly to: S;
  readonly by: A;
  /** Returns the refusal text when the edge may not be taken in this context, otherwise null. */
  readonly guard?: (context: C) => string | null;
};

export type StateGraph<S extends string, A extends string, C = undefined> = {
  /** What the graph is about, for messages ("application", "payment"). */
  readonly name: string;
  readonly states: readonly S[];
  readonly actors: readonly A[];
  readonly edges: readonly Edge<S, A, C>[];
  /** The refusal text for a missing edge; defaults to a plain sentence naming both states. */
  readonly explain?: (from: S, to: S, actor: A) => string;
};

export function defineStateGraph<S extends string, A extends string, C = undefined>(
  graph: StateGraph<S, A, C>,
): StateGraph<S, A, C> {
  return graph;
}

/** The optional trailing context argument: required only when the graph's guards need one. */
type ContextArg<C> = C extends undefined ? [context?: C] : [context: C];

function findEdge<S extends string, A extends string, C>(graph: StateGraph<S, A, C>, from: S, to: S, actor: A) {
  return graph.edges.find((e) => e.from === from && e.to === to && e.by === actor);
}

/** Statuses `actor` may move a row in `from` to (edges whose guard refuses in `context` are left out). */
export function allowedTransitions<S extends string, A extends string, C>(
  graph: StateGraph<S, A, C>,
  from: S,
  actor: A,
  ...[context]: ContextArg<C>
): S[] {
  return graph.edges.filter((e) => e.from === from && e.by === actor && !e.guard?.(context as C)).map((e) => e.to);
}

export function canTransition<S extends string, A extends string, C>(
  graph: StateGraph<S, A, C>,
  from: S,
  to: S,
  actor: A,
  ...[context]: ContextArg<C>
): boolean {
  const edge = findEdge(graph, from, to, actor);
  return edge !== undefined && !edge.guard?.(context as C);
}

/**
 * States from which `actor` has an edge to `to`, guards not asked: what a sweep selects before each row's guard
 * decides (the expiry job reads "what may expire" from the graph instead of a list of its own).
 */
export function statesLeadingTo<S extends string, A extends string, C>(
  graph: StateGraph<S, A, C>,
  to: S,
  actor: A,
): S[] {
  return graph.edges.filter((e) => e.to === to && e.by === actor).map((e) => e.from);
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

/** Throws `StateTransitionError` unless the graph has the edge for this actor and its guard lets it through. */
export function assertTransition<S extends string, A extends string, C>(
  graph: StateGraph<S, A, C>,
  from: S,
  to: S,
  actor: A,
  ...[context]: ContextArg<C>
): void {
  const edge = findEdge(graph, from, to, actor);
  const refusal = edge
    ? edge.guard?.(context as C)
    : (graph.explain?.(from, to, actor) ?? `This ${graph.name} is ${from} and can't be made ${to}.`);
  if (refusal) throw new StateTransitionError(graph.name, from, to, actor, refusal);
}

/** Every (from, to, actor) triple of a graph, for the tests that walk the whole graph. */
export function everyTriple<S extends string, A extends string, C>(graph: StateGraph<S, A, C>) {
  return graph.states.flatMap((from) =>
    graph.states.flatMap((to) => graph.actors.map((actor) => ({ from, to, actor }))),
  );
}
