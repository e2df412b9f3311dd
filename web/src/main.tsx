import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { ErrorBoundary } from "./app/layout/error-fallback.tsx";
import { createAppRouter } from "./app/router.tsx";
import { AuthProvider, readSession } from "./lib/auth.tsx";
import { warmClassMerge } from "./lib/cn.ts";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("Missing #root element");

// The session decides the whole shell (header or not, redirects). index.html preloads it, so it is usually there
// by now: rendering once it is known saves a "Loading" render that the arriving header then pushed down (CLS).
// A session answer that never comes must not leave a blank page: after a few seconds render anyway, and the
// provider (given no user) keeps reading it and shows its loading state meanwhile.
const sessionWaitMs = 3000;
const userOrTimeout = Promise.race([
  readSession(),
  new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), sessionWaitMs)),
]);

// The service worker (installable app, offline page, push) registers after load: it must not compete with the first
// page's own requests, and its code is not part of the first load (decision 0065).
if (import.meta.env.PROD) {
  const register = () => void import("./lib/pwa.ts").then((pwa) => pwa.registerServiceWorker());
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

// Two tasks of their own before the first render: the class merger's first-call build, then the router.
setTimeout(warmClassMerge, 0);

// The router is made in the next task, not in the one that evaluated the modules (see createAppRouter); it still
// starts the route's loaders while the session answer is on its way.
const routerReady = new Promise<ReturnType<typeof createAppRouter>>((resolve) =>
  setTimeout(() => resolve(createAppRouter()), 0),
);

void Promise.all([userOrTimeout, routerReady]).then(([user, router]) => {
  const root = createRoot(container);
  // A transition render yields to the browser every few ms instead of blocking it for the whole first page
  // (Lighthouse's Total Blocking Time on a throttled phone CPU).
  startTransition(() => {
    root.render(
      <StrictMode>
        <ErrorBoundary>
          <AuthProvider initialUser={user}>
            <RouterProvider router={router} />
          </AuthProvider>
        </ErrorBoundary>
      </StrictMode>,
    );
  });
});
