import { RequireAuth } from "@/app/layout/require-auth.tsx";
import { MyProfileView, profileMessages } from "@/features/profiles/index.ts";
import { useAuth } from "@/lib/auth.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /profile — My Profile, signed-in users (DECISIONS.md route guard). */
export function Component() {
  usePageMeta("My Profile", "Your CollabStay profile: name, contact details and bio.");
  return (
    <RequireAuth>
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6">
        <SignedInOnly />
      </main>
    </RequireAuth>
  );
}

function SignedInOnly() {
  const { user } = useAuth();
  if (!user) return <p className="py-12 text-center text-muted-foreground">{profileMessages.loginRequired}</p>;
  return <MyProfileView />;
}
