import type { ReactNode } from "react";
import { type SessionUser, useAuth } from "@/lib/auth.tsx";
import { RequireAuth, type RequireAuthProps } from "./require-auth.tsx";

/**
 * A signed-in screen in the app's wide column, behind the route guard. Children may be a function of the
 * signed-in user, for screens that need the user's id or name.
 */
export function SignedInPage({
  role,
  children,
}: {
  role?: RequireAuthProps["role"];
  children: ReactNode | ((user: SessionUser) => ReactNode);
}) {
  return (
    <RequireAuth {...(role ? { role } : {})}>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6">
        {typeof children === "function" ? <WithUser render={children} /> : children}
      </main>
    </RequireAuth>
  );
}

function WithUser({ render }: { render: (user: SessionUser) => ReactNode }) {
  const { user } = useAuth();
  return user ? render(user) : null;
}
