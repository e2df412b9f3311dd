import { applicationDefaults, applicationLimits } from "./application-messages.ts";
import type { ContentExpectationType } from "./listing-messages.ts";

/**
 * Accepting an invitation opens the apply dialog pre-filled from it (issue 12 item 12): a reply to the host
 * that the creator finishes, and the deliverables the listing asks for, counted into the dialog's three kinds.
 * Kinds the listing does not ask for keep the spec's defaults, so nothing is invented.
 */
const kindOf: Partial<Record<ContentExpectationType, "posts" | "stories" | "videos">> = {
  "Instagram Posts": "posts",
  "Blog Post": "posts",
  "Blog Article": "posts",
  "Instagram Stories": "stories",
  "Instagram Reels": "videos",
  "TikTok Videos": "videos",
  "YouTube Videos": "videos",
  "YouTube Video / Vlog": "videos",
};
const maxOf = {
  posts: applicationLimits.postsMax,
  stories: applicationLimits.storiesMax,
  videos: applicationLimits.videosMax,
};

export type InvitationApplyPrefill = { message: string; posts: number; stories: number; videos: number };

export function invitationApplyPrefill(input: {
  hostName: string;
  listingTitle: string;
  contentExpectations: { selected: boolean; type: ContentExpectationType; quantity: number }[];
}): InvitationApplyPrefill {
  const asked = { posts: 0, stories: 0, videos: 0 };
  for (const expectation of input.contentExpectations) {
    const kind = kindOf[expectation.type];
    if (expectation.selected && kind) asked[kind] += expectation.quantity;
  }
  const pick = (kind: keyof typeof asked) =>
    asked[kind] > 0 ? Math.min(asked[kind], maxOf[kind]) : applicationDefaults[kind];
  const firstName = input.hostName.trim().split(/\s+/)[0];
  return {
    message: `Hi${firstName ? ` ${firstName}` : ""}, thank you for inviting me to ${input.listingTitle}! `,
    posts: pick("posts"),
    stories: pick("stories"),
    videos: pick("videos"),
  };
}
