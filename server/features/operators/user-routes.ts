import {
  reinstateSchema,
  resetMailResponseSchema,
  signOutEverywhereResponseSchema,
  suspendSchema,
  twoFactorResetResponseSchema,
  twoFactorResetSchema,
  userDetailSchema,
  userSearchResponseSchema,
  userSearchSchema,
} from "@domain/operators.ts";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { notFound } from "../../lib/errors.ts";
import { recordAudit } from "../audit/record.ts";
import { reinstate, type SuspensionDeps, suspend } from "./suspension.ts";
import { resetTwoFactor, type TwoFactorResetDeps } from "./two-factor-reset.ts";
import { sendResetMail, signOutEverywhere } from "./user-actions.ts";
import { searchUsers, userDetail } from "./user-queries.ts";

const userParams = z.object({ id: z.uuid() });
const ok = z.object({ ok: z.literal(true) });

/** `/api/operator/users`: finding accounts, a person's page, suspending and reinstating (decision 0057). */
export function operatorUserRoutes(deps: SuspensionDeps & TwoFactorResetDeps) {
  return new Hono<AppEnv>()
    .get(
      "/",
      contract({
        summary: "Search accounts",
        tag: "operator",
        description: "Name or e-mail contains `q` (any case), newest first, 20 a page.",
        access: "operator",
        scope: "every account (operators only)",
        query: userSearchSchema,
        responses: { 200: { description: "A page of accounts", schema: userSearchResponseSchema } },
      }),
      async (c) => {
        const { q, page } = c.req.valid("query");
        c.header("Cache-Control", "no-store");
        return c.json(await searchUsers(deps.db, q, page ?? 1));
      },
    )
    .get(
      "/:id",
      contract({
        summary: "A person's page",
        tag: "operator",
        description:
          "Profile with e-mail and phone, role, sign-up date, counts, live sessions and suspension. Each opening " +
          "writes one audit row (a view of private data).",
        access: "operator",
        scope: "any account (operators only)",
        params: userParams,
        notFoundMessage: "Account not found",
        responses: { 200: { description: "The account", schema: z.object({ user: userDetailSchema }) } },
      }),
      async (c) => {
        const { id } = c.req.valid("param");
        const user = await userDetail(deps.db, id);
        if (!user) throw notFound("Account not found");
        await recordAudit(deps.db, {
          action: "operator.viewed_user",
          actorId: c.get("actor")?.id ?? null,
          targetId: id,
          targetKind: "user",
          requestId: c.get("requestId"),
        });
        c.header("Cache-Control", "no-store");
        return c.json({ user });
      },
    )
    .post(
      "/:id/suspension",
      contract({
        summary: "Suspend an account",
        tag: "operator",
        description:
          "Asks for the operator's TOTP code again. Signs the person out everywhere, refuses their sign-in with the " +
          "message and how to appeal, pauses their active listings, withdraws their pending applications, rejects " +
          "pending applications to their listings (each creator is told), withdraws open invitations. 409 for " +
          "oneself, the last operator, or an account already suspended (concurrent clicks: one suspension).",
        access: "operator",
        scope: "any account but one's own (operators only)",
        params: userParams,
        notFoundMessage: "Account not found",
        body: suspendSchema,
        responses: { 200: { description: "Suspended", schema: ok } },
        errors: [401, 404, 409, 429],
      }),
      async (c) => {
        const request = { headers: c.req.raw.headers, requestId: c.get("requestId") };
        await suspend(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json"), request);
        return c.json({ ok: true as const });
      },
    )
    .post(
      "/:id/reinstatement",
      contract({
        summary: "Reinstate a suspended account",
        tag: "operator",
        description:
          "Asks for the TOTP code again. Listings the suspension paused are active again; withdrawn and rejected " +
          "applications and invitations stay so. 409 when the account is not suspended.",
        access: "operator",
        scope: "any suspended account (operators only)",
        params: userParams,
        notFoundMessage: "Account not found",
        body: reinstateSchema,
        responses: { 200: { description: "Reinstated", schema: ok } },
        errors: [401, 409, 429],
      }),
      async (c) => {
        const request = { headers: c.req.raw.headers, requestId: c.get("requestId") };
        await reinstate(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json").code, request);
        return c.json({ ok: true as const });
      },
    )
    .post(
      "/:id/sign-out-everywhere",
      contract({
        summary: "Sign a person out everywhere",
        tag: "operator",
        description:
          "Deletes every session of the person (every process hears it at commit: their next request is " +
          "anonymous) and writes one audit row. 409 for one's own account (use sign out).",
        access: "operator",
        scope: "any account but one's own (operators only)",
        params: userParams,
        notFoundMessage: "Account not found",
        responses: { 200: { description: "Sessions ended", schema: signOutEverywhereResponseSchema } },
        errors: [404, 409],
      }),
      async (c) => {
        const request = { requestId: c.get("requestId"), ip: c.get("clientIp") };
        const sessionsEnded = await signOutEverywhere(deps, c.get("actor"), c.req.valid("param").id, request);
        return c.json({ sessionsEnded });
      },
    )
    .post(
      "/:id/password-reset",
      contract({
        summary: "Send a person a password-reset mail",
        tag: "operator",
        description:
          "The same mail as the public forgot-password form (and its limits: 429 when too many went out). " +
          "Audited. 409 for an operator account.",
        access: "operator",
        scope: "hosts and creators (operators only)",
        params: userParams,
        notFoundMessage: "Account not found",
        responses: { 200: { description: "Mail sent", schema: resetMailResponseSchema } },
        errors: [404, 409, 429],
      }),
      async (c) => {
        const request = { requestId: c.get("requestId"), ip: c.get("clientIp") };
        const email = await sendResetMail(deps, c.get("actor"), c.req.valid("param").id, request);
        return c.json({ email });
      },
    )
    .post(
      "/:id/two-factor-reset",
      contract({
        summary: "Reset a colleague's two-factor sign-in",
        tag: "operator",
        description:
          "For another operator who lost their authenticator. Asks the acting operator's TOTP code again. Removes " +
          "the colleague's TOTP secret and recovery codes and signs them out everywhere: at their next sign-in they " +
          "set up two-factor sign-in again. Audited with the reason; the colleague gets an e-mail. 409 for oneself, " +
          "a host or creator, or an operator without two-factor sign-in.",
        access: "operator",
        scope: "other operator accounts (operators only)",
        params: userParams,
        notFoundMessage: "Account not found",
        body: twoFactorResetSchema,
        responses: { 200: { description: "Reset", schema: twoFactorResetResponseSchema } },
        errors: [401, 404, 409, 429],
      }),
      async (c) => {
        const request = { headers: c.req.raw.headers, requestId: c.get("requestId") };
        const { sessionsEnded } = await resetTwoFactor(
          deps,
          c.get("actor"),
          c.req.valid("param").id,
          c.req.valid("json"),
          request,
        );
        return c.json({ sessionsEnded });
      },
    );
}
