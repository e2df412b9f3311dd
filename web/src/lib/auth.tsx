import type { SessionUser } from "@domain/accounts.ts";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { call, client } from "./api-client.ts";

/** The signed-in user as `GET /api/accounts/session` and sign-in return it. */
export type { SessionUser };

export type Session = { user: SessionUser };

export type AuthContextValue = {
  user: SessionUser | null;
  session: Session | null;
  isAuthenticated: boolean;
  userType: "creator" | "host" | null;
  /** True until the first session check has answered. */
  loading: boolean;
  /** Reads the session again; resolves with the user (or null). */
  refresh: () => Promise<SessionUser | null>;
  /**
   * Signs out on the server and clears the local state; resolves false when the server did not confirm it and
   * the session may still be alive (the person stays signed in and must be told).
   */
  signOut: () => Promise<boolean>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** GET the session: the user, or null for a visitor and on any failure (logged). */
export async function readSession(): Promise<SessionUser | null> {
  try {
    const answer = await call(client.api.accounts.session.$get());
    return answer.user ?? null;
  } catch (error) {
    console.error("Failed to read the session", error);
    return null;
  }
}

/** `initialUser`: the session already read (main.tsx); without it the provider reads it and is `loading` till then. */
export function AuthProvider({ children, initialUser }: { children: ReactNode; initialUser?: SessionUser | null }) {
  const [user, setUser] = useState<SessionUser | null>(initialUser ?? null);
  const [loading, setLoading] = useState(initialUser === undefined);
  const generation = useRef(0);

  const refresh = useCallback(async (): Promise<SessionUser | null> => {
    const ticket = ++generation.current;
    const next = await readSession();
    if (ticket === generation.current) {
      setUser(next);
      setLoading(false);
    }
    return next;
  }, []);

  const signOut = useCallback(async (): Promise<boolean> => {
    generation.current++;
    try {
      await call(client.api.accounts["sign-out"].$post());
      setUser(null);
      return true;
    } catch (error) {
      console.error("Sign out failed", error);
      // Ask the server what is true now: a session that is already gone (a deleted account, an expired
      // session) is a sign-out; one that is still there — or a server we cannot reach — is not.
      try {
        const answer = await call(client.api.accounts.session.$get());
        setUser(answer.user ?? null);
        return !answer.user;
      } catch {
        return false;
      }
    } finally {
      setLoading(false);
    }
  }, []);

  const readAtStart = initialUser === undefined;
  useEffect(() => {
    if (readAtStart) void refresh();
  }, [readAtStart, refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      session: user ? { user } : null,
      isAuthenticated: user !== null,
      userType: user?.userType ?? null,
      loading,
      refresh,
      signOut,
    }),
    [user, loading, refresh, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}

/** Where a user of the given type lands after sign-in. */
export function dashboardPath(userType: "creator" | "host" | null): string {
  if (userType === "host") return "/host/dashboard";
  if (userType === "creator") return "/creator/dashboard";
  return "/";
}
