import { z } from "zod";
import type { Operation } from "../lib/openapi.ts";
import type { Body } from "./contract-samples.ts";

/**
 * Malformed requests derived from an operation's contract: wrong types, missing and extra fields, boundaries ± 1,
 * huge strings and arrays, NUL and control characters, lone surrogates, invalid UTF-8, deep nesting, -0 / 1e309 / NaN, malformed
 * ids, wrong content types and a body over the limit. Every one of them is invalid by construction, so the only
 * right answer is a 4xx that changes nothing.
 */
export type BadInput = {
  name: string;
  /** Replaces path parameters (raw, already URL-encoded). */
  params?: Record<string, string>;
  /** A raw query string (without "?"). */
  query?: string;
  contentType?: string | null;
  body?: string | Uint8Array | FormData;
  /** Request headers besides the session and Content-Type (a malformed `Idempotency-Key`). */
  headers?: Record<string, string>;
  /** The field the answer's `fields` must name (a bad value in one text field). */
  names?: string;
};

/** Keys an idempotent create refuses (decision 0055: 1–255 visible ASCII characters), sent with a valid body. */
const malformedKeys = ["", "k".repeat(256), "two words", "naïve", "tab\there", "x".repeat(4000)];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

const schemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** Ids that cannot name anything: for every path parameter. */
const malformedIds = [
  "0",
  "-1",
  "-0",
  "1e309",
  "NaN",
  "null",
  "undefined",
  "true",
  "%5B%5D",
  "%7B%7D",
  "%00",
  "%0A",
  "%07",
  "a%00b",
  "..",
  "%2E%2E%2Fetc%2Fpasswd",
  "'%20or%201%3D1--",
  "%3Cscript%3E",
  "%C3%BC",
  "%F0%9F%98%80",
  "%FF%FE",
  "x".repeat(37),
  "x".repeat(2000),
  "00000000-0000-0000-0000-00000000000",
  "00000000-0000-0000-0000-0000000000000",
  "00000000-0000-0000-0000-00000000000g",
  "00000000_0000_0000_0000_000000000000",
  "000000000000000000000000000000000000",
  "%2000000000-0000-0000-0000-000000000000",
  "12345",
  "1.5",
  "0x1F",
  "Infinity",
  "%20",
  "%09",
  "me%2Fx",
  "%E2%80%AE",
  "%EF%BB%BF",
  "0000000000000000000000000000000000000000000000000000000000000000",
  "zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz",
];

/** Values that are the wrong JSON type for a property of `type`. */
function wrongTypes(type: string | undefined): unknown[] {
  const all: Record<string, unknown> = {
    string: 12345,
    // Not "12": a field that takes typed figures ("12,500") reads numeric text on purpose.
    number: "twelve",
    integer: "twelve",
    boolean: "yes",
    array: "not-a-list",
    object: "not-an-object",
  };
  const values: unknown[] = [];
  if (type !== "string") values.push("text");
  if (type !== "number" && type !== "integer") values.push(-0, 12.5);
  if (type !== "boolean") values.push(true);
  if (type !== "array") values.push([1, 2]);
  if (type !== "object") values.push({ nested: { deeper: 1 } });
  values.push(null);
  if (type && all[type] !== undefined) values.push(all[type]);
  return values;
}

/** Values outside a property's bounds, format or enum (none of them can be valid). */
function outOfBounds(property: JsonSchema): unknown[] {
  const values: unknown[] = [];
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  if (type === "string") {
    if (property.minLength && property.minLength > 0) values.push("a".repeat(property.minLength - 1));
    if (property.maxLength !== undefined) values.push("a".repeat(property.maxLength + 1));
    if (property.maxLength === undefined || property.maxLength < 300_000) values.push("ab".repeat(110_000));
    values.push("before\u0000after", "bell\u0007here", "escape\u001b[31m");
    if (property.format === "uuid") values.push("not-a-uuid", "00000000-0000-0000-0000-00000000000g");
    if (property.format === "email") values.push("no-at-sign", "two@@example.test");
    if (property.enum) values.push(`${String(property.enum[0])}-not-one-of-them`);
  }
  if (type === "number" || type === "integer") {
    if (property.minimum !== undefined) values.push(property.minimum - 1);
    if (property.minimum !== undefined && property.minimum > 0) values.push(-0);
    if (property.exclusiveMinimum !== undefined) values.push(property.exclusiveMinimum);
    if (property.maximum !== undefined) values.push(property.maximum + 1);
    if (property.exclusiveMaximum !== undefined) values.push(property.exclusiveMaximum);
    if (type === "integer") values.push(1.5);
    values.push("NaN");
  }
  if (type === "array") {
    if (property.minItems && property.minItems > 0) values.push([]);
    values.push(Array.from({ length: Math.max((property.maxItems ?? 1000) + 1, 1001) }, () => "x"));
  }
  if (property.const !== undefined) values.push(property.const === true ? false : `${String(property.const)}x`);
  return values;
}

