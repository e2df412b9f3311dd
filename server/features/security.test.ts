// Over 400 lines: the cross-cutting security rules (text, body limits, CSRF, files, headers, throttles) together.

import { textMessages } from "@domain/text.ts";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactMessages,
  hostInvitations,
  listings,
  portfolioMedia,
  profiles,
  rateLimits,
  users,
} from "../db/schema/index.ts";
import { uploadRateLimit } from "../lib/body-policy.ts";
import { fileForm, mp4, mp4WithHtml, png, validCreatorForm } from "../test/creator-fixtures.ts";
import { createTestContext, type TestClient, type TestContext, uniqueEmail } from "../test/harness.ts";
import { createListing, errorOf, validListing } from "./listings/test-helpers.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ trustProxy: true });
});
afterAll(async () => ctx?.close());

const NUL = "\u0000";

/** A body that counts what the server pulls from it, so a test can show a refused body was not read whole. */
function countingBody(totalBytes: number, chunkBytes = 64 * 1024) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= totalBytes) return controller.close();
      const n = Math.min(chunkBytes, totalBytes - pulled);
      pulled += n;
      controller.enqueue(new Uint8Array(n).fill(0x41));
    },
  });
  return { stream, pulled: () => pulled };
}

/** A raw request (a streamed body, any headers), straight to the app. */
async function send(
  method: string,
  path: string,
  body: ReadableStream<Uint8Array> | string,
  headers: Record<string, string>,
) {
  const init: RequestInit & { duplex: "half" } = { method, body, headers, duplex: "half" };
  return ctx.app.request(path, init);
}

describe("the text rule on every field (NUL answered 400, never 500; nothing stored)", () => {
  it("refuses NUL and control characters in every free-text field, naming the field", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const listing = await createListing(host.client);
    const bad = (text: string) => `before${text}after`;
    const cases: [string, () => Promise<Response>, string][] = [
      ["profile bio", () => host.client.patch("/api/profile", { bio: bad(NUL) }), "bio"],
      ["profile location", () => host.client.patch("/api/profile", { location: bad("\u0007") }), "location"],
      ["profile name", () => host.client.patch("/api/profile", { fullName: bad("\u001b") }), "fullName"],
      [
        "sign-up fullName",
        () =>
          ctx.client().post("/api/accounts/sign-up", {
            role: "host",
            email: uniqueEmail(),
            fullName: bad(NUL),
            password: "Fine-Pass-2024!",
          }),
        "fullName",
      ],
      ...(["title", "location", "description", "collaborationDetails"] as const).map(
        (field) =>
          [
            `listing ${field} (JSON)`,
            () => host.client.post("/api/listings", validListing({ [field]: bad(NUL) })),
            field,
          ] as [string, () => Promise<Response>, string],
      ),
      ...(["title", "location", "description", "collaborationDetails"] as const).map((field) => {
        const form = new FormData();
        form.append("listing", JSON.stringify(validListing({ [field]: bad(NUL) })));
        return [`listing ${field} (multipart)`, () => host.client.post("/api/listings", form), field] as [
          string,
          () => Promise<Response>,
          string,
        ];
      }),
      [
        "listing patch title",
        () => host.client.patch(`/api/listings/${listing.id}`, { title: bad("\u0008") }),
        "title",
      ],
      ...(["name", "bio", "location"] as const).map(
        (field) =>
          [
            `creator ${field}`,
            () => creator.client.request("PUT", "/api/creators/me", { ...validCreatorForm, [field]: bad(NUL) }),
            field,
          ] as [string, () => Promise<Response>, string],
      ),
      [
        "creator skills",
        () => creator.client.request("PUT", "/api/creators/me", { ...validCreatorForm, skills: `Travel, ${bad(NUL)}` }),
        "skills",
      ],
      [
        "invitation message",
        () => host.client.post("/api/invitations", { creatorId: creator.id, listingId: listing.id, message: bad(NUL) }),
        "message",
      ],
      [
        "contact fullName",
        () =>
          ctx
            .client()
            .post("/api/site/contact", { fullName: bad(NUL), email: "a@example.test", message: "Hi", consent: true }),
        "fullName",
      ],
      [
        "contact message",
        () =>
          ctx.client().post("/api/site/contact", {
            fullName: "Ann",
            email: "a@example.test",
            message: bad("\u007f"),
            consent: true,
          }),
        "message",
      ],
      [
        "portfolio tags (upload)",
        async () =>
          creator.client.post("/api/portfolio", fileForm(await png(), "a.png", "image/png", { tags: bad(NUL) })),
        "tags.0",
      ],
      [
        "gallery caption",
        async () => {
          const form = fileForm(await png(), "a.png", "image/png", { caption: bad(NUL), rightsConfirmed: "true" });
          return creator.client.post(`/api/listings/${listing.id}/gallery`, form);
        },
        "caption",
      ],
    ];
    const before = await rowCounts();
    for (const [name, call, field] of cases) {
      const res = await call();
      expect(res.status, name).toBe(400);
      const error = await errorOf(res);
      expect(error.code, name).toBe("validation_failed");
      expect(Object.keys(error.fields ?? {}), name).toContain(field);
      expect(error.message, name).toMatch(/not allowed/);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses NUL in a tag edit and in a path or query, with a 400", async () => {
    const creator = await ctx.userClient("creator");
    const upload = await creator.client.post("/api/portfolio", fileForm(await png(), "a.png", "image/png"));
    const { item } = (await upload.json()) as { item: { id: string } };
    const tags = await creator.client.patch(`/api/portfolio/${item.id}`, { tags: [`a${NUL}`] });
    expect(tags.status).toBe(400);
    expect((await errorOf(tags)).fields).toHaveProperty("tags.0");
    for (const path of [
      "/api/accounts/password-reset/%00",
      "/api/accounts/password-reset/a%01b",
      "/api/listings/%00",
      "/api/listings?q=%00",
      "/api/creators?q=a%0Ab",
    ]) {
      const res = await creator.client.get(path);
      expect(res.status, path).toBe(400);
      expect((await errorOf(res)).code, path).toBe("validation_failed");
    }
  });

  it("keeps line breaks in multi-line fields only, and stores text in NFC", async () => {
    const host = await ctx.userClient("host");
    const name = await host.client.patch("/api/profile", { fullName: "Ana\nMaria" });
    expect(name.status).toBe(400);
    expect((await errorOf(name)).fields).toEqual({ fullName: textMessages.oneLine("Full name") });
    const ok = await host.client.patch("/api/profile", { fullName: "Jose\u0301 Host", bio: "Line one\r\nLine two" });
    expect(ok.status).toBe(200);
    const [row] = await ctx.db.select().from(profiles).where(eq(profiles.id, host.id));
    expect(row?.fullName).toBe("José Host");
    expect(row?.bio).toBe("Line one\nLine two");
    const title = await host.client.post("/api/listings", validListing({ title: "Villa\nwith a view" }));
    expect(title.status).toBe(400);
    expect((await errorOf(title)).fields).toHaveProperty("title");
  });
});

