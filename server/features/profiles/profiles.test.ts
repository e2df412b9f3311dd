import { profileCompleteness } from "@domain/profile-completeness.ts";
import { inferRegion } from "@domain/region.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe("own profile", () => {
  it("is 401 for visitors, read and write", async () => {
    const visitor = ctx.client();
    expect((await visitor.get("/api/profile")).status).toBe(401);
    expect((await visitor.patch("/api/profile", { fullName: "X" })).status).toBe(401);
    expect(
      (await visitor.patch("/api/profile/notifications", { emailUpdates: false, smsNotifications: true })).status,
    ).toBe(401);
  });

  it("returns the signed-in user's private fields with the spec defaults", async () => {
    for (const role of ["creator", "host"] as const) {
      const { client, email, id } = await ctx.userClient(role);
      const res = await client.get("/api/profile");
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        profile: { id, email, userType: role, phone: null, emailUpdates: true, smsNotifications: false },
      });
    }
  });

  it("updates account fields and clears one with an empty string; the session name follows", async () => {
    const { client } = await ctx.userClient("host");
    const res = await client.patch("/api/profile", {
      fullName: "  Sofia Marino ",
      phone: "+39 333 1234567",
      location: "Amalfi, Italy",
      bio: "Boutique hotel on the coast.",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      profile: { fullName: "Sofia Marino", phone: "+39 333 1234567", location: "Amalfi, Italy" },
    });
    const cleared = await client.patch("/api/profile", { phone: "" });
    expect(await cleared.json()).toMatchObject({ profile: { phone: null, location: "Amalfi, Italy" } });
    const session = await client.get("/api/accounts/session");
    expect(await session.json()).toMatchObject({ user: { fullName: "Sofia Marino" } });
  });

  it("only ever touches the caller's own row", async () => {
    const a = await ctx.userClient("creator");
    const b = await ctx.userClient("creator");
    await a.client.patch("/api/profile", { bio: "A's bio" });
    const bProfile = (await (await b.client.get("/api/profile")).json()) as { profile: { bio: string | null } };
    expect(bProfile.profile.bio).toBeNull();
  });

  it("answers each concurrent edit with its own change, and keeps a creator's derived fields in step", async () => {
    const { client, id } = await ctx.userClient("creator");
    const locations = ["Kyoto, Japan", "Lisbon, Portugal", "Cusco, Peru", "Nairobi, Kenya", "Toronto, Canada"];
    const bios = ["", "Slow travel", "", "Food and hotels", "Mountains"];
    // Edits of one profile at once: each reads the rows, and any that another changed meanwhile writes again under
    // the row locks (profile-write.ts).
    const answers = await Promise.all([
      ...locations.map((location) => client.patch("/api/profile", { location })),
      ...bios.map((bio) => client.patch("/api/profile", { bio })),
    ]);
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as {
      profile: { location: string; bio: string };
    }[];
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(bodies.slice(0, locations.length).map((b) => b.profile.location)).toEqual(locations);
    expect(bodies.slice(locations.length).map((b) => b.profile.bio)).toEqual(bios.map((bio) => bio || null));
    const [row] = (
      await ctx.db.execute<{
        location: string | null;
        bio: string | null;
        full_name: string;
        avatar_key: string | null;
        specialty: string | null;
        platforms: string[];
        follower_count: number;
        instagram_handle: string | null;
        tiktok_handle: string | null;
        youtube_handle: string | null;
        region: string | null;
        completeness: number;
        same_search: boolean;
      }>(sql`
        select p.location, p.bio, p.full_name, p.avatar_key, c.specialty, c.platforms, c.follower_count,
               c.instagram_handle, c.tiktok_handle, c.youtube_handle, c.region, c.completeness,
               c.search = p.search as same_search
          from profiles p join creator_profiles c on c.id = p.id where p.id = ${id}`)
    ).rows;
    if (!row) throw new Error("creator rows missing");
    expect(row.region).toBe(inferRegion(row.location));
    expect(row.completeness).toBe(
      profileCompleteness({
        avatar: row.avatar_key,
        fullName: row.full_name,
        bio: row.bio,
        specialty: row.specialty,
        platforms: row.platforms,
        followerCount: Number(row.follower_count),
        instagramHandle: row.instagram_handle,
        tiktokHandle: row.tiktok_handle,
        youtubeHandle: row.youtube_handle,
      }),
    );
    expect(row.same_search).toBe(true);
  });

  it("keeps the e-mail read-only and refuses bad input without changing anything", async () => {
    const { client, email } = await ctx.userClient("creator");
    const before = await (await client.get("/api/profile")).json();
    const attempts = [
      { email: "new@example.test" },
      { fullName: "" },
      { fullName: 42 },
      { bio: "x".repeat(2001) },
      { id: "someone-else" },
    ];
    for (const body of attempts) {
      const res = await client.patch("/api/profile", body);
      expect(res.status).toBe(400);
    }
    const malformed = await client.request("PATCH", "/api/profile", "{", { "content-type": "application/json" });
    expect(malformed.status).toBe(400);
    const after = (await (await client.get("/api/profile")).json()) as { profile: { email: string } };
    expect(after).toEqual(before);
    expect(after.profile.email).toBe(email);
  });

  it("saves notification preferences and requires both booleans", async () => {
    const { client } = await ctx.userClient("host");
    await client.patch("/api/profile", { phone: "+44 7700 900123" });
    const res = await client.patch("/api/profile/notifications", { emailUpdates: false, smsNotifications: true });
    expect(await res.json()).toMatchObject({ profile: { emailUpdates: false, smsNotifications: true } });
    expect(
      (await client.patch("/api/profile/notifications", { emailUpdates: "no", smsNotifications: true })).status,
    ).toBe(400);
    expect((await client.patch("/api/profile/notifications", { emailUpdates: true })).status).toBe(400);
  });
});

