import { z } from "zod";
import { type AnyContract, type ErrorStatus, findContract } from "./contract.ts";
import { openApiPath, operationId } from "./operation-id.ts";

/** A mounted route as Hono lists it: one entry per handler (middleware included). */
export type MountedRoute = { method: string; path: string; handler: unknown };

export type Operation = { method: string; path: string; contract: AnyContract };

const methods = new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every API operation of the app: one per method and path whose handlers include a `contract(...)`, in mount
 * order. Routes without one are returned separately, so a test can fail on them ("a route nobody lists").
 */
export function collectOperations(routes: MountedRoute[]): { operations: Operation[]; undeclared: string[] } {
  const operations: Operation[] = [];
  const seen = new Map<string, boolean>();
  for (const route of routes) {
    if (!methods.has(route.method) || !route.path.startsWith("/api/")) continue;
    const key = `${route.method} ${route.path}`;
    const spec = findContract(route.handler);
    if (spec) {
      if (seen.get(key)) continue;
      operations.push({ method: route.method, path: route.path, contract: spec });
      seen.set(key, true);
    } else if (!seen.has(key)) {
      seen.set(key, false);
    }
  }
  const undeclared = [...seen].filter(([, declared]) => !declared).map(([key]) => key);
  return { operations, undeclared };
}

function jsonSchema(schema: z.ZodType, io: "input" | "output"): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" });
  return rest;
}

const errorText: Record<ErrorStatus, string> = {
  400: "Bad input: `validation_failed` (with `fields`) or `invalid_json`.",
  401: "Not signed in (`unauthenticated`).",
  403: "Signed in with the wrong role, or not allowed (`forbidden`).",
  404: "No such object, or one the caller may not see (`not_found`).",
  409:
    "Conflicts with the current state (`conflict`, `invalid_transition`, `already_saved`, `email_taken`), or a " +
    "request with the same `Idempotency-Key` is still running after a 10 s wait (`idempotency_key_in_progress`).",
  413: "Body or file over its limit (`payload_too_large`, `storage_quota_exceeded`).",
  415: "Wrong Content-Type or file type (`unsupported_media_type`).",
  422: "Understood but refused by a rule; `idempotency_key_reused`: the `Idempotency-Key` was used for another request.",
  429: "Too many requests (`rate_limited`); `Retry-After` says when to try again.",
  503: "A dependency (database, file storage) is unavailable; nothing was changed.",
};

const accessText = {
  anyone: "Anyone, visitors included.",
  "signed-in": "Any signed-in host or creator.",
  creator: "Signed-in creators only.",
  host: "Signed-in hosts only.",
  operator: "Operators with two-factor sign-in set up (the console).",
  "operator-setup": "Any signed-in operator, before or after setting up two-factor sign-in.",
  "ops-token": "The deployment's operator token only: `Authorization: Bearer <token>` (no session).",
} as const;

function parameters(schema: z.ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const object = jsonSchema(schema, "input") as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (object.required ?? []).includes(name),
    schema: property,
    ...(typeof (property as { description?: unknown }).description === "string"
      ? { description: (property as { description: string }).description }
      : {}),
  }));
}

/** JSON, multipart, or either (a listing created with its images). */
function requestBody(spec: AnyContract) {
  const content: Record<string, unknown> = {};
  if (spec.body) content["application/json"] = { schema: jsonSchema(spec.body, "input") };
  if (spec.multipart) {
    const text = Object.entries(spec.multipart.fields).map(([k, d]) => [k, { type: "string", description: d }]);
    const files = Object.entries(spec.multipart.files).map(([k, d]) => [
      k,
      { type: "string", format: "binary", description: d },
    ]);
    content["multipart/form-data"] = {
      schema: { type: "object", properties: Object.fromEntries([...text, ...files]) },
    };
  }
  return Object.keys(content).length > 0 ? { requestBody: { required: true, content } } : null;
}