async function rowCounts() {
  const tables = { users, profiles, listings, portfolioMedia, hostInvitations, contactMessages };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await ctx.db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

describe("body limits hold whatever the Content-Type says", () => {
  it("refuses a 200 MB multipart body on a JSON route before reading it", async () => {
    const body = countingBody(200 * 1024 * 1024);
    const res = await send("POST", "/api/accounts/sign-up", body.stream, {
      "content-type": "multipart/form-data; boundary=xyz",
    });
    expect(res.status).toBe(415);
    expect((await errorOf(res)).code).toBe("unsupported_media_type");
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });

  it("cuts a JSON body off at 256 KB while it streams, whatever its length", async () => {
    const body = countingBody(200 * 1024 * 1024);
    const res = await send("POST", "/api/site/contact", body.stream, { "content-type": "application/json" });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });

  it("cuts an upload off at its route's limit while it streams", async () => {
    const creator = await ctx.userClient("creator");
    const body = countingBody(200 * 1024 * 1024);
    const cookie = creator.client.cookieHeader();
    const res = await send("POST", "/api/profile/avatar", body.stream, {
      "content-type": "multipart/form-data; boundary=xyz",
      cookie,
    });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThan(12 * 1024 * 1024);
    // A declared length over the route's cap is refused before a byte is read (after the sign-in check).
    const declared = await send("POST", "/api/profile/avatar", "x", {
      "content-type": "multipart/form-data; boundary=xyz",
      "content-length": String(200 * 1024 * 1024),
      cookie,
    });
    expect(declared.status).toBe(413);
  });

  it("answers 415 to anything but application/json on JSON routes", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const listing = await createListing(host.client);
    const routes: [TestClient, string, string, unknown][] = [
      [
        ctx.client(),
        "POST",
        "/api/accounts/sign-up",
        { role: "host", email: uniqueEmail(), fullName: "A", password: "x" },
      ],
      [ctx.client(), "POST", "/api/accounts/sign-in", { role: "host", email: "a@example.test", password: "x" }],
      [ctx.client(), "POST", "/api/accounts/password-reset/request", { email: "a@example.test" }],
      [ctx.client(), "POST", "/api/accounts/password-reset", { token: "t", password: "Fine-Pass-2024!" }],
      [
        ctx.client(),
        "POST",
        "/api/site/contact",
        { fullName: "A", email: "a@example.test", message: "m", consent: true },
      ],
      [ctx.client(), "POST", "/api/site/waitlist", { email: "a@example.test" }],
      [host.client, "PATCH", "/api/profile", { bio: "x" }],
      [host.client, "PATCH", "/api/profile/notifications", { emailUpdates: true, smsNotifications: false }],
      [host.client, "POST", "/api/accounts/password", { currentPassword: "x", newPassword: "Fine-Pass-2024!" }],
      [host.client, "POST", "/api/listings", validListing()],
      [host.client, "PATCH", `/api/listings/${listing.id}`, { title: "New title here" }],
      [host.client, "PUT", `/api/listings/${listing.id}/images/order`, { imageIds: [] }],
      [host.client, "POST", "/api/saved-creators", { creatorId: creator.id }],
      [host.client, "POST", "/api/invitations", { creatorId: creator.id, listingId: listing.id }],
      [creator.client, "PUT", "/api/creators/me", validCreatorForm],
      [creator.client, "PUT", "/api/portfolio/order", { ids: [] }],
    ];
    const contentTypes = [
      "text/plain",
      "application/x-www-form-urlencoded",
      "text/xml",
      "image/png",
      "application/jsonx",
      null,
    ];
    const before = await rowCounts();
    for (const [client, method, path, body] of routes) {
      for (const type of contentTypes) {
        const headers: Record<string, string> = type ? { "content-type": type } : {};
        const res = await client.request(method, path, JSON.stringify(body), headers);
        expect(res.status, `${method} ${path} as ${type}`).toBe(415);
      }
    }
    expect(await rowCounts()).toEqual(before);
    // The same request as JSON is accepted (charset allowed).
    const ok = await host.client.request("PATCH", "/api/profile", JSON.stringify({ bio: "fine" }), {
      "content-type": "application/json; charset=utf-8",
    });
    expect(ok.status).toBe(200);
  });

  it("answers 415 to a multipart body on routes that take no uploads", async () => {
    const host = await ctx.userClient("host");
    const form = new FormData();
    form.append("bio", "x");
    for (const [method, path] of [
      ["PATCH", "/api/profile"],
      ["POST", "/api/site/contact"],
      ["POST", "/api/accounts/sign-in"],
      ["DELETE", "/api/accounts/me"],
    ] as const) {
      expect((await host.client.request(method, path, form)).status, `${method} ${path}`).toBe(415);
    }
    expect((await host.client.get("/api/profile")).status).toBe(200);
  });
});

