import type { CreatePaymentInput } from "@domain/payments.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/test/render.tsx";
import { call, client } from "./api-client.ts";
import { sendOnce } from "./send-once.ts";

afterEach(() => vi.unstubAllGlobals());

const input: CreatePaymentInput = { collaborationId: "00000000-0000-4000-8000-0000000000c1", amount: "12.50" };
const createPayment = () => sendOnce((header) => call(client.api.payments.$post({ json: input, header })), [1, 1]);

describe("sendOnce: the Idempotency-Key of a create", () => {
  it("sends a fresh key per action", async () => {
    const api = stubApi(() => ({ status: 201, body: { ok: true } }));
    await createPayment();
    await createPayment();
    const keys = api.changes().map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("reuses the action's key on its retries: no answer, a 503, the same key still in progress", async () => {
    const failures = [
      // The first answer never arrives: the connection drops after the server made the payment.
      { status: 201, body: { ok: true } },
      { status: 503, body: { error: { code: "database_unavailable", message: "Try again" } } },
      { status: 409, body: { error: { code: "idempotency_key_in_progress", message: "Still running" } } },
    ];
    let calls = 0;
    const api = stubApi(() => failures.shift() ?? { status: 201, body: { ok: true } });
    const fetchWithDrop = globalThis.fetch;
    vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => {
      const answer = await fetchWithDrop(...args);
      if (calls++ === 0) throw new TypeError("Failed to fetch");
      return answer;
    });
    // A dropped connection, then a 503, then "in progress": three retries allowed here.
    await expect(
      sendOnce((header) => call(client.api.payments.$post({ json: input, header })), [1, 1, 1]),
    ).resolves.toEqual({ ok: true });
    const keys = api.changes().map((request) => request.idempotencyKey);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
  });

  it("does not retry a final answer, and gives up after its retries", async () => {
    const conflict = { status: 409, body: { error: { code: "conflict", message: "Not active" } } };
    const refused = stubApi(() => conflict);
    await expect(createPayment()).rejects.toMatchObject({ status: 409, code: "conflict" });
    expect(refused.changes()).toHaveLength(1);
    const down = stubApi(() => ({ status: 503, body: { error: { code: "database_unavailable", message: "Down" } } }));
    await expect(createPayment()).rejects.toMatchObject({ status: 503 });
    expect(down.changes()).toHaveLength(3);
  });
});
