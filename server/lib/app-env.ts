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

/**
 * What a change made by this request touched, as the route that made it declares (issue 39): the tables it wrote, and
 * whether it can have changed what the person's session shows (name, avatar, e-mail, role, the session itself).
 * Without it (every route that does not declare one), a change empties this process's read cache and forgets the
 * person's sessions: deny by default. With it, only the answers read from those tables go, and the session stays
 * when `session` is false.
 */
export type ChangeScope = {
  tables: readonly string[];
  session: boolean;
  /**
   * The address of a cached read (cached-routes.ts) whose answer for this person is exactly this change's 200
   * answer, read back from the row it wrote (the profile edit answers the profile): the read cache keeps it as that
   * read's answer, so the person's next read of it costs no database work. Kept only when nothing those answers
   * depend on was forgotten while the change was made (another change may have come between).
   */
  answers?: string;
};

export type AppEnv = {
  Variables: { actor: Actor | null; clientIp: string | null; requestId: string; changed?: ChangeScope };
};