describe("cross-site requests (CSRF)", () => {
  it("refuses state changes a browser marks as cross-site, with or without Origin", async () => {
    const { client } = await ctx.userClient("host");
    const attempts: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { referer: "https://evil.example/page" },
      { origin: "null" },
    ];
    for (const headers of attempts) {
      const res = await client.request("PATCH", "/api/profile", { bio: "hijacked" }, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    const [row] = await ctx.db.select({ bio: profiles.bio }).from(profiles).limit(1);
    expect(row?.bio).not.toBe("hijacked");
    const allowed: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin", origin: "http://localhost:3000" },
      { referer: "http://localhost:3000/settings" },
      {},
    ];
    for (const headers of allowed) {
      expect((await client.request("PATCH", "/api/profile", { bio: "mine" }, headers)).status).toBe(200);
    }
  });
});

describe("stored files", () => {
  it("keep their own sandbox policy (not the SPA's) and refuse an MP4 that hides HTML", async () => {
    const creator = await ctx.userClient("creator");
    const video = await creator.client.post("/api/portfolio", fileForm(mp4(), "clip.mp4", "video/mp4"));
    expect(video.status).toBe(201);
    const { item } = (await video.json()) as { item: { url: string } };
    const file = await ctx.app.request(item.url);
    expect(file.status).toBe(200);
    const csp = file.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("sandbox");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src 'self'");
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");

    const before = await rowCounts();
    const html = await creator.client.post("/api/portfolio", fileForm(mp4WithHtml(), "clip.mp4", "video/mp4"));
    expect(html.status).toBe(415);
    expect(await rowCounts()).toEqual(before);
  });

  it("answer 404 to a file name longer than the file system allows", async () => {
    const res = await ctx.app.request(`/files/portfolio/${"a".repeat(300)}.mp4`);
    expect(res.status).toBe(404);
    const deep = await ctx.app.request(`/files/avatars/x/${"b".repeat(250)}/${"c".repeat(250)}.jpg`);
    expect(deep.status).toBe(404);
  });
});

