// @vitest-environment happy-dom
import type { ContractDocument } from "@domain/collaborations.ts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { demoHost, renderApp, stubApi } from "@/test/render.tsx";
import { ContractDocumentPage } from "./contract-document.tsx";

const id = "66666666-6666-4666-8666-666666666666";
const doc: ContractDocument = {
  collaboration: {
    id,
    applicationId: "44444444-4444-4444-8444-444444444444",
    listing: { id: "55555555-5555-4555-8555-555555555555", title: "Villa Azul", location: "Positano, Italy" },
    host: { id: demoHost.id, name: "Hana Host", avatarUrl: null },
    creator: { id: "00000000-0000-4000-8000-00000000c001", name: "Casey Creator", avatarUrl: null },
    status: "active",
    paymentStatus: "pending",
    paymentAmountCents: 36000,
    totalNights: 3,
    startDate: "2027-03-14",
    agreedDeliverables: { posts: 3, stories: 6, videos: 1 },
    items: { agreed: 10, approved: 0 },
    checkOutDate: "2027-03-17",
    completableFrom: "2027-03-17",
    contentDue: { days: 14, date: "2027-03-31" },
    completionAwaits: null,
    cancellation: null,
    stay: { phase: "upcoming", arrivedAt: null, departedAt: null, checkInCode: null, actions: [], noShow: null },
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    actions: [],
    dispute: null,
  },
  terms: {
    compensationType: "accommodation_plus_payment",
    paymentAmountCents: 36000,
    additionalNights: 0,
    usageRights: "extended",
    usageDurationMonths: 24,
    specialRequirements: null,
  },
  acceptedAt: { host: "2026-11-21T10:00:00.000Z", creator: "2026-11-20T10:00:00.000Z" },
  guestCount: 2,
};

describe("the printable contract carries the deal (issue 35 part 10)", () => {
  it("check-in and check-out, guests, usage rights and duration, both parties and the listing", async () => {
    stubApi((request) => (request.path === `/api/collaborations/${id}` ? { body: doc } : undefined));
    renderApp(<ContractDocumentPage id={id} />, { user: demoHost });
    expect(await screen.findByTestId("contract-Check-in")).toHaveTextContent("14 Mar 2027");
    expect(screen.getByTestId("contract-Check-out")).toHaveTextContent("17 Mar 2027");
    expect(screen.getByTestId("contract-Nights")).toHaveTextContent("3");
    expect(screen.getByTestId("contract-Guests")).toHaveTextContent("2");
    expect(screen.getByTestId("contract-Usage rights")).toHaveTextContent("Extended for 24 months");
    expect(screen.getByTestId("contract-Host")).toHaveTextContent("Hana Host");
    expect(screen.getByTestId("contract-Creator")).toHaveTextContent("Casey Creator");
    expect(screen.getByTestId("contract-Listing")).toHaveTextContent("Villa Azul · Positano, Italy");
  });

  it("a stay without agreed dates says so instead of inventing them", async () => {
    const flexible = {
      ...doc,
      collaboration: { ...doc.collaboration, startDate: null, checkOutDate: null, totalNights: null },
    };
    stubApi((request) => (request.path === `/api/collaborations/${id}` ? { body: flexible } : undefined));
    renderApp(<ContractDocumentPage id={id} />, { user: demoHost });
    expect(await screen.findByTestId("contract-Check-in")).toHaveTextContent("No agreed dates");
    expect(screen.getByTestId("contract-Check-out")).toHaveTextContent("No agreed dates");
  });
});
