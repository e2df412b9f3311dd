// @vitest-environment happy-dom
import type { Payment } from "@domain/payments.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { demoHost, renderApp, stubApi } from "@/test/render.tsx";
import { PaymentManagement } from "./payment-management.tsx";

const collaborationId = "22222222-2222-4222-8222-222222222222";
const base = {
  collaborationId,
  collaborationTitle: "Villa Azul",
  description: null,
  paymentType: "additional",
  approvedAt: null,
  paidAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
} as const;
const added: Payment = {
  ...base,
  id: "33333333-3333-4333-8333-333333333331",
  amountCents: 1000,
  status: "approved",
  requester: { id: demoHost.id, name: "Hana Host" },
  madeBy: "host",
  approvedAt: "2026-11-20T10:00:00.000Z",
  actions: [],
};
const requested: Payment = {
  ...base,
  id: "33333333-3333-4333-8333-333333333332",
  amountCents: 2500,
  status: "pending",
  requester: { id: "00000000-0000-4000-8000-00000000c001", name: "Casey Creator" },
  madeBy: "creator",
  actions: [],
};

function server(items: Payment[]) {
  return stubApi((request) => {
    if (request.path === "/api/payments") return { body: { items, totals: [] } };
    if (request.path === "/api/collaborations") return { body: { items: [] } };
    return undefined;
  });
}

const card = async (amount: string) =>
  (await screen.findAllByTestId("payment-card")).find((c) => c.textContent?.includes(amount)) as HTMLElement;

describe("PaymentManagement: who pays whom (decision 0059)", () => {
  it("the host adds a payment (approved), approves the creator's request, marks paid, withdraws their own", async () => {
    server([
      { ...added, actions: ["paid", "cancelled"] },
      { ...requested, actions: ["approved"] },
    ]);
    renderApp(<PaymentManagement />, { user: demoHost });
    expect(await screen.findByRole("button", { name: "Add a payment" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Request Payment" })).toBeNull();
    const mine = within(await card("$10"));
    expect(mine.getByText(/added by Hana Host/)).toBeVisible();
    expect(mine.getByTestId("payment-next-step")).toHaveTextContent("Mark it paid once you have sent the money.");
    expect(mine.getByRole("button", { name: "Mark as Paid" })).toBeVisible();
    expect(mine.getByRole("button", { name: "Withdraw Payment" })).toBeVisible();
    const theirs = within(await card("$25"));
    expect(theirs.getByText(/requested by Casey Creator/)).toBeVisible();
    expect(theirs.getByTestId("payment-next-step")).toHaveTextContent("Waiting for your approval.");
    expect(theirs.getByRole("button", { name: "Approve" })).toBeVisible();
  });

  it("the creator requests a payment and reads what the host does next", async () => {
    server([added, { ...requested, actions: ["cancelled"] }]);
    renderApp(<PaymentManagement />);
    expect(await screen.findByRole("button", { name: "Request Payment" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add a payment" })).toBeNull();
    const fromHost = within(await card("$10"));
    expect(fromHost.getByTestId("payment-next-step")).toHaveTextContent(
      "The host marks it paid once the money is sent.",
    );
    expect(fromHost.queryByRole("button")).toBeNull();
    const mine = within(await card("$25"));
    expect(mine.getByTestId("payment-next-step")).toHaveTextContent("Waiting for the host's approval.");
    expect(mine.getByRole("button", { name: "Cancel Request" })).toBeVisible();
  });
});
