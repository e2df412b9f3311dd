import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { AppToaster } from "@/components/app-toaster.tsx";
import { SiteFooter } from "@/components/site-footer.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { cn } from "@/lib/cn.ts";
import { RealtimeConnection, ReconnectingHint } from "./realtime-bridge.tsx";
import { SiteHeader } from "./site-header.tsx";

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary-soft" aria-hidden="true">
      <div className="h-full w-1/3 animate-pulse bg-primary" />
    </div>
  );
}

/**
 * The page shell: header and footer for a signed-in user; without a user the content renders bare.
 * Route components render their own `<main>`.
 */
export function RootLayout() {
  const { user } = useAuth();
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      {user && (
        <a
          href="#content"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
      )}
      {user && <SiteHeader />}
      {/* With the shell, the content is at least a screen tall less the 4rem header, so the footer starts
          below the fold: a page that fills in after its data loads no longer pushes a visible footer down (CLS). */}
      <div
        id="content"
        tabIndex={-1}
        className={cn("flex flex-1 flex-col outline-none", user && "min-h-[calc(100dvh-4rem)]")}
      >
        <Outlet />
      </div>
      {user && <SiteFooter />}
      {user && <RealtimeConnection key={user.id} />}
      {user && <ReconnectingHint />}
      <AppToaster />
      <ScrollRestoration />
    </div>
  );
}
