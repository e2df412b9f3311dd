import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../config.ts";
import type { Operation } from "../lib/openapi.ts";
import { type Body, operationKey, sampleBody } from "./contract-samples.ts";
import { recordContractTotals } from "./contract-totals.ts";
import {
  type Actor,
  actors,
  answerText,
  createObjects,
  createWorld,
  isOperator,
  operationsOf,
  pathFor,
  type World,
} from "./contract-world.ts";
import { createTestContext, type TestContext, testPassword } from "./harness.ts";
import { addedRows, type RowSnapshot, rowSnapshot, rowsStillIn, touched, unionOf } from "./row-snapshot.ts";

/**
 * The authorization matrix, generated: every operation the API document declares × {visitor, creator A, creator B,
 * host A, host B, an operator, an operator without two-factor sign-in}, against objects owned by A. Each answer is checked against the operation's declared rule —
 * 401 for a visitor, 403 for the wrong role, 404 for another owner's object, 2xx for the allowed actor — and no
 * answer to anyone may carry another person's private values (e-mail, phone, an unpublished draft). A new route
 * is covered the day it declares its contract.
 *
 * The operations are dealt into parts (`authorizationMatrix(part, parts)`, one test file each under
 * server/features/api-docs/), so the parts run side by side on the two workers, each with its own database, cast
 * and objects (decision 0066): as one file it was the API run's longest path, and every allowed change read a
 * fingerprint of a database that grew with the whole run.
 */

type Expectation = "allow" | "any" | 400 | 401 | 403 | 404 | 409;

const roleOf = (actor: Actor) => (actor.startsWith("host") ? "host" : "creator");

/**
 * Answers the rule alone cannot predict: setting up two-factor sign-in twice is a 409, and no sample can know the
 * authenticator's code (operators.test.ts confirms a right one).
 */
const expectedAnswers: Record<string, Partial<Record<Actor, Expectation>>> = {
  "POST /api/operator/two-factor/setup": { operator: 409 },
  "POST /api/operator/two-factor/confirm": { operator: 409, operatorNo2fa: 401 },
  // A fresh set of objects follows the suspension: its account was never suspended.
  "POST /api/operator/users/:id/reinstatement": { operator: 409 },
  // Sign-in and security (decision 0062): the cast has two-factor sign-in off and no authenticator.
  ...Object.fromEntries(
    [
      ["POST /api/accounts/security/two-factor/confirm", 401],
      ["POST /api/accounts/security/two-factor/disable", 409],
      ["POST /api/accounts/security/two-factor/recovery-codes", 409],
      ["POST /api/accounts/security/passkeys", 400],
    ].map(([key, status]) => [
      key,
      { creatorA: status, creatorB: status, hostA: status, hostB: status } as Partial<Record<Actor, Expectation>>,
    ]),
  ),
  // Open to visitors (a creator profile, with an e-mail), but operators act from the console (issue 36).
  "POST /api/reports": { operator: 403, operatorNo2fa: 403 },
  // Only the dispute's opener (creator A in the fixture) withdraws it; the other party is told 403 (decision 0069).
  "POST /api/disputes/:id/withdraw": { hostA: 403 },
};

function expectation(operation: Operation, actor: Actor): Expectation {
  const rule = operation.contract.access;
  const known = expectedAnswers[operationKey(operation)]?.[actor];
  if (rule === "anyone") return known ?? "any";
  // These routes take the deployment's Bearer token, never a session: nobody in the cast holds it.
  if (rule === "ops-token") return 401;
  if (actor === "anonymous") return 401;
  const special = expectedAnswers[operationKey(operation)]?.[actor];
  if (special) return special;
  if (rule === "operator" || rule === "operator-setup") {
    if (!isOperator(actor)) return 403;
    return rule === "operator" && actor === "operatorNo2fa" ? 403 : "allow";
  }
  // Operators run the marketplace from the console; its members' routes refuse them.
  if (isOperator(actor)) return 403;
  if (rule !== "signed-in" && rule !== roleOf(actor)) return 403;
  if (operation.contract.owner && !actor.endsWith("A")) return 404;
  return "allow";
}