function operationObject(operation: Operation) {
  const spec = operation.contract;
  const errors = new Set<ErrorStatus>(spec.errors ?? []);
  if (spec.params || spec.query || spec.body || spec.multipart) errors.add(400);
  if (spec.params) errors.add(404);
  if (spec.access !== "anyone") errors.add(401);
  if (spec.access === "creator" || spec.access === "host") errors.add(403);
  if (spec.body) errors.add(415);
  if (spec.body || spec.multipart) errors.add(413);
  if (spec.idempotent) {
    errors.add(409);
    errors.add(422);
  }
  const responses: Record<string, unknown> = {};
  for (const [status, response] of Object.entries(spec.responses)) {
    responses[status] = {
      description: response.description,
      ...(response.schema
        ? {
            content: {
              [response.contentType ?? "application/json"]: { schema: jsonSchema(response.schema, "output") },
            },
          }
        : {}),
    };
  }
  for (const status of [...errors].sort()) responses[String(status)] = { $ref: `#/components/responses/E${status}` };
  const access =
    `**Who may call:** ${accessText[spec.access]}${spec.owner ? ` Only ${spec.owner}.` : ""}` +
    `${spec.scope ? ` Acts on ${spec.scope}.` : ""}`;
  return {
    operationId: operationId(operation.method, operation.path),
    summary: spec.summary,
    description: [spec.description, access].filter(Boolean).join("\n\n"),
    tags: [spec.tag ?? operation.path.split("/")[2] ?? "api"],
    "x-access": {
      rule: spec.access,
      ...(spec.owner ? { owner: spec.owner } : {}),
      ...(spec.scope ? { scope: spec.scope } : {}),
    },
    security: spec.access === "anyone" ? [] : spec.access === "ops-token" ? [{ operator: [] }] : [{ session: [] }],
    parameters: [
      ...parameters(spec.params, "path"),
      ...parameters(spec.query, "query"),
      ...(spec.idempotent ? [{ $ref: "#/components/parameters/IdempotencyKey" }] : []),
    ],
    ...(requestBody(spec) ?? {}),
    responses,
  };
}

/** The header every idempotent create takes (decision 0055; `idempotency.ts`). */
const idempotencyKeyParameter = {
  name: "Idempotency-Key",
  in: "header",
  required: false,
  description:
    "Makes a retry safe: a fresh key per user action (a UUID), the same key on that action's retries. Scoped to " +
    "the account and this operation, kept 24 hours. A repeat with the same body gets the first answer (status and " +
    "body, with `Idempotent-Replayed: true`), a concurrent repeat waits for it; the same key with another body is " +
    "a 422 `idempotency_key_reused`. A refusal (4xx, 503) frees the key. A malformed key is a 400.",
  schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7E]+$" },
};

/** The OpenAPI 3.1 document of every declared operation. */
export function buildOpenApiDocument(operations: Operation[], info: { version: string; serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const path = openApiPath(operation.path);
    paths[path] ??= {};
    paths[path][operation.method.toLowerCase()] = operationObject(operation);
  }
  const errorSchema = {
    type: "object",
    required: ["error"],
    properties: {
      error: {
        type: "object",
        required: ["code", "message"],
        properties: {
          code: { type: "string", description: "Machine-readable reason, e.g. `validation_failed`." },
          message: { type: "string", description: "A sentence meant for a person, shown as it is." },
          fields: {
            type: "object",
            additionalProperties: { type: "string" },
            description: "Per-field messages for validation errors (dotted paths).",
          },
          requestId: { type: "string", description: "On 5xx answers: quote it to support." },
        },
      },
    },
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "CollabStay API",
      version: info.version,
      description:
        "JSON over HTTP. Conventions (errors, sign-in, paging, idempotency keys, realtime events) are in docs/api.md.",
    },
    servers: [{ url: info.serverUrl }],
    components: {
      securitySchemes: {
        operator: {
          type: "http",
          scheme: "bearer",
          description: "The deployment's operator token (dev mailbox, metrics).",
        },
        session: {
          type: "apiKey",
          in: "cookie",
          name: "better-auth.session_token",
          description: "The session cookie set by `POST /api/accounts/sign-in`.",
        },
      },
      schemas: { Error: errorSchema },
      parameters: { IdempotencyKey: idempotencyKeyParameter },
      responses: Object.fromEntries(
        (Object.entries(errorText) as [string, string][]).map(([status, description]) => [
          `E${status}`,
          { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        ]),
      ),
    },
    paths,
  };
}
