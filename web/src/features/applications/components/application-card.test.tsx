// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { demoHost, renderApp } from "@/test/render.tsx";
import type { Application } from "../api.ts";
import { ApplicationCard } from "./application-card.tsx";

const application: Application = {
  id: "44444444-4444-4444-8444-444444444444",
  status: "pending",
  message: "A sunrise reel from the terrace.",
  guestCount: 2,
  checkIn: "2027-03-14",
  checkOut: "2027-03-17",
  nights: 3,
  deliverables: {
    posts: 3,
    stories: 6,
    videos: 1,
    compensation_type: "accommodation_plus_payment",
    usage_rights: "extended",
    usage_duration_months: 24,
  },
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  listing: { id: "55555555-5555-4555-8555-555555555555", title: "Villa Azul", location: "Positano, Italy" },
  host: { id: demoHost.id, name: "Hana Host", avatarUrl: null },
  creator: { id: "00000000-0000-4000-8000-00000000c001", name: "Casey Creator", avatarUrl: null },
  conversationId: null,
  collaborationId: null,
  creatorFollowers: { total: 1_250_000, instagram: 830_950, tiktok: 420_000, youtube: 0 },
};

const show = (a: Application, viewer: "host" | "creator") =>
  renderApp(<ApplicationCard application={a} viewer={viewer} busy={false} onAct={() => {}} onChat={() => {}} />, {
    user: viewer === "host" ? demoHost : undefined,
  });

describe("ApplicationCard shows the host the whole application (issue 35 part 4)", () => {
  it("compensation, usage rights and duration, dates, guests and the creator's follower counts", () => {
    show(application, "host");
    expect(screen.getByTestId("application-dates")).toHaveTextContent("3 nights");
    expect(screen.getByTestId("application-guests")).toHaveTextContent("2");
    expect(screen.getByTestId("application-compensation")).toHaveTextContent("Accommodation + payment");
    expect(screen.getByTestId("application-rights")).toHaveTextContent("Extended, 24 months");
    expect(screen.getByTestId("application-followers")).toHaveTextContent(
      "1.2M followers · Instagram 830k · TikTok 420k",
    );
  });

  it("older free-text deliverables and a creator without counts still read clearly", () => {
    show({ ...application, deliverables: "Three reels", creatorFollowers: null }, "host");
    expect(screen.getByTestId("application-compensation")).toHaveTextContent("Not specified");
    expect(screen.getByTestId("application-rights")).toHaveTextContent("Not specified");
    expect(screen.getByTestId("application-followers")).toHaveTextContent("Not given");
  });

  it("the creator sees their own offer, not their follower counts", () => {
    show(application, "creator");
    expect(screen.getByTestId("application-compensation")).toHaveTextContent("Accommodation + payment");
    expect(screen.queryByTestId("application-followers")).toBeNull();
  });
});