/** Reads first, then changes, then removals; deleting an account last (it ends the owner's part in the run). */
function ordered(operations: Operation[]): Operation[] {
  const rank = (op: Operation) =>
    op.path === "/api/accounts/me" && op.method === "DELETE"
      ? 4
      : op.method === "GET"
        ? 0
        : op.method === "DELETE"
          ? 2
          : 1;
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

/** The owner's calls come last, so the others meet A's objects untouched. */
const callOrder: Actor[] = ["anonymous", "operatorNo2fa", "operator", "creatorB", "hostB", "creatorA", "hostA"];

async function send(world: World, operation: Operation, actor: Actor, body: Body, path?: string) {
  const headers: Record<string, string> = {};
  if (actor !== "anonymous") headers.cookie = world.people[actor].client.cookieHeader();
  const init: RequestInit = { method: operation.method, headers };
  if (body && "json" in body) {
    headers["content-type"] = "application/json";
    init.body = JSON.stringify(body.json);
  } else if (body && "form" in body) {
    init.body = body.form;
  }
  // Straight to the app, not through the actor's cookie jar: a sign-in or sign-out sample must not change who
  // the actor is for the next call.
  return world.ctx.app.request(path ?? pathFor(operation, world, actor), init);
}

/** Private values of A that no answer to anyone else may contain (operators see them in the console, audited). */
function leaksIn(text: string, world: World, actor: Actor): string[] {
  const found: string[] = [];
  if (actor === "operator") return found;
  for (const owner of ["hostA", "creatorA"] as const) {
    if (actor === owner) continue;
    if (text.includes(world.people[owner].email)) found.push(`${owner}'s e-mail`);
    if (text.includes(world.secrets.phones[owner])) found.push(`${owner}'s phone`);
  }
  if (actor !== "hostA" && text.includes(world.objects.draftTitle)) found.push("host A's unpublished listing");
  return found;
}

/** After a change, the cast still signs in as before (a sign-out or password change ends a session). */
async function keepSignedIn(world: World) {
  for (const [name, person] of Object.entries(world.people)) {
    // Operators are no marketplace members (the session endpoint answers null for them): their console says.
    if (name.startsWith("operator")) {
      if ((await person.client.get("/api/operator/me")).status === 200) continue;
    } else {
      const res = await person.client.get("/api/accounts/session");
      const { user } = (await res.json()) as { user: unknown };
      if (user) continue;
    }
    const role = name.startsWith("host") ? "host" : "creator";
    const signIn = name.startsWith("operator")
      ? await person.client.post("/api/operator/sign-in", {
          email: person.email,
          password: testPassword,
          ...(person.backupCodes?.length ? { code: person.backupCodes.pop() } : {}),
        })
      : await person.client.post("/api/accounts/sign-in", { role, email: person.email, password: testPassword });
    if (signIn.status !== 200) throw new Error(`could not sign ${name} in again: ${signIn.status}`);
  }
}

/** Fields the server derives (the actor, ownership, state): a body may not set them. */
function derivedFields(world: World): Record<string, unknown> {
  const other = world.people.hostB.id;
  const otherCreator = world.people.creatorB.id;
  return {
    host_id: other,
    hostId: other,
    creator_id: otherCreator,
    creatorId: otherCreator,
    requested_by: other,
    requestedBy: other,
    approved_by: other,
    approvedBy: other,
    sender_id: other,
    senderId: other,
    user_id: other,
    userId: other,
    status: "approved",
    role: "admin",
  };
}

/** Who sends an operation's body with derived fields on top: the actor its rule allows (host A for "signed-in"). */
const ownerOf = (operation: Operation): Actor => {
  const rule = operation.contract.access;
  return rule === "creator"
    ? "creatorA"
    : rule === "operator"
      ? "operator"
      : rule === "operator-setup"
        ? "operatorNo2fa"
        : "hostA";
};

/**
 * Derived fields, sent by the allowed actor on top of a valid body, are refused (400) or ignored (no foreign id in
 * the answer). This call is the allowed actor's turn in the matrix when it succeeds (`accepted`); a refusal
 * changed nothing, so the plain body is then sent on the same objects — no fixture set is made just for this check.
 */
async function derivedFieldsCall(world: World, operation: Operation, actor: Actor, sample: Body) {
  const found = {
    calls: 0,
    problems: [] as string[],
    serverError: false,
    accepted: null as { res: Response; text: string } | null,
  };
  if (!sample || !("json" in sample) || typeof sample.json !== "object" || sample.json === null) return found;
  const key = operationKey(operation);
  const injected = Object.fromEntries(
    Object.entries(derivedFields(world)).filter(([name]) => !(name in (sample.json as object))),
  );
  const res = await send(world, operation, actor, { json: { ...(sample.json as object), ...injected } });
  const text = await answerText(res);
  found.calls++;
  if (res.status >= 500) found.serverError = true;
  if (res.status < 300) {
    const foreign = [world.people.hostB.id, world.people.creatorB.id, '"role":"admin"'].filter((v) => text.includes(v));
    if (foreign.length) found.problems.push(`${key}: a derived field was taken from the body (${foreign.join(", ")})`);
    found.accepted = { res, text };
  } else if (res.status !== 400) {
    found.problems.push(`${key}: derived fields answered ${res.status}, expected 400 or ignored`);
  }
  return found;
}

/** The ids of A's current objects (a row that names one is about that object). */
function objectIds(world: World): string[] {
  const ids: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === "string" && /^[\w-]{16,}$/.test(value)) ids.push(value);
    else if (value && typeof value === "object") for (const inner of Object.values(value)) collect(inner);
  };
  collect(world.objects);
  return ids;
}

