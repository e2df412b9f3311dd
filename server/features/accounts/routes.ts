import {
  accountMessages,
  changePasswordSchema,
  okResponseSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  resetRequestSchema,
  type SignUpResult,
  sessionUserSchema,
  signInSchema,
  signUpResponseSchema,
  signUpSchema,
} from "@domain/accounts.ts";
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { resendConfirmation } from "./resend-confirmation.ts";
import * as service from "./service.ts";

/** Adds the session's Set-Cookie headers to the answer (the answer keeps its type for the web client). */
function setCookies(c: Context<AppEnv>, cookies: string[]): void {
  for (const cookie of cookies) c.header("set-cookie", cookie, { append: true });
}

const userPrivateFields = ["email"];

/** `/api/accounts`: sign-up, sign-in and out, password reset and change, account deletion. */
export function accountRoutes(deps: service.AccountDeps) {
  return new Hono<AppEnv>()
    .get(
      "/session",
      contract({
        summary: "The signed-in user",
        description:
          "The user of the session cookie, or `null` without one (and for an operator: the console reads " +
          "`/api/operator/me`). Never a 401.",
        access: "anyone",
        scope: "the caller's own user",
        responses: {
          200: { description: "The user or null", schema: z.object({ user: sessionUserSchema.nullable() }) },
        },
        privateFields: userPrivateFields,
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json({ user: await service.sessionUser(deps, c.get("actor")) });
      },
    )
    .post(
      "/sign-up",
      contract({
        summary: "Create an account",
        description:
          "Creates a creator or host account. With `EMAIL_CONFIRMATION` on, a confirmation mail is sent and the " +
          "answer is `confirmation_required`; off, the account is signed in at once (session cookie set). " +
          "`returnTo` is kept only when it is a safe local path and rides in the confirmation link as `next`. " +
          "An address already registered is 409 `email_taken`.",
        access: "anyone",
        body: signUpSchema,
        responses: { 201: { description: "Created", schema: signUpResponseSchema } },
        errors: [409, 429],
        privateFields: userPrivateFields,
      }),
      async (c) => {
        const result = await service.signUp(deps, c.req.valid("json"), c.req.raw.headers);
        setCookies(c, result.cookies);
        const body: SignUpResult =
          result.status === "signed_in" ? { status: result.status, user: result.user } : { status: result.status };
        return c.json(body, 201);
      },
    )
    .post(
      "/sign-in",
      contract({
        summary: "Sign in",
        description:
          'Sets the session cookie. 401 `invalid_credentials` ("Invalid email or password", the same for an ' +
          "unknown address); 403 `email_not_confirmed` (a fresh confirmation link is mailed); 403 `wrong_role` " +
          "when the account has the other role (no session is created); 429 after 10 failures per account per " +
          "15 minutes from unknown browsers or 100 per IP (a browser that signed in before has its own 10). With " +
          "two-factor sign-in on (decision 0062): 401 `code_required` without `code`, `invalid_code` / `code_reused` " +
          "for a wrong or used one, 429 with `Retry-After` after 10 wrong codes in 15 minutes; the role is checked " +
          "after the code; `trustDevice` skips the code in this browser for 30 days. A sign-in from a browser " +
          "without this account's device cookie (not the account's first) is mailed.",
        access: "anyone",
        body: signInSchema,
        responses: { 200: { description: "Signed in", schema: z.object({ user: sessionUserSchema }) } },
        errors: [401, 403, 429],
        privateFields: userPrivateFields,
      }),
      async (c) => {
        const { user, cookies } = await service.signIn(deps, c.req.valid("json"), c.req.raw.headers, c.get("clientIp"));
        setCookies(c, cookies);
        return c.json({ user });
      },
    )
    .post(
      "/sign-out",
      contract({
        summary: "Sign out",
        description: "Ends the session and clears the cookie; without a session it still succeeds.",
        access: "anyone",
        responses: { 204: { description: "Signed out" } },
      }),
      async (c) => {
        const cookies = await service.signOut(deps, c.req.raw.headers);
        setCookies(c, cookies);
        return c.body(null, 204);
      },
    )
    .post(
      "/confirmation/resend",
      contract({
        summary: "Send the confirmation mail again",
        description:
          "The same answer whether or not the address has an account waiting for confirmation (a fresh mail only " +
          "when it does). 429 after 3 requests per address or 10 per IP in an hour, counted before the lookup.",
        access: "anyone",
        body: resendConfirmationSchema,
        responses: { 200: { description: "Accepted", schema: okResponseSchema } },
        errors: [429],
      }),
      async (c) => {
        await resendConfirmation(deps, c.req.valid("json"), c.get("clientIp"));
        return c.json({ ok: true as const });
      },
    )
    .post(
      "/password-reset/request",
      contract({
        summary: "Mail a password reset link",
        description:
          "Always `{ ok: true }` (no hint whether the address exists); the mail links to `PUBLIC_URL/reset?token=…`. " +
          "30 requests per IP per 15 minutes and 5 per address per hour.",
        access: "anyone",
        body: resetRequestSchema,
        responses: { 200: { description: "Accepted", schema: okResponseSchema } },
        errors: [429],
      }),
      async (c) => {
        await service.requestPasswordReset(deps, c.req.valid("json").email, c.get("clientIp"));
        return c.json({ ok: true as const });
      },
    )
    .get(
      "/password-reset/:token",
      contract({
        summary: "Check a password reset link",
        description: "The address the link belongs to while it is valid; 404 `invalid_token` otherwise.",
        access: "anyone",
        params: z.object({ token: z.string().min(1).max(200) }),
        notFoundMessage: accountMessages.invalidResetLinkText,
        notFoundCode: "invalid_token",
        responses: { 200: { description: "The link is valid", schema: z.object({ email: z.string() }) } },
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json({ email: await service.resetTokenEmail(deps, c.req.valid("param").token) });
      },
    )
    .post(
      "/password-reset",
      contract({
        summary: "Set a new password with a reset link",
        description: "Every session of the user ends. A used, expired or unknown token is 400 `invalid_token`.",
        access: "anyone",
        body: resetPasswordSchema,
        responses: { 200: { description: "Password changed", schema: okResponseSchema } },
      }),
      async (c) => {
        await service.resetPassword(deps, c.req.valid("json"));
        return c.json({ ok: true as const });
      },
    )
    .post(
      "/password",
      contract({
        summary: "Change the password",
        description:
          "Every other session of the user ends; this one is renewed. A wrong current password is 400 " +
          "`invalid_password`.",
        access: "signed-in",
        scope: "the caller's own account",
        body: changePasswordSchema,
        responses: { 200: { description: "Password changed", schema: okResponseSchema } },
      }),
      async (c) => {
        const cookies = await service.changePassword(deps, c.get("actor"), c.req.valid("json"), c.req.raw.headers);
        setCookies(c, cookies);
        return c.json({ ok: true as const });
      },
    )
    .delete(
      "/me",
      contract({
        summary: "Delete the account",
        description:
          "Removes the user and everything they own (profile, listings, images, gallery photos, portfolio, " +
          "invitations, saved creators) in one transaction, then their stored files; the cookie is cleared.",
        access: "signed-in",
        scope: "the caller's own account",
        responses: { 204: { description: "Deleted" } },
      }),
      async (c) => {
        await service.deleteAccount(deps, c.get("actor"));
        const cookies = await service.clearedSessionCookies(deps);
        setCookies(c, cookies);
        return c.body(null, 204);
      },
    );
}
