import { accountMessages } from "@domain/accounts.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, userRoles, users } from "../../db/schema/index.ts";
import { fileForm, png } from "../../test/creator-fixtures.ts";
import { createTestContext, type TestContext, testPassword, uniqueEmail } from "../../test/harness.ts";
import { storedFiles } from "../../test/stored-files.ts";
import { createListing, fileOf, imageForm, pngBytes } from "../listings/test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const strong = "Str0ng-Pass!";
const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  role: "creator",
  fullName: "Maya O'Neil-Smith",
  email: uniqueEmail("creator"),
  password: strong,
  ...overrides,
});

async function errorOf(res: Response) {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

describe("sign-up", () => {
  it("creates the user, profile and role, and sends a confirmation mail", async () => {
    const body = signUpBody();
    const res = await ctx.client().post("/api/accounts/sign-up", body);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: "confirmation_required" });
    const [user] = await ctx.db.select().from(users).where(eq(users.email, body.email));
    expect(user?.emailVerified).toBe(false);
    const [role] = await ctx.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user?.id ?? ""));
    expect(role?.role).toBe("creator");
    const [profile] = await ctx.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, user?.id ?? ""));
    expect(profile?.fullName).toBe("Maya O'Neil-Smith");
    const [mail] = await ctx.mailsTo(body.email);
    expect(mail?.subject).toBe("Confirm your CollabStay account");
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it("refuses sign-in until the e-mail is confirmed, then the link signs the user in", async () => {
    const body = signUpBody();
    const client = ctx.client();
    await client.post("/api/accounts/sign-up", body);
    const early = await client.post("/api/accounts/sign-in", { role: "creator", email: body.email, password: strong });
    expect(early.status).toBe(403);
    expect(await errorOf(early)).toMatchObject({ code: "email_not_confirmed", message: accountMessages.confirmEmail });
    // That attempt (right password) mailed a fresh link, so an expired one never locks anyone out.
    expect(await ctx.mailsTo(body.email)).toHaveLength(2);
    const wrong = await client.post("/api/accounts/sign-in", {
      role: "creator",
      email: body.email,
      password: "Wrong-1!x",
    });
    expect(wrong.status).toBe(401);
    expect(await ctx.mailsTo(body.email)).toHaveLength(2);

    const [mail] = await ctx.mailsTo(body.email);
    const link = new URL(mail?.links[0] ?? "");
    const confirmed = await client.get(link.pathname + link.search);
    expect(link.searchParams.get("callbackURL")).toBe("/auth?type=confirmation");
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/auth?type=confirmation");
    const session = await client.get("/api/accounts/session");
    expect(await session.json()).toMatchObject({
      user: { email: body.email, userType: "creator", fullName: body.fullName },
    });
  });

  it("sends a bad confirmation link back to /auth with an error", async () => {
    const res = await ctx
      .client()
      .get("/api/auth/verify-email?token=not-a-token&callbackURL=%2Fauth%3Ftype%3Dconfirmation");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/auth\?type=confirmation&error=/);
  });

  it("applies the creator rules with the spec's messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: "alllowercase" }, "password", accountMessages.creatorPassword],
      [{ fullName: "A" }, "fullName", accountMessages.fullNameShort],
      [{ fullName: "R2-D2" }, "fullName", accountMessages.fullNameChars],
      [{ fullName: "" }, "fullName", accountMessages.fullNameRequired],
      [{ email: "not-an-email" }, "email", accountMessages.emailInvalid],
      [{ email: "" }, "email", accountMessages.emailRequired],
    ];
    for (const [override, field, message] of cases) {
      const res = await ctx.client().post("/api/accounts/sign-up", signUpBody(override));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toBe(message);
    }
  });

  it("holds a host's sign-up to the creator's password rule: 8 characters and 4 of the 5 checks (issue 35 part 11)", async () => {
    for (const password of ["simple", "simple1", "abc", "simplest1"]) {
      const res = await ctx
        .client()
        .post("/api/accounts/sign-up", signUpBody({ role: "host", password, fullName: "Host 1" }));
      expect(res.status, password).toBe(400);
      expect((await errorOf(res)).fields?.password, password).toBe(accountMessages.creatorPassword);
    }
    const ok = await ctx
      .client()
      .post("/api/accounts/sign-up", signUpBody({ role: "host", password: "Simple1!", fullName: "Host 1" }));
    expect(ok.status).toBe(201);
  });

  it("answers malformed JSON, wrong types, unknown and oversize fields with a 4xx", async () => {
    const client = ctx.client();
    const malformed = await client.post("/api/accounts/sign-up", "{not json", { "content-type": "application/json" });
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).code).toBe("invalid_json");
    const wrongType = await client.post("/api/accounts/sign-up", signUpBody({ email: 42 }));
    expect(wrongType.status).toBe(400);
    const unknown = await client.post("/api/accounts/sign-up", signUpBody({ isAdmin: true }));
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).fields?.isAdmin).toBe("Unknown field: isAdmin");
    const badRole = await client.post("/api/accounts/sign-up", signUpBody({ role: "admin" }));
    expect(badRole.status).toBe(400);
    const longName = await client.post("/api/accounts/sign-up", signUpBody({ fullName: "a".repeat(5000) }));
    expect(longName.status).toBe(400);
    const huge = await client.post("/api/accounts/sign-up", signUpBody({ fullName: "a".repeat(300_000) }));
    expect(huge.status).toBe(413);
  });

  it("lets the same e-mail register only once, also when two sign-ups race", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all([
      ctx.client().post("/api/accounts/sign-up", signUpBody({ email })),
      ctx.client().post("/api/accounts/sign-up", signUpBody({ email: email.toUpperCase() })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    const again = await ctx.client().post("/api/accounts/sign-up", signUpBody({ email }));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).code).toBe("email_taken");
  });

  it("signs the user in at once when confirmation is off", async () => {
    const open = await createTestContext({ emailConfirmation: false });
    try {
      const client = open.client();
      const res = await client.post("/api/accounts/sign-up", signUpBody({ role: "host", fullName: "Open Host" }));
      expect(res.status).toBe(201);
      expect(await res.json()).toMatchObject({
        status: "signed_in",
        user: { userType: "host", fullName: "Open Host" },
      });
      expect(client.hasSession()).toBe(true);
    } finally {
      await open.close();
    }
  });
});

