import { describe, expect, it } from "vitest";
import { navItems } from "./site-header.tsx";

const labels = (userType: "creator" | "host" | null, mobile: boolean) => navItems(userType, mobile).map((i) => i.label);

describe("navItems", () => {
  it("gives hosts on small screens My Profile and Contracts, as creators have (issue 12 item 16)", () => {
    expect(labels("host", true)).toEqual(["Dashboard", "Discover Creators", "My Profile", "Contracts", "Settings"]);
    expect(labels("creator", true)).toEqual(["Dashboard", "Discover Listings", "My Profile", "Contracts", "Settings"]);
  });

  it("keeps the desktop bar to the spec's items (the dashboards have Profile and Contracts tabs there)", () => {
    expect(labels("host", false)).toEqual(["Dashboard", "Discover Creators", "Settings"]);
    expect(labels("creator", false)).toEqual(["Dashboard", "Discover Listings", "Settings"]);
  });
});
