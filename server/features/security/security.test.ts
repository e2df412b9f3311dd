import { accountMessages } from "@domain/accounts.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastSeenEverySeconds } from "../../auth/session-read.ts";
import { sessionActivity, sessions } from "../../db/schema/index.ts";
import { createTestContext, type TestClient, type TestContext, testPassword } from "../../test/harness.ts";
import { totpCode } from "../../test/totp.ts";
import { assertCredential, createCredential } from "../../test/webauthn.ts";
import { memberCodeLimit } from "../operators/code-check.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const origin = "http://localhost:3000";
const rpId = "localhost";
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const subjects = async (email: string) => (await ctx.mailsTo(email)).map((m) => m.subject);
const signInBody = (role: "host" | "creator", email: string, extra: object = {}) => ({
  role,
  email,
  password: testPassword,
  ...extra,
});

/** Turns two-factor sign-in on for a signed-in client; answers the URI and the recovery codes. */
async function enrol(client: TestClient) {
  const setup = await client.post("/api/accounts/security/two-factor/setup", { password: testPassword });
  expect(setup.status).toBe(200);
  const made = (await setup.json()) as { totpURI: string; qrSvg: string; backupCodes: string[] };
  const confirm = await client.post("/api/accounts/security/two-factor/confirm", {
    code: await totpCode(made.totpURI),
  });
  expect(confirm.status).toBe(200);
  return made;
}

