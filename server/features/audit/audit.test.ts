import { eq, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index.ts";
import { createTestContext, type TestContext } from "../../test/harness.ts";
import { auditPageSize } from "./queries.ts";
import { recordAudit } from "./record.ts";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/** The database's own refusal of a statement (drizzle wraps it: the cause carries PostgreSQL's message). */
async function refusal(statement: SQL): Promise<string> {
  try {
    await ctx.db.execute(statement);
  } catch (error) {
    return String((error as { cause?: { message?: string } }).cause?.message ?? error);
  }
  return "accepted";
}

type Page = { entries: { action: string; actor: { id: string; name: string | null } }[]; next: string | null };

describe("audit log (decision 0057)", () => {
  it("is append-only for the application's own database role: UPDATE, DELETE and TRUNCATE are refused", async () => {
    const op = await ctx.operatorClient();
    const before = await ctx.db.select().from(auditLog).where(eq(auditLog.actorId, op.id));
    expect(before.length).toBeGreaterThan(0);
    expect(await refusal(sql`update audit_log set reason = 'edited' where actor_id = ${op.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from audit_log where actor_id = ${op.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_log`)).toMatch(/append-only/);
    const after = await ctx.db.select().from(auditLog).where(eq(auditLog.actorId, op.id));
    expect(after).toEqual(before);
  });

  it("lists the newest first for operators, filtered and paged; a deleted account's rows stay with ids only", async () => {
    const op = await ctx.operatorClient();
    const host = await ctx.userClient("host", "Gone Host");
    for (let i = 0; i < auditPageSize + 5; i++) {
      await recordAudit(ctx.db, { action: "operator.sign_in", actorId: host.id, details: { i } });
    }
    expect((await host.client.delete("/api/accounts/me")).status).toBe(204);
    const first = (await (await op.client.get(`/api/operator/audit?actorId=${host.id}`)).json()) as Page;
    expect(first.entries).toHaveLength(auditPageSize);
    // The deletion itself is the newest row about them (a security event).
    expect(first.entries[0]).toMatchObject({ action: "account.deleted", actor: { id: host.id, name: null } });
    expect(first.next).not.toBeNull();
    const second = (await (
      await op.client.get(`/api/operator/audit?actorId=${host.id}&before=${encodeURIComponent(first.next ?? "")}`)
    ).json()) as Page;
    expect(second.entries).toHaveLength(6);
    expect(second.next).toBeNull();
    const mine = (await (await op.client.get("/api/operator/audit?action=operator.two_factor_enabled")).json()) as Page;
    expect(mine.entries.some((e) => e.actor.id === op.id && e.actor.name === "Olga Operator")).toBe(true);
    const bad = await op.client.get(`/api/operator/audit?before=${"x".repeat(10_000)}`);
    expect(bad.status).toBe(400);
  });
});
