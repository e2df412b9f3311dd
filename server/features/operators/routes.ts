import {
  operatorSchema,
  operatorSignInResponseSchema,
  operatorSignInSchema,
  totpConfirmSchema,
  twoFactorSetupResponseSchema,
  twoFactorSetupSchema,
} from "@domain/operators.ts";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { unauthenticated } from "../../lib/errors.ts";
import * as service from "./service.ts";

function setCookies(c: Context<AppEnv>, cookies: string[]): void {
  for (const cookie of cookies) c.header("set-cookie", cookie, { append: true });
}

const requestFacts = (c: Context<AppEnv>) => ({
  headers: c.req.raw.headers,
  ip: c.get("clientIp"),
  requestId: c.get("requestId"),
});

const operatorPrivateFields = ["email"];

/** `/api/operator`: operator sign-in and two-factor setup (decision 0057). The console's routes build on these. */
export function operatorAccountRoutes(deps: service.OperatorDeps) {
  return new Hono<AppEnv>()
    .post(
      "/sign-in",
      contract({
        summary: "Operator sign-in",
        tag: "operator",
        description:
          "The password, then — once two-factor sign-in is set up — the authenticator code (or a recovery code) " +
          "in the same request: 401 `code_required` without it, `invalid_code` for a wrong one, `code_reused` for " +
          "a code already used; more than 5 wrong codes per account in 5 minutes is 429 with `Retry-After`. Hosts " +
          "and creators are 403 `not_an_operator` (no session). The session lasts at most 12 hours. Audited.",
        access: "anyone",
        body: operatorSignInSchema,
        responses: { 200: { description: "Signed in", schema: operatorSignInResponseSchema } },
        errors: [401, 403, 429],
        privateFields: operatorPrivateFields,
      }),
      async (c) => {
        const { operator, cookies } = await service.signIn(deps, c.req.valid("json"), requestFacts(c));
        setCookies(c, cookies);
        return c.json({ operator });
      },
    )
    .get(
      "/me",
      contract({
        summary: "The signed-in operator",
        tag: "operator",
        description: "Whether two-factor sign-in is set up decides what the console shows: setup, or the console.",
        access: "operator-setup",
        scope: "the caller's own account",
        responses: { 200: { description: "The operator", schema: z.object({ operator: operatorSchema }) } },
        privateFields: operatorPrivateFields,
      }),
      (c) => {
        c.header("Cache-Control", "no-store");
        return c.json({ operator: service.operatorOf(c.get("actor")) });
      },
    )
    .post(
      "/two-factor/setup",
      contract({
        summary: "Start setting up two-factor sign-in",
        tag: "operator",
        description:
          "Checks the password and answers a new TOTP secret (as an `otpauth://` URI) and recovery codes; nothing " +
          "is in force until a code is confirmed. 409 once two-factor sign-in is set up.",
        access: "operator-setup",
        scope: "the caller's own account",
        body: twoFactorSetupSchema,
        responses: { 200: { description: "Secret and recovery codes", schema: twoFactorSetupResponseSchema } },
        errors: [409],
      }),
      async (c) => {
        const actor = c.get("actor");
        if (!actor) throw unauthenticated();
        c.header("Cache-Control", "no-store");
        return c.json(await service.startTwoFactor(deps, actor, c.req.valid("json").password, c.req.raw.headers));
      },
    )
    .post(
      "/two-factor/confirm",
      contract({
        summary: "Confirm two-factor sign-in with a code from the app",
        tag: "operator",
        description:
          "Puts two-factor sign-in in force and renews the session (new cookie). Wrong codes: 401 `invalid_code`, " +
          "throttled like sign-in codes. 409 when nothing waits to be confirmed or it is already set up. Audited.",
        access: "operator-setup",
        scope: "the caller's own account",
        body: totpConfirmSchema,
        responses: { 200: { description: "Set up", schema: z.object({ operator: operatorSchema }) } },
        errors: [401, 409, 429],
        privateFields: operatorPrivateFields,
      }),
      async (c) => {
        const actor = c.get("actor");
        if (!actor) throw unauthenticated();
        const { operator, cookies } = await service.confirmTwoFactor(
          deps,
          actor,
          c.req.valid("json").code,
          requestFacts(c),
        );
        setCookies(c, cookies);
        return c.json({ operator });
      },
    );
}