describe("sign-in", () => {
  it("signs in with the right form and returns the user", async () => {
    const { email } = await ctx.userClient("creator");
    const client = ctx.client();
    const res = await client.post("/api/accounts/sign-in", { role: "creator", email, password: testPassword });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { email, userType: "creator", avatarUrl: null } });
    const cookie = res.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const { email } = await ctx.userClient("host");
    const wrong = await ctx.client().post("/api/accounts/sign-in", { role: "host", email, password: "Wrong-Pass-1!" });
    const unknown = await ctx.client().post("/api/accounts/sign-in", {
      role: "host",
      email: uniqueEmail("nobody"),
      password: "Wrong-Pass-1!",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongError = await errorOf(wrong);
    expect(wrongError).toEqual(await errorOf(unknown));
    expect(wrongError.message).toBe(accountMessages.invalidCredentials);
  });

  it("refuses the wrong login form and keeps no session", async () => {
    const { email } = await ctx.userClient("host");
    const client = ctx.client();
    const res = await client.post("/api/accounts/sign-in", { role: "creator", email, password: testPassword });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: "wrong_role", message: accountMessages.wrongRole("host") });
    expect(client.hasSession()).toBe(false);
    expect(await (await client.get("/api/accounts/session")).json()).toEqual({ user: null });
  });

  it("treats a stored admin role as host", async () => {
    const { email, id } = await ctx.userClient("host");
    await ctx.db.update(userRoles).set({ role: "admin" }).where(eq(userRoles.userId, id));
    const res = await ctx.client().post("/api/accounts/sign-in", { role: "host", email, password: testPassword });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: { userType: "host" } });
  });

  it("throttles repeated failed logins with a 429 and a message", async () => {
    const { email } = await ctx.userClient("creator");
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await ctx
        .client()
        .post("/api/accounts/sign-in", { role: "creator", email, password: "Nope-Nope-1!" });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const blocked = await ctx
      .client()
      .post("/api/accounts/sign-in", { role: "creator", email, password: testPassword });
    expect(blocked.status).toBe(429);
    expect((await errorOf(blocked)).message).toBe(accountMessages.tooManyAttemptsWait("15 minutes"));
    expect(blocked.headers.get("retry-after")).toBeTruthy();
  });

  it("signs out and ends the session", async () => {
    const { client } = await ctx.userClient("creator");
    expect((await client.post("/api/accounts/sign-out")).status).toBe(204);
    expect(await (await client.get("/api/accounts/session")).json()).toEqual({ user: null });
    expect((await client.get("/api/profile")).status).toBe(401);
  });
});

