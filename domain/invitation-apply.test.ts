import { describe, expect, it } from "vitest";
import { applicationDefaults, applicationLimits } from "./application-messages.ts";
import { invitationApplyPrefill } from "./invitation-apply.ts";

describe("invitationApplyPrefill", () => {
  it("counts what the listing asks for into posts, stories and videos, ignoring unselected rows", () => {
    const prefill = invitationApplyPrefill({
      hostName: "Marina Costa",
      listingTitle: "Cliffside Villa",
      contentExpectations: [
        { selected: true, type: "Instagram Posts", quantity: 3 },
        { selected: true, type: "Blog Article", quantity: 1 },
        { selected: true, type: "Instagram Reels", quantity: 2 },
        { selected: true, type: "TikTok Videos", quantity: 1 },
        { selected: false, type: "Instagram Stories", quantity: 9 },
        { selected: true, type: "High-Res Photos (for host use)", quantity: 20 },
      ],
    });
    expect(prefill).toEqual({
      message: "Hi Marina, thank you for inviting me to Cliffside Villa! ",
      posts: 4,
      stories: applicationDefaults.stories,
      videos: 3,
    });
  });

  it("keeps the spec defaults when nothing is asked and caps at the dialog's limits", () => {
    const none = invitationApplyPrefill({ hostName: "  ", listingTitle: "X", contentExpectations: [] });
    expect([none.posts, none.stories, none.videos]).toEqual([
      applicationDefaults.posts,
      applicationDefaults.stories,
      applicationDefaults.videos,
    ]);
    const many = invitationApplyPrefill({
      hostName: "Ana",
      listingTitle: "X",
      contentExpectations: [{ selected: true, type: "Instagram Stories", quantity: 500 }],
    });
    expect(many.stories).toBe(applicationLimits.storiesMax);
  });
});
