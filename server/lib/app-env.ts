/**
 * Who is asking and what the request carries, as every route and middleware reads it from the Hono context.
 * Types only and no import of the server: the lowest layers (lib/, storage/) name the actor without reaching up
 * to auth/, where `sessionMiddleware` fills it in.
 */
export type Actor = {
  id: string;
  email: string;
  name: string;
  userType: "creator" | "host" | null;
  /** An operator account (decision 0057): whether its two-factor sign-in is set up; null for everyone else. */
  operator: { twoFactorEnabled: boolean } | null;
  sessionId: string;
  /** Read with the session (one query): the name and avatar the header shows; null when the profile is gone. */
  profile: { fullName: string; avatarKey: string | null } | null;
};

export type AppEnv = { Variables: { actor: Actor | null; clientIp: string | null; requestId: string } };