describe("password reset", () => {
  async function resetTokenFor(email: string) {
    const res = await ctx.client().post("/api/accounts/password-reset/request", { email });
    expect(res.status).toBe(200);
    const [mail] = await ctx.mailsTo(email);
    const link = new URL(mail?.links[0] ?? "");
    expect(link.pathname).toBe("/reset");
    return link.searchParams.get("token") ?? "";
  }

  it("resets through the mailed link once, ending old sessions", async () => {
    const { email, client: oldSession } = await ctx.userClient("creator");
    const token = await resetTokenFor(email);
    const check = await ctx.client().get(`/api/accounts/password-reset/${token}`);
    expect(await check.json()).toEqual({ email });

    const done = await ctx.client().post("/api/accounts/password-reset", { token, password: "newpass1" });
    expect(done.status).toBe(200);
    expect((await oldSession.get("/api/profile")).status).toBe(401);
    const signIn = await ctx.client().post("/api/accounts/sign-in", { role: "creator", email, password: "newpass1" });
    expect(signIn.status).toBe(200);

    const reused = await ctx.client().post("/api/accounts/password-reset", { token, password: "another1" });
    expect(reused.status).toBe(400);
    expect((await errorOf(reused)).code).toBe("invalid_token");
    expect((await ctx.client().get(`/api/accounts/password-reset/${token}`)).status).toBe(404);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    const res = await ctx.client().post("/api/accounts/password-reset/request", { email });
    expect(res.status).toBe(200);
    expect(await ctx.mailsTo(email)).toHaveLength(0);
  });

  it("refuses short passwords, empty e-mails and made-up tokens", async () => {
    const empty = await ctx.client().post("/api/accounts/password-reset/request", { email: "" });
    expect((await errorOf(empty)).message).toBe(accountMessages.resetEmailRequired);
    const short = await ctx.client().post("/api/accounts/password-reset", { token: "x", password: "123" });
    expect((await errorOf(short)).message).toBe(accountMessages.passwordTooShortReset);
    const fake = await ctx
      .client()
      .post("/api/accounts/password-reset", { token: "made-up-token", password: "123456" });
    expect(fake.status).toBe(400);
  });

  it("refuses an expired link", async () => {
    const { email } = await ctx.userClient("host");
    const token = await resetTokenFor(email);
    const { verifications } = await import("../../db/schema/index.ts");
    await ctx.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await ctx.client().get(`/api/accounts/password-reset/${token}`)).status).toBe(404);
    expect((await ctx.client().post("/api/accounts/password-reset", { token, password: "123456" })).status).toBe(400);
  });
});

describe("change password", () => {
  it("needs a session", async () => {
    const res = await ctx.client().post("/api/accounts/password", { currentPassword: "x", newPassword: "123456" });
    expect(res.status).toBe(401);
  });

  it("refuses a wrong current password and a short new one", async () => {
    const { client } = await ctx.userClient("creator");
    const wrong = await client.post("/api/accounts/password", { currentPassword: "bad-one", newPassword: "123456" });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).code).toBe("invalid_password");
    const short = await client.post("/api/accounts/password", { currentPassword: testPassword, newPassword: "123" });
    expect((await errorOf(short)).message).toBe(accountMessages.passwordTooShortSettings);
  });

  it("changes it, keeps this session and ends the others", async () => {
    const { client, email } = await ctx.userClient("host");
    const other = ctx.client();
    await other.post("/api/accounts/sign-in", { role: "host", email, password: testPassword });
    const res = await client.post("/api/accounts/password", {
      currentPassword: testPassword,
      newPassword: "fresh-pass",
    });
    expect(res.status).toBe(200);
    expect((await client.get("/api/profile")).status).toBe(200);
    expect((await other.get("/api/profile")).status).toBe(401);
    const again = await ctx.client().post("/api/accounts/sign-in", { role: "host", email, password: "fresh-pass" });
    expect(again.status).toBe(200);
  });
});