describe("two-factor sign-in for hosts and creators (decision 0062)", () => {
  it("enrols with a locally drawn QR code, then asks the code after the password; role check after the code", async () => {
    const host = await ctx.userClient("host");
    const wrongPassword = await host.client.post("/api/accounts/security/two-factor/setup", { password: "nope" });
    expect((await errorOf(wrongPassword)).code).toBe("invalid_password");
    const early = await host.client.post("/api/accounts/security/two-factor/confirm", { code: "123456" });
    expect(early.status).toBe(409);

    const setup = await host.client.post("/api/accounts/security/two-factor/setup", { password: testPassword });
    const made = (await setup.json()) as { totpURI: string; qrSvg: string; backupCodes: string[]; secret: string };
    expect(made.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(made.totpURI).toContain(`secret=${made.secret}`);
    expect(made.backupCodes).toHaveLength(10);
    const wrong = await host.client.post("/api/accounts/security/two-factor/confirm", { code: "000000" });
    expect((await errorOf(wrong)).code).toBe("invalid_code");
    const ok = await host.client.post("/api/accounts/security/two-factor/confirm", {
      code: await totpCode(made.totpURI),
    });
    expect(ok.status).toBe(200);
    expect(host.client.hasSession()).toBe(true);
    const overview = (await (await host.client.get("/api/accounts/security")).json()) as { twoFactorEnabled: boolean };
    expect(overview.twoFactorEnabled).toBe(true);
    expect((await host.client.post("/api/accounts/security/two-factor/setup", { password: testPassword })).status).toBe(
      409,
    );

    const fresh = ctx.client();
    const noCode = await fresh.post("/api/accounts/sign-in", signInBody("host", host.email));
    expect(noCode.status).toBe(401);
    expect((await errorOf(noCode)).code).toBe("code_required");
    expect(fresh.hasSession()).toBe(false);
    // The creator card: the code is asked first, then "Wrong login form", and no session either way.
    const creatorCard = ctx.client();
    const askFirst = await creatorCard.post("/api/accounts/sign-in", signInBody("creator", host.email));
    expect((await errorOf(askFirst)).code).toBe("code_required");
    const code = await totpCode(made.totpURI, Date.now() + 30_000);
    const wrongForm = await creatorCard.post("/api/accounts/sign-in", signInBody("creator", host.email, { code }));
    expect(wrongForm.status).toBe(403);
    expect(await errorOf(wrongForm)).toMatchObject({ code: "wrong_role", message: accountMessages.wrongRole("host") });
    expect(creatorCard.hasSession()).toBe(false);
    // That code was used by the refused attempt: replaying it is refused too.
    const replay = await fresh.post("/api/accounts/sign-in", signInBody("host", host.email, { code }));
    expect((await errorOf(replay)).code).toBe("code_reused");
    const next = await totpCode(made.totpURI, Date.now() - 30_000);
    const signedIn = await fresh.post("/api/accounts/sign-in", signInBody("host", host.email, { code: next }));
    expect(signedIn.status).toBe(200);
    expect(fresh.hasSession()).toBe(true);

    // A recovery code works once.
    const recovery = made.backupCodes[0] ?? "";
    const withRecovery = await ctx
      .client()
      .post("/api/accounts/sign-in", signInBody("host", host.email, { code: recovery }));
    expect(withRecovery.status).toBe(200);
    const again = await ctx.client().post("/api/accounts/sign-in", signInBody("host", host.email, { code: recovery }));
    expect((await errorOf(again)).code).toBe("invalid_code");
  });

  it("trusts a browser for 30 days when asked, and throttles wrong codes: 429 with Retry-After", async () => {
    const creator = await ctx.userClient("creator");
    const made = await enrol(creator.client);
    const browser = ctx.client();
    const code = await totpCode(made.totpURI, Date.now() + 30_000);
    const trusted = await browser.post(
      "/api/accounts/sign-in",
      signInBody("creator", creator.email, { code, trustDevice: true }),
    );
    expect(trusted.status).toBe(200);
    expect(trusted.headers.get("set-cookie")).toMatch(/trust_device=[^;]+;.*Max-Age=2592000/i);
    await browser.post("/api/accounts/sign-out");
    const noCodeNeeded = await browser.post("/api/accounts/sign-in", signInBody("creator", creator.email));
    expect(noCodeNeeded.status).toBe(200);

    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i <= memberCodeLimit.max; i++) {
      last = await ctx.client().post("/api/accounts/sign-in", signInBody("creator", creator.email, { code: "999999" }));
      statuses.push(last.status);
    }
    expect(statuses.slice(0, memberCodeLimit.max)).toEqual(Array(memberCodeLimit.max).fill(401));
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("makes new recovery codes with the password and turns off with a code; each is mailed", async () => {
    const host = await ctx.userClient("host");
    const made = await enrol(host.client);
    const badPassword = await host.client.post("/api/accounts/security/two-factor/recovery-codes", { password: "x" });
    expect((await errorOf(badPassword)).code).toBe("invalid_password");
    const renewed = await host.client.post("/api/accounts/security/two-factor/recovery-codes", {
      password: testPassword,
    });
    const { backupCodes } = (await renewed.json()) as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    expect(backupCodes).not.toContain(made.backupCodes[0]);
    const oldCode = await ctx
      .client()
      .post("/api/accounts/sign-in", signInBody("host", host.email, { code: made.backupCodes[0] }));
    expect((await errorOf(oldCode)).code).toBe("invalid_code");

    const wrong = await host.client.post("/api/accounts/security/two-factor/disable", { code: "111111" });
    expect((await errorOf(wrong)).code).toBe("invalid_code");
    const off = await host.client.post("/api/accounts/security/two-factor/disable", { code: backupCodes[1] });
    expect(off.status).toBe(200);
    expect((await host.client.post("/api/accounts/security/two-factor/disable", { code: backupCodes[2] })).status).toBe(
      409,
    );
    expect((await ctx.client().post("/api/accounts/sign-in", signInBody("host", host.email))).status).toBe(200);
    const mails = await subjects(host.email);
    expect(mails).toContain("Security change on your CollabStay account: Two-factor sign-in was turned off");
    expect(mails).toContain(
      "Security change on your CollabStay account: New recovery codes were made (the old ones no longer work)",
    );
  });
});

describe("passkeys (decision 0062)", () => {
  async function addPasskey(client: TestClient, name = "Laptop") {
    const options = (await (await client.post("/api/accounts/security/passkeys/options")).json()) as {
      challengeId: string;
      options: { challenge: string; rp: { id: string }; user: { id: string } };
    };
    const { credential, response } = createCredential(options.options, origin);
    const added = await client.post("/api/accounts/security/passkeys", {
      challengeId: options.challengeId,
      name,
      response,
    });
    expect(added.status).toBe(201);
    return { credential, passkey: (await added.json()) as { id: string; name: string }, response };
  }

  async function signInOptions() {
    const res = await ctx.client().post("/api/accounts/passkey/options");
    return (await res.json()) as { challengeId: string; options: { challenge: string } };
  }

  it("adds a passkey and signs in with it on its role card; wrong card, origin, challenge or account refused", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const { credential, passkey, response } = await addPasskey(host.client);
    expect(passkey.name).toBe("Laptop");
    expect(await subjects(host.email)).toContain(
      'Security change on your CollabStay account: A passkey was added ("Laptop")',
    );
    // The same authenticator answer again: its challenge was used.
    const reused = await host.client.post("/api/accounts/security/passkeys", {
      challengeId: crypto.randomUUID(),
      name: "Again",
      response,
    });
    expect(reused.status).toBe(400);

    const browser = ctx.client();
    const o1 = await signInOptions();
    const ok = await browser.post("/api/accounts/passkey/sign-in", {
      role: "host",
      challengeId: o1.challengeId,
      response: assertCredential(credential, o1.options, origin, rpId),
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { user: { id: string } }).user.id).toBe(host.id);
    expect(browser.hasSession()).toBe(true);
    expect(((await (await browser.get("/api/accounts/session")).json()) as { user: { id: string } }).user.id).toBe(
      host.id,
    );
    // The challenge was used.
    const replay = await ctx.client().post("/api/accounts/passkey/sign-in", {
      role: "host",
      challengeId: o1.challengeId,
      response: assertCredential(credential, o1.options, origin, rpId),
    });
    expect(replay.status).toBe(400);

    const refused = async (body: object, status: number, code: string) => {
      const client = ctx.client();
      const res = await client.post("/api/accounts/passkey/sign-in", body);
      expect(res.status).toBe(status);
      expect((await errorOf(res)).code).toBe(code);
      expect(client.hasSession()).toBe(false);
    };
    const o2 = await signInOptions();
    await refused(
      {
        role: "creator",
        challengeId: o2.challengeId,
        response: assertCredential(credential, o2.options, origin, rpId),
      },
      403,
      "wrong_role",
    );
    const o3 = await signInOptions();
    await refused(
      {
        role: "host",
        challengeId: o3.challengeId,
        response: assertCredential(credential, o3.options, "https://evil.example", rpId),
      },
      401,
      "passkey_failed",
    );
    const o4 = await signInOptions();
    const other = await signInOptions();
    await refused(
      {
        role: "host",
        challengeId: o4.challengeId,
        response: assertCredential(credential, o4.options, origin, rpId, { challenge: other.options.challenge }),
      },
      401,
      "passkey_failed",
    );
    // The host's credential answering for the creator's account (its user handle).
    const o5 = await signInOptions();
    const creatorHandle = Buffer.from(creator.id).toString("base64url");
    await refused(
      {
        role: "creator",
        challengeId: o5.challengeId,
        response: assertCredential(credential, o5.options, origin, rpId, { userHandle: creatorHandle }),
      },
      401,
      "passkey_failed",
    );
    // A credential nobody registered.
    const stranger = createCredential({ challenge: "x", rp: { id: rpId }, user: { id: creatorHandle } }, origin);
    const o6 = await signInOptions();
    await refused(
      {
        role: "creator",
        challengeId: o6.challengeId,
        response: assertCredential(stranger.credential, o6.options, origin, rpId),
      },
      401,
      "passkey_failed",
    );
  });

  it("renames and removes one's own passkey; another person's is 404 and untouched", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const { passkey } = await addPasskey(host.client, "Phone");
    expect((await creator.client.patch(`/api/accounts/security/passkeys/${passkey.id}`, { name: "Mine" })).status).toBe(
      404,
    );
    expect((await creator.client.delete(`/api/accounts/security/passkeys/${passkey.id}`)).status).toBe(404);
    const blank = await host.client.patch(`/api/accounts/security/passkeys/${passkey.id}`, { name: "  " });
    expect(blank.status).toBe(400);
    const renamed = await host.client.patch(`/api/accounts/security/passkeys/${passkey.id}`, { name: "Work phone" });
    expect(((await renamed.json()) as { name: string }).name).toBe("Work phone");
    expect((await host.client.delete(`/api/accounts/security/passkeys/${passkey.id}`)).status).toBe(204);
    const left = (await (await host.client.get("/api/accounts/security")).json()) as { passkeys: unknown[] };
    expect(left.passkeys).toEqual([]);
    expect(await subjects(host.email)).toContain(
      'Security change on your CollabStay account: A passkey was removed ("Work phone")',
    );
  });
});

