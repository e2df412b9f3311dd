/**
 * Per-account abuse limits (issue 36 part 5, decision 0061): how many of each action one account may take per
 * hour and per day. Tuned so that no real host or creator meets them (the reasoning is in the decision); a script
 * does at once. `ABUSE_LIMIT_FACTOR` multiplies every figure (load benchmarks; never below these).
 */
export const abuseKinds = ["application", "listing", "invitation", "stranger-conversation", "report"] as const;
export type AbuseKind = (typeof abuseKinds)[number];

export type AbuseWindow = { max: number; windowSeconds: number };

const hour = 60 * 60;
const day = 24 * hour;

export const abuseLimits: Record<AbuseKind, { hour: AbuseWindow; day: AbuseWindow }> = {
  /** New applications (a placeholder turned into an application counts too): each one notifies a host. */
  application: { hour: { max: 20, windowSeconds: hour }, day: { max: 60, windowSeconds: day } },
  /** New listings, with or without images (the listing form takes minutes to fill in). */
  listing: { hour: { max: 20, windowSeconds: hour }, day: { max: 60, windowSeconds: day } },
  /** Invitations sent by a host: each one notifies (and may e-mail) a creator. */
  invitation: { hour: { max: 30, windowSeconds: hour }, day: { max: 100, windowSeconds: day } },
  /**
   * Conversations opened with someone you have no collaboration with ("Chat with Host" before applying): the
   * first message to a stranger. Messages within a conversation have their own limit (30 a minute).
   */
  "stranger-conversation": { hour: { max: 15, windowSeconds: hour }, day: { max: 40, windowSeconds: day } },
  /** Reports (issue 36 part 1; the report route calls `takeAllowance(…, "report", …)`). */
  report: { hour: { max: 20, windowSeconds: hour }, day: { max: 60, windowSeconds: day } },
};

/** The 429's message: what was refused and how long to wait (`wait` in words: "12 minutes", "5 hours"). */
export const abuseMessages: Record<AbuseKind, (wait: string) => string> = {
  application: (wait) =>
    `You've sent many applications in a short time. To keep hosts' inboxes useful, please wait ${wait} before applying again.`,
  listing: (wait) =>
    `You've created many listings in a short time. Please wait ${wait} before creating another one, or contact support if you need to add more.`,
  invitation: (wait) =>
    `You've sent many invitations in a short time. Please wait ${wait} before inviting more creators.`,
  "stranger-conversation": (wait) =>
    `You've started many new conversations in a short time. Please wait ${wait} before messaging another host, or apply to the listing instead.`,
  report: (wait) => `You've sent many reports in a short time. Please wait ${wait} before reporting again.`,
};

/** "30 an hour, 100 a day": the figures in words, for the API document's route descriptions. */
export const abuseLimitText = (kind: AbuseKind) =>
  `${abuseLimits[kind].hour.max} an hour, ${abuseLimits[kind].day.max} a day`;
