import { sessionUserSchema } from "@domain/accounts.ts";
import {
  appCodeSchema,
  codeSchema,
  passkeyAddSchema,
  passkeyRenameSchema,
  passkeySchema,
  passkeySignInSchema,
  passwordConfirmSchema,
  securityMessages,
  securityOverviewSchema,
  twoFactorSetupAnswerSchema,
  webauthnOptionsSchema,
} from "@domain/security.ts";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { requireAccess } from "../../lib/access.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { contract } from "../../lib/contract.ts";
import { type AccountDeps, clearedSessionCookies } from "../accounts/service.ts";
import type { RequestFacts } from "./deps.ts";
import { signInWithPasskey } from "./passkey-sign-in.ts";
import * as passkeys from "./passkeys.ts";
import * as sessions from "./sessions.ts";
import * as twoFactor from "./two-factor.ts";

function setCookies(c: Context<AppEnv>, cookies: string[]): void {
  for (const cookie of cookies) c.header("set-cookie", cookie, { append: true });
}

const facts = (c: Context<AppEnv>): RequestFacts => ({
  headers: c.req.raw.headers,
  ip: c.get("clientIp"),
  requestId: c.get("requestId"),
});

const idParam = z.object({ id: z.uuid() });
const own = "the caller's own account";
const okSchema = z.object({ ok: z.literal(true) });

/**
 * `/api/accounts/security`: Settings → Password → "Sign-in and security" (decision 0062) — two-factor sign-in,
 * passkeys, and where the person is signed in. Hosts and creators only (operators have their console's own).
 */