describe("SMS notifications need a phone number", () => {
  type Profile = { profile: { phone: string | null; smsNotifications: boolean; emailUpdates: boolean } };
  const read = async (client: Awaited<ReturnType<typeof ctx.userClient>>["client"]) =>
    ((await (await client.get("/api/profile")).json()) as Profile).profile;

  it("refuses SMS on without a phone, with the reason on the phone field, and changes nothing", async () => {
    const { client } = await ctx.userClient("creator");
    const res = await client.patch("/api/profile/notifications", { emailUpdates: false, smsNotifications: true });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: "validation_failed", fields: { phone: "Add a mobile number to get SMS notifications" } },
    });
    expect(await read(client)).toMatchObject({ phone: null, smsNotifications: false, emailUpdates: true });
  });

  it("takes the phone along with the switch, and refuses one that cannot be texted", async () => {
    const { client } = await ctx.userClient("host");
    const bad = await client.patch("/api/profile/notifications", {
      emailUpdates: true,
      smsNotifications: true,
      phone: "call me",
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty("phone");
    expect(await read(client)).toMatchObject({ phone: null, smsNotifications: false });

    const ok = await client.patch("/api/profile/notifications", {
      emailUpdates: true,
      smsNotifications: true,
      phone: " +351 912 345 678 ",
    });
    expect(ok.status).toBe(200);
    expect(await read(client)).toMatchObject({ phone: "+351 912 345 678", smsNotifications: true });
    // Switching off keeps the number.
    await client.patch("/api/profile/notifications", { emailUpdates: true, smsNotifications: false });
    expect(await read(client)).toMatchObject({ phone: "+351 912 345 678", smsNotifications: false });
  });

  it("refuses removing the phone while SMS is on; allows it once SMS is off", async () => {
    const { client } = await ctx.userClient("host");
    await client.patch("/api/profile", { phone: "+1 415 555 0100" });
    await client.patch("/api/profile/notifications", { emailUpdates: true, smsNotifications: true });
    const refused = await client.patch("/api/profile", { phone: "" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: { fields: { phone: "Turn off SMS notifications before removing your phone number" } },
    });
    expect(await read(client)).toMatchObject({ phone: "+1 415 555 0100", smsNotifications: true });
    // Other account edits without the phone key go through.
    expect((await client.patch("/api/profile", { location: "Oakland, USA" })).status).toBe(200);

    await client.patch("/api/profile/notifications", { emailUpdates: true, smsNotifications: false });
    expect((await client.patch("/api/profile", { phone: "" })).status).toBe(200);
    expect(await read(client)).toMatchObject({ phone: null, smsNotifications: false });
  });

  it("cannot be beaten by a concurrent phone removal", async () => {
    const { client } = await ctx.userClient("host");
    await client.patch("/api/profile", { phone: "+1 415 555 0101" });
    const [on, clear] = await Promise.all([
      client.patch("/api/profile/notifications", { emailUpdates: true, smsNotifications: true }),
      client.patch("/api/profile", { phone: null }),
    ]);
    // Whichever ran first wins; the other is refused (never a 5xx), and SMS is never on without a phone.
    expect([on.status, clear.status].sort()).toEqual([200, 400]);
    const after = await read(client);
    expect(after.smsNotifications && after.phone === null).toBe(false);
  });
});
