import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { "x-access": { rule: string; owner?: string }; responses: object }>>;
};

describe("the API contract", () => {
  it("serves an OpenAPI 3.1 document built from the routes' contracts", async () => {
    const res = await ctx.client().get("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Document;
    expect(doc.openapi).toBe("3.1.0");
    const unsave = doc.paths["/api/saved-creators/{creatorId}"]?.delete;
    expect(unsave?.["x-access"]).toEqual({ rule: "host" });
    expect(Object.keys(unsave?.responses ?? {})).toEqual(expect.arrayContaining(["204", "401", "403", "404"]));
    expect(doc.paths["/api/saved-creators"]?.post?.responses).toHaveProperty("409");
  });

  it("shows the reference with Swagger UI served from our own origin", async () => {
    const page = await ctx.client().get("/api/docs");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('src="/api-docs-assets/swagger-ui-bundle.js"');
    const script = await ctx.client().get("/api-docs-assets/swagger-ui-bundle.js");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect((await ctx.client().get("/api-docs-assets/package.json")).status).toBe(404);
  });

  it("is off in production unless API_DOCS=on", async () => {
    const production = await createTestContext({ production: true, apiDocs: false });
    try {
      expect((await production.client().get("/api/openapi.json")).status).toBe(404);
      expect((await production.client().get("/api/docs")).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