describe("private answers and headers", () => {
  it("marks every signed-in API answer no-store", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    for (const [client, path] of [
      [host.client, "/api/profile"],
      [creator.client, "/api/creators/me"],
      [host.client, "/api/invitations"],
      [host.client, "/api/saved-creators"],
      [host.client, "/api/creators"],
      [host.client, "/api/listings/mine"],
      [host.client, `/api/creators/${creator.id}/portfolio`],
    ] as const) {
      const res = await client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
    }
  });

  it("lets the SPA open sockets to its own origin only", async () => {
    const csp = (await ctx.client().get("/api/health")).headers.get("content-security-policy") ?? "";
    const connect = /connect-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(connect.split(" ").sort()).toEqual(["'self'", "ws://localhost:3000"]);
  });
});

describe("throttles by client address (TRUST_PROXY + X-Forwarded-For)", () => {
  it("limits contact messages per address with Retry-After, and not other addresses", async () => {
    const one = ctx.client({ "x-forwarded-for": "203.0.113.40" });
    const body = { fullName: "Ann", email: "ann@example.test", message: "Hello", consent: true };
    for (let i = 0; i < 5; i++) expect((await one.post("/api/site/contact", body)).status).toBe(201);
    const res = await one.post("/api/site/contact", body);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect((await errorOf(res)).message).toMatch(/Please wait (59|60) minutes/);
    expect((await ctx.client({ "x-forwarded-for": "203.0.113.41" }).post("/api/site/contact", body)).status).toBe(201);
  });

  it("limits waitlist sign-ups per address", async () => {
    const one = ctx.client({ "x-forwarded-for": "203.0.113.42" });
    for (let i = 0; i < 20; i++) {
      expect((await one.post("/api/site/waitlist", { email: uniqueEmail("w") })).status).toBe(201);
    }
    const res = await one.post("/api/site/waitlist", { email: uniqueEmail("w") });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    const other = ctx.client({ "x-forwarded-for": "203.0.113.43" });
    expect((await other.post("/api/site/waitlist", { email: uniqueEmail("w") })).status).toBe(201);
  });

  it("ignores X-Forwarded-For unless TRUST_PROXY is on", async () => {
    const direct = await createTestContext({ trustProxy: false });
    try {
      const body = { fullName: "Ann", email: "ann@example.test", message: "Hello", consent: true };
      for (let i = 0; i < 5; i++) {
        const res = await direct.client({ "x-forwarded-for": `198.51.100.${i}` }).post("/api/site/contact", body);
        expect(res.status).toBe(201);
      }
      const res = await direct.client({ "x-forwarded-for": "198.51.100.99" }).post("/api/site/contact", body);
      expect(res.status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});

describe("upload throttle", () => {
  it("counts every upload of an account and refuses past the limit before reading the file", async () => {
    const creator = await ctx.userClient("creator");
    expect((await creator.client.post("/api/portfolio", fileForm(await png(), "a.png", "image/png"))).status).toBe(201);
    const [counter] = await ctx.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `upload:${creator.id}`));
    expect(counter?.count).toBe(1);
    await ctx.db
      .update(rateLimits)
      .set({ count: uploadRateLimit.max })
      .where(eq(rateLimits.key, `upload:${creator.id}`));
    const before = await rowCounts();
    const res = await creator.client.post("/api/portfolio", fileForm(await png(), "b.png", "image/png"));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    expect((await errorOf(res)).message).toMatch(/uploaded many files/);
    expect(await rowCounts()).toEqual(before);
    // Another account is not slowed down.
    const other = await ctx.userClient("creator");
    expect((await other.client.post("/api/portfolio", fileForm(await png(), "c.png", "image/png"))).status).toBe(201);
  });
});