describe("account deletion", () => {
  it("needs a session", async () => {
    expect((await ctx.client().delete("/api/accounts/me")).status).toBe(401);
  });

  it("removes the user and everything they own", async () => {
    const { client, id, email } = await ctx.userClient("creator");
    const res = await client.delete("/api/accounts/me");
    expect(res.status).toBe(204);
    expect(await ctx.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(await ctx.db.select().from(profiles).where(eq(profiles.id, id))).toHaveLength(0);
    expect(await ctx.db.select().from(userRoles).where(eq(userRoles.userId, id))).toHaveLength(0);
    expect(client.hasSession()).toBe(false);
    const signIn = await ctx.client().post("/api/accounts/sign-in", { role: "creator", email, password: testPassword });
    expect(signIn.status).toBe(401);
  });

  it("removes a host's and a creator's stored files: avatars, listing images, portfolio, gallery photos", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const bystander = await ctx.userClient("host");
    const files = () => storedFiles(ctx.config.dataDir);
    const avatar = fileForm(await png(), "me.png", "image/png");
    for (const user of [host, creator, bystander]) {
      expect((await user.client.post("/api/profile/avatar", avatar)).status).toBe(200);
    }
    const listing = await createListing(host.client);
    const images = imageForm([fileOf(await pngBytes(1), "a.png"), fileOf(await pngBytes(2), "b.png")]);
    expect((await host.client.post(`/api/listings/${listing.id}/images`, images)).status).toBe(201);
    expect((await creator.client.post("/api/portfolio", fileForm(await png(), "p.png", "image/png"))).status).toBe(201);
    // The creator's photo on the bystander's listing is the creator's file.
    const theirs = await createListing(bystander.client);
    const photo = new FormData();
    photo.append("file", fileOf(await pngBytes(3), "g.png"));
    photo.append("rightsConfirmed", "true");
    expect((await creator.client.post(`/api/listings/${theirs.id}/gallery`, photo)).status).toBe(201);
    // A bystander creator's photo on the host's listing goes with the listing.
    const fan = await ctx.userClient("creator");
    const fanPhoto = new FormData();
    fanPhoto.append("file", fileOf(await pngBytes(4), "f.png"));
    fanPhoto.append("rightsConfirmed", "true");
    expect((await fan.client.post(`/api/listings/${listing.id}/gallery`, fanPhoto)).status).toBe(201);

    const owned = (keys: string[], prefixes: string[]) => keys.filter((k) => prefixes.some((p) => k.startsWith(p)));
    const hostPrefixes = [`avatars/${host.id}/`, `listings/${listing.id}/`, `gallery/${listing.id}/`];
    const creatorPrefixes = [`avatars/${creator.id}/`, `portfolio/${creator.id}/`, `gallery/${theirs.id}/`];
    const before = await files();
    // Avatar 1, listing images 2 × (full + card), the fan's photo on the listing full + card; portfolio full + card,
    // the creator's photo full + card.
    expect(owned(before, hostPrefixes)).toHaveLength(7);
    expect(owned(before, creatorPrefixes)).toHaveLength(5);

    expect((await host.client.delete("/api/accounts/me")).status).toBe(204);
    expect((await creator.client.delete("/api/accounts/me")).status).toBe(204);
    const after = await files();
    expect(owned(after, [...hostPrefixes, ...creatorPrefixes])).toEqual([]);
    // Everything else is untouched: the bystander's avatar is still there.
    expect(after).toEqual(before.filter((k) => !owned([k], [...hostPrefixes, ...creatorPrefixes]).length));
    expect(owned(after, [`avatars/${bystander.id}/`])).toHaveLength(1);
  });
});
