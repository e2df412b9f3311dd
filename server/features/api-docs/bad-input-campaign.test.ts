import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../config.ts";
import type { Operation } from "../../lib/openapi.ts";
import { type BadInput, badInputsFor } from "../../test/bad-inputs.ts";
import { operationKey, sampleBody } from "../../test/contract-samples.ts";
import { recordContractTotals } from "../../test/contract-totals.ts";
import {
  type Actor,
  answerText,
  createWorld,
  operationsOf,
  pathFor,
  rowCounts,
  type World,
} from "../../test/contract-world.ts";
import { createTestContext, mailboxHeaders, type TestContext } from "../../test/harness.ts";

/**
 * The bad-input campaign, generated: for every operation with params, query or a body, at least fifty malformed
 * requests derived from its schema (server/test/bad-inputs.ts), sent as the caller the operation is for. Every
 * answer must be a 4xx in the error shape without a stack trace, and the database must hold exactly what it held
 * before (rows per table).
 */

let ctx: TestContext;
beforeAll(async () => {
  // Adding a calendar feed fetches it at once: the suites' feed is on loopback (server/test/calendar-peer.ts).
  ctx = await createTestContext({
    calendarFetchAllowPrivate: true,
    // The push sample's endpoint is on loopback (never called: no push worker runs here).
    push: { ...testConfig().push, allowPrivate: true },
  });
});
afterAll(async () => ctx?.close());

function callerOf(operation: Operation): Actor {
  switch (operation.contract.access) {
    case "creator":
      return "creatorA";
    case "host":
    case "signed-in":
      return "hostA";
    case "operator":
      return "operator";
    case "operator-setup":
      return "operatorNo2fa";
    default:
      return "anonymous";
  }
}

async function sendBad(world: World, operation: Operation, actor: Actor, bad: BadInput) {
  // Path parameters the case does not override keep their fixture (A's object).
  const fixture = pathFor(operation, world).split("/");
  const path = operation.path
    .split("/")
    .map((segment, i) => (segment.startsWith(":") ? (bad.params?.[segment.slice(1)] ?? fixture[i]) : segment))
    .join("/");
  const url = bad.query ? `${path}?${bad.query}` : path;
  const headers: Record<string, string> = {};
  if (actor !== "anonymous") headers.cookie = world.people[actor].client.cookieHeader();
  // The dev routes are for whoever holds the mailbox token: the malformed input is sent with it, so it reaches
  // the validation it is meant to test.
  if (operation.contract.access === "ops-token") Object.assign(headers, mailboxHeaders);
  if (bad.contentType) headers["content-type"] = bad.contentType;
  Object.assign(headers, bad.headers);
  const init: RequestInit = { method: operation.method, headers };
  if (bad.body !== undefined && operation.method !== "GET") init.body = bad.body as BodyInit;
  return world.ctx.app.request(url, init);
}

const stackTrace = /\n\s+at\s|node_modules|\.ts:\d+|\.js:\d+:\d+/;

describe("bad-input campaign (generated from the API contract)", () => {
  it("answers every malformed request with a clear 4xx and changes nothing", async () => {
    const world = await createWorld(ctx);
    const problems: string[] = [];
    let operationsTried = 0;
    let calls = 0;
    let serverErrors = 0;
    const perOperation: string[] = [];

    for (const operation of operationsOf(ctx)) {
      const key = operationKey(operation);
      const actor = callerOf(operation);
      const valid = await sampleBody(operation, world, actor);
      const cases = await badInputsFor(operation, valid);
      if (!cases.length) continue;
      operationsTried++;
      if (cases.length < 50) problems.push(`${key}: only ${cases.length} malformed inputs generated`);
      const before = await rowCounts(ctx);
      for (const bad of cases) {
        const res = await sendBad(world, operation, actor, bad);
        const text = await answerText(res);
        calls++;
        if (res.status >= 500) serverErrors++;
        if (res.status < 400 || res.status >= 500) {
          problems.push(`${key} [${bad.name}]: ${res.status} ${text.slice(0, 160)}`);
          continue;
        }
        let shaped = false;
        let named = bad.names === undefined;
        try {
          const body = JSON.parse(text) as {
            error?: { code?: unknown; message?: unknown; fields?: Record<string, unknown> };
          };
          shaped = typeof body.error?.code === "string" && typeof body.error?.message === "string";
          named ||= typeof body.error?.fields?.[bad.names ?? ""] === "string";
        } catch {
          shaped = false;
        }
        if (!named)
          problems.push(`${key} [${bad.name}]: ${res.status} does not name ${bad.names}: ${text.slice(0, 160)}`);
        if (!shaped)
          problems.push(`${key} [${bad.name}]: ${res.status} without the error shape: ${text.slice(0, 120)}`);
        if (stackTrace.test(text)) problems.push(`${key} [${bad.name}]: the answer shows a stack trace`);
      }
      const after = await rowCounts(ctx);
      for (const [table, count] of Object.entries(after)) {
        if (before[table] !== count)
          problems.push(`${key}: table ${table} went from ${before[table]} to ${count} rows`);
      }
      perOperation.push(`${key.padEnd(48)} ${String(cases.length).padStart(4)} inputs`);
    }

    console.log(`\nBad-input campaign (${ctx.services.database.kind})\n${perOperation.join("\n")}`);
    console.log(`${operationsTried} operations, ${calls} calls, ${serverErrors} 5xx, ${problems.length} problems`);
    recordContractTotals("bad-input campaign", ctx.services.database.kind, {
      operations: operationsTried,
      calls,
      "5xx": serverErrors,
    });
    expect(problems).toEqual([]);
    expect(operationsTried).toBeGreaterThan(0);
  }, 600_000);
});
