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
/**
 * What the apply dialog starts from: the deliverables the listing asks for, and (issue 35 part 5) the stay the
 * creator chose in discovery; from an accepted invitation also a message to finish.
 */
export type ApplyPrefill = {
  message?: string;
  posts: number;
  stories: number;
  videos: number;
  checkIn?: string | null;
  checkOut?: string | null;
};

type Expectations = { selected: boolean; type: ContentExpectationType; quantity: number }[];

/** The listing's content expectations counted into the dialog's posts, stories and videos (defaults otherwise). */
export function expectedDeliverables(contentExpectations: Expectations) {
  const asked = { posts: 0, stories: 0, videos: 0 };
  for (const expectation of contentExpectations) {
    const kind = kindOf[expectation.type];
    if (expectation.selected && kind) asked[kind] += expectation.quantity;
  }
  const pick = (kind: keyof typeof asked) =>
    asked[kind] > 0 ? Math.min(asked[kind], maxOf[kind]) : applicationDefaults[kind];
  return { posts: pick("posts"), stories: pick("stories"), videos: pick("videos") };
}

export function invitationApplyPrefill(input: {
  hostName: string;
  listingTitle: string;
  contentExpectations: Expectations;
}): InvitationApplyPrefill {
  const firstName = input.hostName.trim().split(/\s+/)[0];
  return {
    message: `Hi${firstName ? ` ${firstName}` : ""}, thank you for inviting me to ${input.listingTitle}! `,
    ...expectedDeliverables(input.contentExpectations),
  };
}