describe("where you are signed in (decision 0062)", () => {
  const chromeOnMac =
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  const safariOnIphone =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

  it("lists sessions with browser, system and this device; signs out one and all others; 404 for another's", async () => {
    const host = await ctx.userClient("host");
    const mac = new (host.client.constructor as typeof TestClient)(ctx.app, { "user-agent": chromeOnMac });
    const phone = new (host.client.constructor as typeof TestClient)(ctx.app, { "user-agent": safariOnIphone });
    expect((await mac.post("/api/accounts/sign-in", signInBody("host", host.email))).status).toBe(200);
    expect((await phone.post("/api/accounts/sign-in", signInBody("host", host.email))).status).toBe(200);
    const list = (await (await mac.get("/api/accounts/security")).json()) as {
      sessions: { id: string; browser: string; system: string; current: boolean; signedInAt: string }[];
    };
    expect(list.sessions).toHaveLength(3);
    const current = list.sessions.filter((s) => s.current);
    expect(current).toEqual([expect.objectContaining({ browser: "Chrome", system: "macOS" })]);
    const iphone = list.sessions.find((s) => s.system === "iOS");
    expect(iphone).toMatchObject({ browser: "Safari", current: false });

    const creator = await ctx.userClient("creator");
    const foreign = await creator.client.delete(`/api/accounts/security/sessions/${iphone?.id}`);
    expect(foreign.status).toBe(404);
    expect((await phone.get("/api/accounts/session")).status).toBe(200);
    expect((await mac.delete(`/api/accounts/security/sessions/${iphone?.id}`)).status).toBe(204);
    expect(((await (await phone.get("/api/accounts/session")).json()) as { user: unknown }).user).toBeNull();

    const others = await mac.post("/api/accounts/security/sessions/sign-out-others");
    expect(await others.json()).toEqual({ ended: 1 });
    expect(((await (await host.client.get("/api/accounts/session")).json()) as { user: unknown }).user).toBeNull();
    expect(((await (await mac.get("/api/accounts/session")).json()) as { user: unknown }).user).not.toBeNull();
  });

  it("writes last seen at most every few minutes, not on every request", async () => {
    const host = await ctx.userClient("host");
    const [mine] = await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, host.id));
    if (!mine) throw new Error("no session");
    // A session made a while ago: the next request writes last seen once; the ones right after do not.
    const longAgo = sql`now() - make_interval(secs => ${lastSeenEverySeconds * 2})`;
    await ctx.db.update(sessions).set({ createdAt: longAgo }).where(eq(sessions.id, mine.id));
    await host.client.get("/api/accounts/security");
    const first = await ctx.db.select().from(sessionActivity).where(eq(sessionActivity.sessionId, mine.id));
    expect(first).toHaveLength(1);
    await host.client.get("/api/accounts/security");
    await host.client.get("/api/profile");
    const after = await ctx.db.select().from(sessionActivity).where(eq(sessionActivity.sessionId, mine.id));
    expect(after[0]?.lastSeenAt.getTime()).toBe(first[0]?.lastSeenAt.getTime());
    const listed = (await (await host.client.get("/api/accounts/security")).json()) as {
      sessions: { current: boolean; lastSeenAt: string; signedInAt: string }[];
    };
    const current = listed.sessions.find((s) => s.current);
    expect(Date.parse(current?.lastSeenAt ?? "")).toBeGreaterThan(Date.parse(current?.signedInAt ?? ""));
  });

  it("mails a sign-in from a new browser, not the first sign-in and not a known browser", async () => {
    // The account's first sign-in (what sign-up or the confirmation link leads to) is not mailed.
    const user = await ctx.userClient("host");
    expect(await subjects(user.email)).toEqual([]);
    const browser = ctx.client({ "user-agent": chromeOnMac });
    await browser.post("/api/accounts/sign-in", signInBody("host", user.email));
    const mails = await ctx.mailsTo(user.email);
    expect(mails.map((m) => m.subject)).toEqual(["New sign-in to your CollabStay account"]);
    expect(mails[0]?.text).toContain("Chrome on macOS");
    expect(mails[0]?.text).toContain("If this wasn't you, reset your password");
    await browser.post("/api/accounts/sign-out");
    await browser.post("/api/accounts/sign-in", signInBody("host", user.email));
    expect(await ctx.mailsTo(user.email)).toHaveLength(1);
  });
});
