import type { Input, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { type AccessRule, requireAccess } from "./access.ts";
import type { Actor, AppEnv } from "./app-env.ts";
import { type ErrorCode, HttpError, notFound, unauthenticated } from "./errors.ts";
import { isMultipart } from "./http-headers.ts";
import { runOnce } from "./idempotency.ts";
import { parseWith, readJson } from "./validate.ts";

/**
 * The API contract of one route: who may call it, what it reads and what it answers. A route declares it as its
 * first handler — `app.get("/:id", contract({...}), (c) => …)` — and this one declaration is
 *  - enforced: the access rule is checked before anything is read (401 anonymous, 403 wrong role), then params,
 *    query and JSON body are parsed through `parseWith` (the text rule first) into `c.req.valid(...)`;
 *  - typed: the middleware's input types flow into Hono's route types, so the web client (`hc<ApiType>`) is
 *    typed from the server and a breaking change fails `npm run typecheck`;
 *  - documented: `openapi.ts` walks the mounted routes and turns each contract into an OpenAPI 3.1 operation;
 *  - tested: the generated authorization matrix and bad-input campaign read the access rule and schemas from it.
 * Ownership ("only the listing's host") is a service's job (`server/lib/access.ts`); `owner` says it in words.
 */

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

export type ResponseSpec = { description: string; schema?: z.ZodType; contentType?: string };

/** A multipart body: its text fields and file fields by name, each with a description. */
export type MultipartSpec = { fields: Record<string, string>; files: Record<string, string> };

export type ContractSpec<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  M extends MultipartSpec | undefined = undefined,
  Idem extends true | undefined = undefined,
> = {
  /** One line, shown as the operation's title. */
  summary: string;
  /** The rules in prose (markdown): what it does, limits, side effects. */
  description?: string;
  /** The group in the reference; by default the path's first segment after /api. */
  tag?: string;
  access: AccessRule;
  /**
   * What a caller-scoped route acts on, in words ("the caller's own profile"): it never names another person's
   * object, so every allowed caller gets their own. Documented; the matrix expects a 2xx for each allowed caller.
   */
  scope?: string;
  /**
   * The ownership rule in words, for routes whose path (or body) names an object that must belong to the caller
   * ("the listing's host"): anyone else with the right role gets 404. Leave it out for routes that act only on the
   * caller's own data (their profile, their own list) or on public objects; the generated matrix holds routes to it.
   */
  owner?: string;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * A multipart body the route streams itself (uploads): its fields, for the docs and the bad-input campaign.
   * With `body` too, the route takes either: JSON is parsed into `c.req.valid("json")`, multipart is left alone.
   */
  multipart?: M;
  /** Success answers by status. */
  responses: Record<number, ResponseSpec>;
  /** Error statuses this route can answer besides the ones every route can (400 for bad input is implied). */
  errors?: ErrorStatus[];
  /** Message of the 401 (default "Please sign in to continue."). */
  unauthenticatedMessage?: string;
  /** Message of the 403 a wrong role gets (default "Only hosts can do this."). */
  forbiddenMessage?: string;
  /**
   * Message of the 404 a malformed path id gets (an id that cannot exist names nothing); per parameter when a
   * path has two ids (`{ id: "Listing not found", imageId: "Image not found" }`).
   */
  notFoundMessage?: string | Record<string, string>;
  /** Code of that 404 (default `not_found`), e.g. `invalid_token` for a reset link. */
  notFoundCode?: ErrorCode;
  /** Response fields that never reach anyone but the owner (checked by the generated matrix). */
  privateFields?: string[];
  /**
   * A create that takes an `Idempotency-Key` header (decision 0055, `idempotency.ts`): a retry with the key replays
   * the first answer instead of making a second row. Documented on the operation; the typed web client must send
   * one. Only for signed-in JSON routes (the key is scoped to the account and checked against the parsed body).
   */
  idempotent?: Idem;
};

export type AnyContract = ContractSpec<
  z.ZodType | undefined,
  z.ZodType | undefined,
  z.ZodType | undefined,
  MultipartSpec | undefined,
  true | undefined
>;

/** Marks a contract middleware so the document builder can find it among a route's handlers. */
export const contractOf = Symbol.for("collabstay.contract");

type Maybe<T extends z.ZodType | undefined, K extends string, V> = T extends z.ZodType
  ? { [key in K]: V }
  : Record<never, never>;
/** The form a multipart route reads (typed for the web client: `$post({ form: { file } })`). */
type FormOf<M extends MultipartSpec> = { [key in keyof M["fields"]]?: string } & {
  [key in keyof M["files"]]?: File | File[];
};
type MaybeForm<M extends MultipartSpec | undefined> = M extends MultipartSpec
  ? { form: FormOf<M> }
  : Record<never, never>;
type InputOf<
  P extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  B extends z.ZodType | undefined,
  M extends MultipartSpec | undefined,
  Idem extends true | undefined,
> = {
  in: Maybe<P, "param", P extends z.ZodType ? z.input<P> : never> &
    Maybe<Q, "query", Q extends z.ZodType ? z.input<Q> : never> &
    Maybe<B, "json", B extends z.ZodType ? z.input<B> : never> &
    MaybeForm<M> &
    // Required of the typed client: the web app sends a key with every create (a fresh one per user action).
    (Idem extends true ? { header: { "Idempotency-Key": string } } : Record<never, never>);
  out: Maybe<P, "param", P extends z.ZodType ? z.output<P> : never> &
    Maybe<Q, "query", Q extends z.ZodType ? z.output<Q> : never> &
    Maybe<B, "json", B extends z.ZodType ? z.output<B> : never>;
};

export type ContractMiddleware<I extends Input> = MiddlewareHandler<AppEnv, string, I> & { [contractOf]: AnyContract };

export function contract<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  const M extends MultipartSpec | undefined = undefined,
  Idem extends true | undefined = undefined,
>(spec: ContractSpec<P, Q, B, M, Idem>): ContractMiddleware<InputOf<P, Q, B, M, Idem>> {
  if (spec.idempotent && (spec.multipart || spec.access === "anyone" || spec.access === "ops-token")) {
    throw new Error(`${spec.summary}: idempotent routes are signed-in JSON routes`);
  }
  const handler: MiddlewareHandler<AppEnv> = async (c, next) => {
    checkAccess(spec, c.get("actor"));
    if (spec.params) {
      try {
        c.req.addValidatedData("param", parseWith(spec.params, c.req.param()) as object);
      } catch (error) {
        // A path id that cannot exist names nothing: 404, like an id that does not exist.
        if (error instanceof HttpError && error.status === 400) throw paramNotFound(spec, error);
        throw error;
      }
    }
    if (spec.query) c.req.addValidatedData("query", parseWith(spec.query, c.req.query()) as object);
    // A route taking JSON or multipart (a listing with its images) streams a multipart body itself.
    const streamed = spec.multipart !== undefined && isMultipart(c.req.header("content-type"));
    if (spec.body && !streamed) c.req.addValidatedData("json", (await readJson(c, spec.body)) as object);
    if (spec.idempotent) return runOnce(c, next);
    await next();
  };
  return Object.assign(handler, { [contractOf]: spec as AnyContract }) as unknown as ContractMiddleware<
    InputOf<P, Q, B, M, Idem>
  >;
}

function paramNotFound(spec: AnyContract, error: HttpError): HttpError {
  const named = spec.notFoundMessage;
  // The first parameter that failed picks the message (the path's order: the listing before its image).
  const failed = Object.keys(spec.params && "shape" in spec.params ? (spec.params.shape as object) : {}).find(
    (name) => error.fields?.[name] !== undefined,
  );
  const message = typeof named === "string" ? named : named && failed ? named[failed] : undefined;
  return spec.notFoundCode ? new HttpError(404, spec.notFoundCode, message ?? "Not found") : notFound(message);
}

function checkAccess(spec: AnyContract, actor: Actor | null) {
  if (spec.access === "anyone" || spec.access === "ops-token") return;
  if (!actor) {
    throw spec.unauthenticatedMessage
      ? new HttpError(401, "unauthenticated", spec.unauthenticatedMessage)
      : unauthenticated();
  }
  requireAccess(actor, spec.access, spec.forbiddenMessage ?? `Only ${spec.access}s can do this.`);
}

/** The contract among a route's handlers, if it declared one. */
export function findContract(handler: unknown): AnyContract | null {
  if (typeof handler !== "function") return null;
  return (handler as { [contractOf]?: AnyContract })[contractOf] ?? null;
}
