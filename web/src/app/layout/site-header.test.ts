import { describe, expect, it } from "vitest";
import { navItems } from "./site-header.tsx";

const labels = (userType: "creator" | "host" | null, mobile: boolean) => navItems(userType, mobile).map((i) => i.label);

describe("navItems", () => {
  it("gives hosts on small screens My Profile and Contracts, as creators have (issue 12 item 16)", () => {
    expect(labels("host", true)).toEqual([
      "Dashboard",
      "Discover Creators",
      "Messages",
      "My Profile",
      "Contracts",
      "Settings",
    ]);
    expect(labels("creator", true)).toEqual([
      "Dashboard",
      "Discover Listings",
      "Messages",
      "My Profile",
      "Contracts",
      "Settings",
    ]);
  });

  it("keeps the desktop bar to the spec's items plus Messages (the dashboards have Profile and Contracts tabs)", () => {
    expect(labels("host", false)).toEqual(["Dashboard", "Discover Creators", "Messages", "Settings"]);
    expect(labels("creator", false)).toEqual(["Dashboard", "Discover Listings", "Messages", "Settings"]);
  });
});
