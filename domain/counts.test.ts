import { describe, expect, it } from "vitest";
import { agreedDeliverablesText } from "./collaborations.ts";
import { count, deliverablesText, groupDigits, startWording } from "./counts.ts";
import { stayMessages } from "./stay-dates.ts";

describe("counts agree in number (issue 35 part 9, decision 0058)", () => {
  it("names one thing in the singular and any other number in the plural", () => {
    expect(count(1, "video")).toBe("1 video");
    expect(count(0, "video")).toBe("0 videos");
    expect(count(2, "night")).toBe("2 nights");
    expect(count(1, "story")).toBe("1 story");
    expect(count(3, "story")).toBe("3 stories");
    expect(count(1, "month")).toBe("1 month");
    expect(count(12, "month")).toBe("12 months");
    expect(count(1, "additional night", "additional nights")).toBe("1 additional night");
  });

  it("writes the spec's 'N posts, N stories, N videos' in agreement, everywhere deliverables are shown", () => {
    expect(deliverablesText({ posts: 1, stories: 10, videos: 1 })).toBe("1 post, 10 stories, 1 video");
    expect(agreedDeliverablesText({ posts: 5, stories: 1, videos: 2 })).toBe("5 posts, 1 story, 2 videos");
    expect(agreedDeliverablesText({})).toBe("Custom package");
    expect(agreedDeliverablesText(null)).toBe("Not specified");
    expect(agreedDeliverablesText("A reel and a post")).toBe("A reel and a post");
  });

  it("counts nights in the stay rules' messages", () => {
    expect(stayMessages.tooFew(1)).toBe("This listing takes stays of at least 1 night");
    expect(stayMessages.tooMany(2)).toBe("This listing takes stays of at most 2 nights");
  });

  it("words a collaboration's start in its tense: 'Starts in 19 days', 'Started 3 days ago'", () => {
    const today = "2026-11-27";
    expect(startWording("2026-12-16", today)).toEqual({ label: "Starts", when: "in 19 days" });
    expect(startWording("2026-11-28", today)).toEqual({ label: "Starts", when: "tomorrow" });
    expect(startWording("2026-11-27", today)).toEqual({ label: "Starts", when: "today" });
    expect(startWording("2026-11-26", today)).toEqual({ label: "Started", when: "yesterday" });
    expect(startWording("2026-11-24T10:00:00.000Z", today)).toEqual({ label: "Started", when: "3 days ago" });
    expect(startWording("2026-12-28", today)).toEqual({ label: "Starts", when: "in 31 days" });
    expect(startWording("2027-05-27", today)).toEqual({ label: "Starts", when: "in 6 months" });
  });
});

describe("the spec's 'N application(s)' is a pattern too", () => {
  it("agrees in number", async () => {
    const { listingMessages } = await import("./listing-messages.ts");
    expect(listingMessages.applicationCount(1)).toBe("1 application");
    expect(listingMessages.applicationCount(0)).toBe("0 applications");
  });
});

describe("groupDigits writes whole numbers as toLocaleString('en-US') does", () => {
  it("groups thousands with commas and leaves small numbers alone", () => {
    for (const n of [0, 7, 999, 1000, 2000, 5000, 12500, 999999, 1000000, 123456789])
      expect(groupDigits(n)).toBe(n.toLocaleString("en-US"));
  });
});
