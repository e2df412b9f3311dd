/**
 * Applications and conversations: limits, defaults, texts and badge tones — no zod here, so screens that only
 * show these (the listing page's apply area, badges) stay light. The contracts are in applications.ts.
 */

import { groupDigits } from "./counts.ts";

export const applicationLimits = {
  guestsMin: 1,
  guestsMax: 10,
  postsMax: 50,
  storiesMax: 100,
  videosMax: 20,
  durationMin: 1,
  durationMax: 60,
  messageMax: 2000,
  chatMessageMax: 5000,
  pageSizeDefault: 20,
  pageSizeMax: 50,
} as const;

/** Spec 001 §9 application defaults. */
export const applicationDefaults = {
  guestCount: 1,
  posts: 5,
  stories: 10,
  videos: 2,
  compensationType: "accommodation_only",
  usageRights: "limited",
  usageDurationMonths: 12,
} as const;

/** Texts verbatim from spec 001 §5 and §8 (and ours where the spec is silent, marked). */
export const applicationMessages = {
  loginRequired: "You must be logged in to apply for collaborations",
  creatorsOnly: "Only creators can apply for collaborations",
  invalidListing: "Invalid listing selected",
  messageRequired: "Please provide a message",
  followerRequirementNotMet: "Follower requirement not met",
  sentTitle: "Application Sent!",
  sent: (title: string, host: string) => `Your application for "${title}" has been sent to ${host}`,
  submitFailed: "Failed to submit application. Please try again.",
  loadFailed: "Failed to load applications. Please try again.",
  updateFailed: "Failed to update application status.",
  statusTitle: (status: string) => `Application ${status}`,
  status: (status: string) => `The application has been ${status}.`,
  noApplications: "No applications found",
  placeholderMessage: "Initial conversation - no formal application yet",
  // Ours (the spec is silent):
  alreadyApplied: "You have already applied to this listing.",
  rejectedBefore: "The host has already declined your application to this listing.",
  ownListing: "You can't apply to your own listing.",
  listingNotOpen: "This listing is not accepting applications right now.",
  notFound: "Application not found",
  withdrawn: "Your application has been withdrawn.",
  changedMeanwhile: "This application was changed in the meantime. Please reload.",
  guests: `Guests must be between ${applicationLimits.guestsMin} and ${applicationLimits.guestsMax}`,
  posts: `Posts must be between 0 and ${applicationLimits.postsMax}`,
  stories: `Stories must be between 0 and ${applicationLimits.storiesMax}`,
  videos: `Videos must be between 0 and ${applicationLimits.videosMax}`,
  duration: `Usage duration must be between ${applicationLimits.durationMin} and ${applicationLimits.durationMax} months`,
  messageTooLong: `Your message can be at most ${groupDigits(applicationLimits.messageMax)} characters`,
} as const;

export const conversationMessages = {
  loadFailed: "Failed to load conversations.",
  startFailed: "Failed to start conversation.",
  startFailedHost: "Unable to start conversation. Please try again.",
  messagesLoadFailed: "Failed to load messages",
  sendFailed: "Failed to send message",
  noHost: "Could not find host for this application",
  // Ours:
  notFound: "Conversation not found",
  empty: "Message can't be empty",
  tooLong: `A message can be at most ${groupDigits(applicationLimits.chatMessageMax)} characters`,
  rateLimited: (wait: string) => `You're sending messages very fast. Please wait ${wait} before sending more.`,
  noConversations: "No conversations yet",
  deletedUser: "Deleted user",
  /** "Chat with Host" before applying opens nothing until the first message (issue 35 part 9). */
  firstMessageFirst: "Write your first message to the host: the conversation starts with it.",
  /** The other party is suspended (decision 0057): the thread stays readable, nothing can be sent to them. */
  otherSuspended: "This account is suspended. You can still read this conversation, but messages can't be sent to it.",
  sendToSuspended: "This account is suspended, so messages can't be sent to it. The conversation stays here to read.",
} as const;

/** Spec 001 §4: each status has its own colour; anything else is grey. */
export const applicationStatusTone: Record<
  string,
  "yellow" | "green" | "red" | "blue" | "purple" | "teal" | "indigo" | "grey"
> = {
  pending: "yellow",
  accepted: "green",
  rejected: "red",
  negotiation: "blue",
  contract: "purple",
  active: "teal",
  completed: "indigo",
};
