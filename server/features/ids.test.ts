import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/** Ids in paths come from anyone: a malformed one is a 4xx, never a database cast error (500). */
describe("malformed ids in paths", () => {
  const bad = ["not-a-uuid", "1", "00000000-0000-0000-0000-00000000000g", "%27%20or%201%3D1"];

  it("answers 4xx on every route that takes an id", async () => {
    const host = await ctx.userClient("host");
    const creator = await ctx.userClient("creator");
    const calls: [typeof host.client, string, string, unknown?][] = [];
    for (const id of bad) {
      calls.push(
        [ctx.client(), "GET", `/api/creators/${id}`],
        [ctx.client(), "GET", `/api/creators/${id}/portfolio`],
        [creator.client, "GET", `/api/listings/${id}`],
        [host.client, "PATCH", `/api/listings/${id}`, { title: "x" }],
        [host.client, "DELETE", `/api/listings/${id}`],
        [host.client, "DELETE", `/api/listings/${id}/images/${id}`],
        [host.client, "PUT", `/api/listings/${id}/images/order`, { imageIds: [] }],
        [creator.client, "GET", `/api/listings/${id}/gallery`],
        [creator.client, "DELETE", `/api/listings/${id}/gallery/${id}`],
        [creator.client, "DELETE", `/api/portfolio/${id}`],
        [creator.client, "PATCH", `/api/portfolio/${id}`, { tags: ["a"] }],
        [host.client, "DELETE", `/api/saved-creators/${id}`],
        [host.client, "POST", "/api/saved-creators", { creatorId: id }],
        [host.client, "PATCH", `/api/invitations/${id}`, { status: "withdrawn" }],
        [host.client, "POST", "/api/invitations", { creatorId: id, listingId: id }],
        [ctx.client(), "GET", `/api/accounts/password-reset/${id}`],
      );
    }
    for (const [client, method, url, body] of calls) {
      const res = await client.request(method, url, body);
      expect([400, 404], `${method} ${url} → ${res.status}`).toContain(res.status);
    }
  });
});
