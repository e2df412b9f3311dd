import { Hono } from "hono";
import { z } from "zod";
import {
  changePasswordSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  resetRequestSchema,
  signInSchema,
  signUpSchema,
} from "../../../domain/accounts.ts";
import { type AppEnv, requireActor } from "../../auth/session.ts";
import { parseWith, readJson } from "../../lib/validate.ts";
import { fileUrl } from "../../storage/storage.ts";
import type { SessionUser } from "../profiles/queries.ts";
import { resendConfirmation } from "./resend-confirmation.ts";
import * as service from "./service.ts";

const tokenParam = z.string().min(1).max(200);

function withCookies(res: Response, cookies: string[]): Response {
  for (const cookie of cookies) res.headers.append("set-cookie", cookie);
  return res;
}

export function accountRoutes(deps: service.AccountDeps) {
  const app = new Hono<AppEnv>();

  app.get("/session", async (c) => {
    // Everything it answers came with the session read (server/auth/session-read.ts): no query of its own.
    const actor = c.var.actor;
    const user: SessionUser | null = actor?.profile
      ? {
          id: actor.id,
          email: actor.email,
          fullName: actor.profile.fullName,
          userType: actor.userType,
          avatarUrl: fileUrl(actor.profile.avatarKey),
        }
      : null;
    c.header("Cache-Control", "no-store");
    return c.json({ user });
  });

  app.post("/sign-up", async (c) => {
    const input = await readJson(c, signUpSchema);
    const result = await service.signUp(deps, input, c.req.raw.headers);
    const body =
      result.status === "signed_in" ? { status: result.status, user: result.user } : { status: result.status };
    return withCookies(c.json(body, 201), result.cookies);
  });

  app.post("/sign-in", async (c) => {
    const input = await readJson(c, signInSchema);
    const { user, cookies } = await service.signIn(deps, input, c.req.raw.headers, c.var.clientIp);
    return withCookies(c.json({ user }), cookies);
  });

  app.post("/sign-out", async (c) => {
    const cookies = await service.signOut(deps, c.req.raw.headers);
    return withCookies(c.body(null, 204), cookies);
  });

  app.post("/confirmation/resend", async (c) => {
    const input = await readJson(c, resendConfirmationSchema);
    await resendConfirmation(deps, input, c.var.clientIp);
    return c.json({ ok: true });
  });

  app.post("/password-reset/request", async (c) => {
    const { email } = await readJson(c, resetRequestSchema);
    await service.requestPasswordReset(deps, email, c.var.clientIp);
    return c.json({ ok: true });
  });

  app.get("/password-reset/:token", async (c) => {
    const token = parseWith(tokenParam, c.req.param("token"), "token");
    c.header("Cache-Control", "no-store");
    return c.json({ email: await service.resetTokenEmail(deps, token) });
  });

  app.post("/password-reset", async (c) => {
    const input = await readJson(c, resetPasswordSchema);
    await service.resetPassword(deps, input);
    return c.json({ ok: true });
  });

  app.post("/password", async (c) => {
    requireActor(c.var.actor);
    const input = await readJson(c, changePasswordSchema);
    const cookies = await service.changePassword(deps, input, c.req.raw.headers);
    return withCookies(c.json({ ok: true }), cookies);
  });

  app.delete("/me", async (c) => {
    const actor = requireActor(c.var.actor);
    await service.deleteAccount(deps, actor);
    const cookies = await service.clearedSessionCookies(deps);
    return withCookies(c.body(null, 204), cookies);
  });

  return app;
}
