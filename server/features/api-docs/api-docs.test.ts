import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectOperations } from "../../lib/openapi.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

type Operation = {
  operationId: string;
  summary: string;
  "x-access": { rule: string; owner?: string };
  parameters: { name?: string; in?: string; $ref?: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: object;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, { name: string; in: string }> };
};

describe("the API contract", () => {
  it("declares every mounted /api route (a route nobody lists is a route nobody tests)", () => {
    const { operations, undeclared } = collectOperations(ctx.app.routes);
    expect(undeclared).toEqual([]);
    // The dev mailbox and the docs themselves are mounted in tests too, so they are among the checked routes.
    const keys = operations.map((o) => `${o.method} ${o.path}`);
    expect(keys).toEqual(expect.arrayContaining(["GET /api/dev/mailbox", "GET /api/openapi.json"]));
    expect(keys.length).toBeGreaterThan(40);
  });

  it("gives every operation a summary and a schema for every JSON success answer", () => {
    const { operations } = collectOperations(ctx.app.routes);
    const problems: string[] = [];
    for (const { method, path, contract } of operations) {
      if (contract.summary.trim().length === 0) problems.push(`${method} ${path}: no summary`);
      for (const [status, response] of Object.entries(contract.responses)) {
        const isJson = (response.contentType ?? "application/json") === "application/json";
        const hasBody = Number(status) !== 204 && Number(status) < 300;
        if (isJson && hasBody && !response.schema) problems.push(`${method} ${path}: ${status} has no schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("serves an OpenAPI 3.1 document built from the routes' contracts", async () => {
    const res = await ctx.client().get("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Document;
    expect(doc.openapi).toBe("3.1.0");
    const unsave = doc.paths["/api/saved-creators/{creatorId}"]?.delete;
    expect(unsave?.["x-access"]).toEqual({ rule: "host" });
    expect(Object.keys(unsave?.responses ?? {})).toEqual(expect.arrayContaining(["204", "401", "403", "404"]));
    expect(doc.paths["/api/saved-creators"]?.post?.responses).toHaveProperty("409");

    // Every declared operation is in the document, once.
    const documented = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    expect(documented).toHaveLength(collectOperations(ctx.app.routes).operations.length);
    const ids = Object.values(doc.paths).flatMap((methods) => Object.values(methods).map((o) => o.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    // A route taking JSON or multipart documents both; two path ids are two path parameters.
    const create = doc.paths["/api/listings"]?.post;
    expect(Object.keys(create?.requestBody?.content ?? {}).sort()).toEqual(["application/json", "multipart/form-data"]);
    const removeImage = doc.paths["/api/listings/{id}/images/{imageId}"]?.delete;
    expect(removeImage?.parameters.map((p) => [p.name, p.in])).toEqual([
      ["id", "path"],
      ["imageId", "path"],
    ]);
    expect(removeImage?.["x-access"].rule).toBe("host");
    // A create that takes an Idempotency-Key documents the header and the 422 of a key reused for another body.
    const pay = doc.paths["/api/payments"]?.post;
    expect(pay?.parameters).toContainEqual({ $ref: "#/components/parameters/IdempotencyKey" });
    expect(Object.keys(pay?.responses ?? {})).toEqual(expect.arrayContaining(["201", "409", "422"]));
    expect(doc.paths["/api/payments"]?.get?.parameters).toEqual([]);
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({ name: "Idempotency-Key", in: "header" });
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