const utf8 = new TextEncoder();

function jsonCases(schema: JsonSchema, valid: unknown): BadInput[] {
  const cases: BadInput[] = [];
  const text = JSON.stringify(valid);
  const json = (name: string, value: unknown): BadInput => ({
    name,
    contentType: "application/json",
    body: JSON.stringify(value),
  });
  const raw = (name: string, body: string | Uint8Array, contentType: string | null = "application/json") => ({
    name,
    contentType,
    body,
  });

  cases.push(raw("text/plain", text, "text/plain"));
  cases.push(raw("form-urlencoded", "a=1&b=2", "application/x-www-form-urlencoded"));
  cases.push(raw("no content type", text, null));
  cases.push(raw("xml", "<a>1</a>", "application/xml"));
  cases.push(raw("empty body", ""));
  cases.push(raw("not JSON", "{"));
  cases.push(raw("NaN literal", '{"a": NaN}'));
  cases.push(raw("trailing comma", '{"a": 1,}'));
  cases.push(raw("single quotes", "{'a': 1}"));
  cases.push(raw("JSON null", "null"));
  cases.push(raw("JSON array", "[]"));
  cases.push(raw("JSON string", '"text"'));
  cases.push(raw("JSON number", "42"));
  cases.push(raw("deep nesting", `${'{"deep":'.repeat(50_000)}1${"}".repeat(50_000)}`));
  cases.push(raw("deep arrays", `${"[".repeat(50_000)}${"]".repeat(50_000)}`));
  cases.push(raw("over the body limit", JSON.stringify({ padding: "x".repeat(300 * 1024) })));
  // Invalid UTF-8 inside a string value: the bytes 0xFF 0xFE never occur in UTF-8.
  const at = text.indexOf(':"');
  const prefix = utf8.encode(at >= 0 ? text.slice(0, at + 2) : '{"a":"');
  const suffix = utf8.encode(at >= 0 ? text.slice(at + 2) : 'b"}');
  cases.push(raw("invalid UTF-8", new Uint8Array([...prefix, 0xff, 0xfe, ...suffix])));
  cases.push(raw("1e309 as the body", "1e309"));
  // Truncations of a valid body are never valid JSON.
  for (let cut = 1; cut < text.length - 1 && cases.length < 40; cut += Math.max(1, Math.floor(text.length / 12))) {
    cases.push(raw(`truncated at ${cut}`, text.slice(0, cut)));
  }

  const object = (typeof valid === "object" && valid !== null ? valid : {}) as Record<string, unknown>;
  const properties = schema.properties ?? {};
  for (const name of schema.required ?? []) {
    const { [name]: _missing, ...rest } = object;
    cases.push(json(`missing ${name}`, rest));
  }
  if (schema.additionalProperties === false) {
    cases.push(json("extra field", { ...object, zzUnknownField: 1 }));
    cases.push(json("prototype field", JSON.parse(`{"__proto__": {"admin": true}, ${text.slice(1)}`)));
  }
  for (const [name, property] of Object.entries(properties)) {
    const type = Array.isArray(property.type) ? property.type[0] : property.type;
    if (!type && !property.const) continue;
    const nullable = Array.isArray(property.type) && property.type.includes("null");
    for (const value of wrongTypes(type)) {
      if (value === null && nullable) continue;
      if (value === 0 && (type === "number" || type === "integer")) continue;
      cases.push(json(`${name}: ${JSON.stringify(value)?.slice(0, 30)}`, { ...object, [name]: value }));
    }
    for (const value of outOfBounds(property)) {
      cases.push(json(`${name}: out of bounds`, { ...object, [name]: value }));
    }
    // A `\ud800` escape without its pair: valid JSON, but no text (it would be stored as U+FFFD).
    if (type === "string")
      cases.push({ ...json(`${name}: lone surrogate`, { ...object, [name]: "a\ud800b" }), names: name });
  }
  const overflowing = text.replace(/:(\s*)("[^"]*"|\d+|true|false)/, ":1e309");
  if (overflowing !== text) cases.push(raw("1e309 in a field", overflowing));
  return cases;
}

function queryCases(schema: JsonSchema): BadInput[] {
  const cases: BadInput[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const type = Array.isArray(property.type) ? property.type[0] : property.type;
    const values: string[] = ["%00", "a%07b"];
    if (property.maxLength !== undefined && property.maxLength < 5000) values.push("x".repeat(5000));
    if (type === "integer" || type === "number" || property.format === "uuid" || property.enum) {
      values.push("abc", "-0x1", "1e309", "NaN", "%5B%5D");
    }
    if (property.minimum !== undefined) values.push(String(property.minimum - 1));
    if (property.maximum !== undefined) values.push(String(property.maximum + 1));
    if (type === "integer") values.push("1.5");
    for (const value of values) cases.push({ name: `query ${name}=${value.slice(0, 20)}`, query: `${name}=${value}` });
  }
  if (schema.additionalProperties === false) cases.push({ name: "unknown query parameter", query: "zzUnknown=1" });
  return cases;
}

async function multipartCases(): Promise<BadInput[]> {
  const cases: BadInput[] = [
    { name: "multipart route, JSON body", contentType: "application/json", body: "{}" },
    { name: "multipart route, text body", contentType: "text/plain", body: "hello" },
    { name: "multipart route, no content type", contentType: null, body: "hello" },
    { name: "multipart without a boundary", contentType: "multipart/form-data", body: "--x\r\n" },
    {
      name: "truncated multipart",
      contentType: "multipart/form-data; boundary=xyz",
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    },
  ];
  const fieldNames = ["file", "files"];
  for (let i = 0; cases.length < 50; i++) {
    const form = new FormData();
    const junk = new Uint8Array(1 + ((i * 977) % 4096)).map((_, j) => (i * 31 + j * 7) % 256);
    // Bytes that are no image and no MP4, under the names the upload routes read.
    const name = fieldNames[i % 2] ?? "file";
    form.append(name, new File([junk], `junk-${i}.png`, { type: "image/png" }));
    if (i % 3 === 0) form.append("rightsConfirmed", "true");
    if (i % 5 === 0) form.append("caption", "x".repeat(5000));
    cases.push({ name: `junk file ${i}`, body: form });
  }
  return cases;
}

/** At least 50 malformed requests for an operation with params, query or a body; none for one without. */
export async function badInputsFor(operation: Operation, valid: Body): Promise<BadInput[]> {
  const spec = operation.contract;
  const cases: BadInput[] = [];
  const params = operation.path.match(/:([A-Za-z0-9_]+)/g)?.map((p) => p.slice(1)) ?? [];
  for (const param of params) {
    for (const id of malformedIds) cases.push({ name: `${param}=${id.slice(0, 24)}`, params: { [param]: id } });
  }
  if (spec.query) {
    const single = queryCases(schemaOf(spec.query));
    cases.push(...single);
    // Two bad values at once, until the operation has its fifty.
    for (let i = 0; i < single.length && cases.length < 50; i++) {
      for (let j = i + 1; j < single.length && cases.length < 50; j++) {
        const a = single[i];
        const b = single[j];
        if (a?.query && b?.query && a.query.split("=")[0] !== b.query.split("=")[0]) {
          cases.push({ name: `${a.name} & ${b.name}`, query: `${a.query}&${b.query}` });
        }
      }
    }
  }
  if (spec.body) cases.push(...jsonCases(schemaOf(spec.body), valid && "json" in valid ? valid.json : {}));
  if (spec.multipart) cases.push(...(await multipartCases()));
  if (spec.idempotent && valid && "json" in valid) {
    for (const key of malformedKeys) {
      cases.push({
        name: `Idempotency-Key ${JSON.stringify(key.slice(0, 12))} (${key.length} chars)`,
        contentType: "application/json",
        body: JSON.stringify(valid.json),
        headers: { "Idempotency-Key": key },
      });
    }
  }
  // Up to fifty with more of the same kinds: invalid JSON texts, ids of the wrong shape, NUL in a query value.
  const queryName = spec.query ? Object.keys(schemaOf(spec.query).properties ?? {})[0] : undefined;
  for (let i = 0; cases.length > 0 && cases.length < 50; i++) {
    if (spec.body) {
      cases.push({ name: `invalid JSON ${i}`, contentType: "application/json", body: `{"${"k".repeat(i + 1)}":` });
    } else if (params[0]) {
      cases.push({ name: `${params[0]}=id${i}`, params: { [params[0]]: `id-${i}-${"f".repeat(i)}` } });
    } else if (queryName) {
      cases.push({ name: `query ${queryName} with NUL ${i}`, query: `${queryName}=${i}%00${i}` });
    } else break;
  }
  return cases;
}