export function securityRoutes(deps: AccountDeps) {
  return new Hono<AppEnv>()
    .get(
      "/",
      contract({
        summary: "Sign-in and security",
        tag: "security",
        description: "Whether two-factor sign-in is on, the person's passkeys and their live sessions.",
        access: "signed-in",
        scope: own,
        responses: { 200: { description: "The section", schema: securityOverviewSchema } },
      }),
      async (c) => {
        const me = requireAccess(c.get("actor"), "signed-in");
        c.header("Cache-Control", "no-store");
        return c.json({
          twoFactorEnabled: await twoFactor.twoFactorEnabled(deps, me.id),
          passkeys: await passkeys.listPasskeys(deps, me.id),
          sessions: await sessions.listSessions(deps, me),
        });
      },
    )
    .post(
      "/two-factor/setup",
      contract({
        summary: "Start turning on two-factor sign-in",
        tag: "security",
        description:
          "The password again; answers a new TOTP secret (`otpauth://` URI and its QR code as SVG, drawn on the " +
          "server) and ten recovery codes, shown once. Nothing is in force until a code is confirmed. 409 when on.",
        access: "signed-in",
        scope: own,
        body: passwordConfirmSchema,
        responses: { 200: { description: "Secret, QR code and recovery codes", schema: twoFactorSetupAnswerSchema } },
        errors: [409],
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(
          await twoFactor.startTwoFactor(deps, c.get("actor"), c.req.valid("json").password, c.req.raw.headers),
        );
      },
    )
    .post(
      "/two-factor/confirm",
      contract({
        summary: "Turn on two-factor sign-in with a code from the app",
        tag: "security",
        description:
          "Renews the session (new cookie). A wrong code is 401 `invalid_code`, a used one `code_reused`; 10 wrong " +
          "codes in 15 minutes are 429 with `Retry-After`. 409 when nothing waits to be confirmed or it is on.",
        access: "signed-in",
        scope: own,
        body: appCodeSchema,
        responses: { 200: { description: "Turned on", schema: okSchema } },
        errors: [401, 409, 429],
      }),
      async (c) => {
        setCookies(c, await twoFactor.confirmTwoFactor(deps, c.get("actor"), c.req.valid("json").code, facts(c)));
        return c.json({ ok: true as const });
      },
    )
    .post(
      "/two-factor/disable",
      contract({
        summary: "Turn off two-factor sign-in",
        tag: "security",
        description:
          "Takes a code from the app or a recovery code (401 `invalid_code` / `code_reused`, throttled as sign-in " +
          "codes). The secret and recovery codes are deleted; the person is mailed. 409 when it is off.",
        access: "signed-in",
        scope: own,
        body: codeSchema,
        responses: { 200: { description: "Turned off", schema: okSchema } },
        errors: [401, 409, 429],
      }),
      async (c) => {
        await twoFactor.disableTwoFactor(deps, c.get("actor"), c.req.valid("json").code, facts(c));
        return c.json({ ok: true as const });
      },
    )
    .post(
      "/two-factor/recovery-codes",
      contract({
        summary: "Make new recovery codes",
        tag: "security",
        description:
          "The password again; ten new recovery codes, shown once (the old ones stop working). Mailed. 409 when " +
          "two-factor sign-in is off.",
        access: "signed-in",
        scope: own,
        body: passwordConfirmSchema,
        responses: {
          200: { description: "The new codes", schema: z.object({ backupCodes: z.array(z.string()) }) },
        },
        errors: [409],
      }),
      async (c) => {
        c.header("Cache-Control", "no-store");
        return c.json(
          await twoFactor.regenerateRecoveryCodes(deps, c.get("actor"), c.req.valid("json").password, facts(c)),
        );
      },
    )
    .post(
      "/passkeys/options",
      contract({
        summary: "Options to create a passkey",
        tag: "security",
        description: "WebAuthn creation options and the id of their challenge (used once, valid five minutes).",
        access: "signed-in",
        scope: own,
        responses: { 200: { description: "Options", schema: webauthnOptionsSchema } },
      }),
      async (c) => c.json(await passkeys.registrationOptions(deps, c.get("actor"))),
    )
    .post(
      "/passkeys",
      contract({
        summary: "Add a passkey",
        tag: "security",
        description:
          "The browser's answer to the options. 400 `passkey_failed` for an expired or used challenge or an " +
          "answer that does not check out (origin, challenge, RP); 409 for a passkey already registered. Mailed.",
        access: "signed-in",
        scope: own,
        body: passkeyAddSchema,
        responses: { 201: { description: "Added", schema: passkeySchema } },
        errors: [409],
      }),
      async (c) => c.json(await passkeys.addPasskey(deps, c.get("actor"), c.req.valid("json"), facts(c)), 201),
    )
    .patch(
      "/passkeys/:id",
      contract({
        summary: "Rename a passkey",
        tag: "security",
        access: "signed-in",
        owner: "the passkey's owner",
        params: idParam,
        body: passkeyRenameSchema,
        notFoundMessage: securityMessages.passkeyNotFound,
        responses: { 200: { description: "Renamed", schema: passkeySchema } },
      }),
      async (c) =>
        c.json(await passkeys.renamePasskey(deps, c.get("actor"), c.req.valid("param").id, c.req.valid("json").name)),
    )
    .delete(
      "/passkeys/:id",
      contract({
        summary: "Remove a passkey",
        tag: "security",
        description: "Another person's passkey is 404, as an unknown one. Mailed.",
        access: "signed-in",
        owner: "the passkey's owner",
        params: idParam,
        notFoundMessage: securityMessages.passkeyNotFound,
        responses: { 204: { description: "Removed" } },
      }),
      async (c) => {
        await passkeys.removePasskey(deps, c.get("actor"), c.req.valid("param").id, facts(c));
        return c.body(null, 204);
      },
    )
    .delete(
      "/sessions/:id",
      contract({
        summary: "Sign out one session",
        tag: "security",
        description:
          "Ends one of the person's sessions (this one too: the cookie is then cleared). Another person's is 404.",
        access: "signed-in",
        owner: "the session's owner",
        params: idParam,
        notFoundMessage: securityMessages.sessionNotFound,
        responses: { 204: { description: "Signed out" } },
      }),
      async (c) => {
        const { current } = await sessions.endSession(deps, c.get("actor"), c.req.valid("param").id, facts(c));
        if (current) setCookies(c, await clearedSessionCookies(deps));
        return c.body(null, 204);
      },
    )
    .post(
      "/sessions/sign-out-others",
      contract({
        summary: "Sign out all other sessions",
        tag: "security",
        description: "Ends every session of the person but this one; answers how many ended.",
        access: "signed-in",
        scope: own,
        responses: { 200: { description: "Signed out", schema: z.object({ ended: z.number().int() }) } },
      }),
      async (c) => c.json(await sessions.endOtherSessions(deps, c.get("actor"), facts(c))),
    );
}

/** `/api/accounts/passkey`: "Sign in with a passkey" on the role cards (under /api/accounts for the device cookie). */
export function passkeySignInRoutes(deps: AccountDeps) {
  return new Hono<AppEnv>()
    .post(
      "/options",
      contract({
        summary: "Options to sign in with a passkey",
        tag: "accounts",
        description:
          "WebAuthn request options (no account named) and the id of their challenge (used once, 5 min). 60 a " +
          "minute per IP.",
        access: "anyone",
        responses: { 200: { description: "Options", schema: webauthnOptionsSchema } },
        errors: [429],
      }),
      async (c) => c.json(await passkeys.signInOptions(deps, c.get("clientIp"))),
    )
    .post(
      "/sign-in",
      contract({
        summary: "Sign in with a passkey",
        tag: "accounts",
        description:
          "Sets the session cookie. 400 `passkey_failed` for an unknown, used or expired challenge; 401 " +
          "`passkey_failed` for a passkey nobody registered, one answering for another account, a wrong origin or " +
          "challenge or signature; 403 `wrong_role` for the other role's card (no session); 403 " +
          "`account_suspended`. No TOTP code is asked: a passkey is two factors of its own.",
        access: "anyone",
        body: passkeySignInSchema,
        responses: { 200: { description: "Signed in", schema: z.object({ user: sessionUserSchema }) } },
        errors: [401, 403],
        privateFields: ["email"],
      }),
      async (c) => {
        const { user, cookies } = await signInWithPasskey(deps, c.req.valid("json"), facts(c));
        setCookies(c, cookies);
        return c.json({ user });
      },
    );
}