/** The resource an operation is about: its path's first segment after /api (`operator`, `accounts`, `portfolio`). */
const resourceOf = (operation: Operation) => operation.path.split("/")[2] ?? "";

/**
 * The operations of part `part` of `parts`. The operations about one resource stay in one part, in their order: a
 * later one may count on an earlier one's effect (two-factor setup before its confirmation, creator B's portfolio
 * item before reordering it). Resources are dealt largest first to the part with the fewest operations so far.
 */
function operationsOfPart(operations: Operation[], part: number, parts: number): Operation[] {
  const sizes = new Map<string, number>();
  for (const operation of operations) sizes.set(resourceOf(operation), (sizes.get(resourceOf(operation)) ?? 0) + 1);
  const load = Array.from({ length: parts }, () => 0);
  const partOf = new Map<string, number>();
  for (const [resource, size] of [...sizes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    const lightest = load.indexOf(Math.min(...load));
    partOf.set(resource, lightest);
    load[lightest] = (load[lightest] ?? 0) + size;
  }
  return operations.filter((operation) => partOf.get(resourceOf(operation)) === part - 1);
}

/** Part `part` of `parts` of the matrix (operationsOfPart), each part with its own database, cast and objects. */
export function authorizationMatrix(part: number, parts: number) {
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

  describe(`authorization matrix, part ${part} of ${parts} (generated from the API contract)`, () => {
    it("answers every operation for every actor as its contract declares, and leaks nothing", async () => {
      const cast: { rows?: RowSnapshot } = {};
      const world = await createWorld(ctx, async () => {
        cast.rows = await rowSnapshot(ctx);
      });
      const operations = operationsOfPart(ordered(operationsOf(ctx)), part, parts);
      const table: string[] = [];
      const problems: string[] = [];
      let calls = 0;
      let unexpectedAllows = 0;
      let serverErrors = 0;
      let stale = false;
      // A fresh set of A's objects follows a call that touched them: changed or removed a row any set of objects
      // added (and still holds), or added a row naming one of the current objects (a suspension, a message in its
      // conversation). A call that touched none of them (a sign-up, a sign-out, another account's profile) leaves
      // the next actor meeting A's objects untouched without making a new set (~1 s each; ~160 per run when every
      // allowed change made one). Making a set never restored the cast's own rows (profiles, sessions), so those are
      // not watched. The checks on every (operation, actor) pair are the same.
      let last = await rowSnapshot(ctx);
      let objectRows = addedRows(cast.rows ?? last, last);
      let fixtureSets = 1;

      for (const operation of operations) {
        const key = operationKey(operation);
        const mutating = operation.method !== "GET";
        const cells: string[] = [];
        const accountDeletion = key === "DELETE /api/accounts/me";
        // Derived fields are checked on the allowed actor's own turn: see `derivedFieldsCall`. A dev route behind the
        // mailbox token has no allowed actor (no account acts there, so nothing is derived from one): every actor gets 401.
        const tokenOnly = operation.contract.access === "ops-token";
        const derivedBy = operation.contract.body && !accountDeletion && !tokenOnly ? ownerOf(operation) : null;
        for (const actor of callOrder) {
          // Deleting accounts needs no objects (and creator A may be gone by host A's turn).
          if (stale && !accountDeletion) {
            const before = await rowSnapshot(ctx);
            world.objects = await createObjects(world.people, ctx.db, ctx.services.storage);
            last = await rowSnapshot(ctx);
            objectRows = unionOf(rowsStillIn(objectRows, last), addedRows(before, last));
            fixtureSets++;
            stale = false;
          }
          const sample = await sampleBody(operation, world, actor);
          let answer: { res: Response; text: string } | null = null;
          if (actor === derivedBy) {
            const derived = await derivedFieldsCall(world, operation, actor, sample);
            calls += derived.calls;
            problems.push(...derived.problems);
            if (derived.serverError) serverErrors++;
            answer = derived.accepted;
          }
          if (!answer) {
            const res = await send(world, operation, actor, sample);
            answer = { res, text: await answerText(res) };
            calls++;
          }
          const { res, text } = answer;
          const expected = expectation(operation, actor);
          cells[actors.indexOf(actor)] = String(res.status);
          if (res.status >= 500) {
            serverErrors++;
            problems.push(`${key} as ${actor}: ${res.status} ${text.slice(0, 200)}`);
          }
          const allowed = res.status < 300;
          if (typeof expected === "number" && allowed) {
            unexpectedAllows++;
            problems.push(`${key} as ${actor}: expected ${expected}, got ${res.status} (unexpected allow)`);
          } else if (typeof expected === "number" && res.status !== expected) {
            problems.push(`${key} as ${actor}: expected ${expected}, got ${res.status} ${text.slice(0, 160)}`);
          } else if (expected === "allow" && !allowed) {
            problems.push(`${key} as ${actor}: expected 2xx, got ${res.status} ${text.slice(0, 160)}`);
          } else if (expected === "any" && (res.status === 401 || res.status === 403)) {
            problems.push(`${key} as ${actor}: open to anyone, got ${res.status}`);
          }
          for (const leak of leaksIn(text, world, actor)) problems.push(`${key} as ${actor}: answer contains ${leak}`);
          // The document tells the truth: a success answer matches the schema its contract declares for it.
          const declared = operation.contract.responses[res.status]?.schema;
          if (allowed && declared && (res.headers.get("content-type") ?? "").includes("json")) {
            const checked = declared.safeParse(JSON.parse(text));
            if (!checked.success) {
              const issue = checked.error.issues[0];
              problems.push(
                `${key} as ${actor}: ${res.status} does not match its schema at ${issue?.path.join(".")}: ${issue?.message}`,
              );
            }
          }
          if (mutating && allowed && !accountDeletion) await keepSignedIn(world);
          if (mutating && allowed) {
            const now = await rowSnapshot(ctx);
            if ((await touched(ctx, objectRows, last, now, objectIds(world))).length) stale = true;
            last = now;
          }
        }
        table.push(`${key.padEnd(48)} ${cells.map((c) => c.padStart(9)).join(" ")}`);
      }

      const header = `${"operation".padEnd(48)} ${actors.map((a) => a.padStart(9)).join(" ")}`;
      console.log(
        `\nAuthorization matrix, part ${part} of ${parts} (${ctx.services.database.kind})\n${header}\n${table.join("\n")}`,
      );
      console.log(
        `${operations.length} operations, ${calls} calls, ${unexpectedAllows} unexpected allows, ${serverErrors} 5xx, ` +
          `${problems.length} problems, ${fixtureSets} fixture sets`,
      );
      recordContractTotals(`authorization matrix ${part} of ${parts}`, ctx.services.database.kind, {
        operations: operations.length,
        calls,
        "unexpected allows": unexpectedAllows,
        "5xx": serverErrors,
        "fixture sets": fixtureSets,
      });
      expect(problems).toEqual([]);
      expect(unexpectedAllows).toBe(0);
      expect(operations.length).toBeGreaterThan(0);
    }, 600_000);
  });
}
