// @vitest-environment happy-dom
import type { Figures } from "@domain/reviews.ts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp, stubApi } from "@/test/render.tsx";
import { ReputationFigures } from "./reputation.tsx";

const userId = "00000000-0000-4000-8000-00000000a001";
const base: Figures = {
  rating: { average: 4.5, count: 2 },
  responseRate: 90,
  responseTime: "within an hour",
  staysHonoured: null,
  onTimeDelivery: null,
  completedCollaborations: null,
};

const show = (figures: Figures) => {
  stubApi((request) => (request.path === `/api/reviews/users/${userId}/figures` ? { body: figures } : undefined));
  renderApp(<ReputationFigures userId={userId} />);
};

describe("the host card's 'stays honoured' (issue 35 part 12)", () => {
  it("shows the share of accepted stays the host kept, with its counts", async () => {
    show({ ...base, staysHonoured: { honoured: 24, accepted: 25, percent: 96 } });
    expect(await screen.findByTestId("stays-honoured")).toHaveTextContent("Stays honoured 96% (24 of 25 accepted)");
  });
  it("is left out when the server says the sample is too small", async () => {
    show(base);
    expect(await screen.findByTestId("reputation")).toHaveTextContent("Response rate 90%");
    expect(screen.queryByTestId("stays-honoured")).toBeNull();
  });
});

describe("the creator's on-time delivery and completed collaborations (issue 35 part 12)", () => {
  it("shows both with their counts, in the look of the host's figures", async () => {
    show({ ...base, onTimeDelivery: { onTime: 23, items: 25, percent: 92 }, completedCollaborations: 12 });
    expect(await screen.findByTestId("on-time-delivery")).toHaveTextContent("On-time delivery 92% (23 of 25 items)");
    expect(screen.getByTestId("completed-collaborations")).toHaveTextContent("12 collaborations completed");
  });
  it("says '1 collaboration completed', and leaves out what the server withholds", async () => {
    show({ ...base, completedCollaborations: 1 });
    expect(await screen.findByTestId("completed-collaborations")).toHaveTextContent("1 collaboration completed");
    expect(screen.queryByTestId("on-time-delivery")).toBeNull();
  });
});
