import { createBrowserRouter, type RouteObject, redirect } from "react-router";
import { RouteErrorFallback } from "./layout/error-fallback.tsx";
import { FirstLoadFallback } from "./layout/page-frame.tsx";
import { RootLayout } from "./layout/root-layout.tsx";

/** Every screen is a lazy route module exporting `Component` (and `ErrorBoundary` where useful). */
export const routes: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    errorElement: <RouteErrorFallback />,
    HydrateFallback: FirstLoadFallback,
    children: [
      {
        // Catches errors of every page while keeping the header and footer.
        errorElement: <RouteErrorFallback />,
        children: [
          { index: true, lazy: () => import("./routes/home.tsx") },
          {
            lazy: () => import("./layout/query-layout.tsx"),
            children: [
              { path: "auth", lazy: () => import("./routes/auth.tsx") },
              { path: "reset", lazy: () => import("./routes/reset.tsx") },
              { path: "operator/sign-in", lazy: () => import("./routes/operator-sign-in.tsx") },
              {
                path: "operator",
                lazy: () => import("./routes/operator-console.tsx"),
                children: [
                  { index: true, loader: () => redirect("/operator/overview") },
                  { path: "overview", lazy: () => import("./routes/operator-overview.tsx") },
                  { path: "users", lazy: () => import("./routes/operator-users.tsx") },
                  { path: "users/:id", lazy: () => import("./routes/operator-user.tsx") },
                  { path: "listings", lazy: () => import("./routes/operator-listings.tsx") },
                  { path: "listings/:id", lazy: () => import("./routes/operator-listing.tsx") },
                  { path: "reports", lazy: () => import("./routes/operator-reports.tsx") },
                  { path: "reports/:id", lazy: () => import("./routes/operator-case.tsx") },
                  { path: "disputes", lazy: () => import("./routes/operator-disputes.tsx") },
                  { path: "disputes/:id", lazy: () => import("./routes/operator-dispute.tsx") },
                  { path: "support", lazy: () => import("./routes/operator-support.tsx") },
                  { path: "audit", lazy: () => import("./routes/operator-audit.tsx") },
                ],
              },
              { path: "dev/mailbox", lazy: () => import("./routes/dev-mailbox.tsx") },
              { path: "landingpage-creator", lazy: () => import("./routes/landingpage-creator.tsx") },
              { path: "landingpage-hosts", lazy: () => import("./routes/landingpage-hosts.tsx") },
              { path: "about", lazy: () => import("./routes/about.tsx") },
              { path: "careers", lazy: () => import("./routes/careers.tsx") },
              { path: "blog", lazy: () => import("./routes/blog.tsx") },
              { path: "contact", lazy: () => import("./routes/contact.tsx") },
              { path: "faqs", lazy: () => import("./routes/faqs.tsx") },
              { path: "privacy", lazy: () => import("./routes/privacy.tsx") },
              { path: "terms", lazy: () => import("./routes/terms.tsx") },
              { path: "cookie-preferences", lazy: () => import("./routes/cookie-preferences.tsx") },
              { path: "settings", lazy: () => import("./routes/settings.tsx") },
              { path: "notifications", lazy: () => import("./routes/notifications.tsx") },
              { path: "statements/:id", lazy: () => import("./routes/statement.tsx") },
              { path: "disputes/:id", lazy: () => import("./routes/dispute.tsx") },
              { path: "reports", lazy: () => import("./routes/my-reports.tsx") },
              { path: "unsubscribe", lazy: () => import("./routes/unsubscribe.tsx") },
              { path: "reviews/:collaborationId", lazy: () => import("./routes/review.tsx") },
              { path: "profile", lazy: () => import("./routes/profile.tsx") },
              { path: "contracts", lazy: () => import("./routes/contracts.tsx") },
              { path: "contracts/:id", lazy: () => import("./routes/contract-document.tsx") },
              {
                path: "collaboration/:applicationId/deliverables",
                lazy: () => import("./routes/collaboration-deliverables.tsx"),
              },
              { path: "content-rights", lazy: () => import("./routes/content-rights.tsx") },
              { path: "messages", lazy: () => import("./routes/messages.tsx") },
              { path: "messages/:id", lazy: () => import("./routes/messages.tsx") },
              {
                path: "host/dashboard",
                loader: async ({ request }) => (await import("./prefetch.ts")).prefetchHostDashboard(request.url),
                lazy: () => import("./routes/host-dashboard.tsx"),
              },
              {
                path: "host-dashboard",
                loader: async ({ request }) => (await import("./prefetch.ts")).prefetchHostDashboard(request.url),
                lazy: () => import("./routes/host-dashboard.tsx"),
              },
              {
                path: "creator/dashboard",
                // Runs alongside `lazy`: the dashboard's data is on its way while its code downloads.
                loader: async ({ request }) => (await import("./prefetch.ts")).prefetchCreatorDashboard(request.url),
                lazy: () => import("./routes/creator-dashboard.tsx"),
              },
              { path: "creators", lazy: () => import("./routes/creators.tsx") },
              { path: "creator/portfolio", lazy: () => import("./routes/creator-portfolio.tsx") },
              { path: "creator/:id", lazy: () => import("./routes/creator-profile.tsx") },
              { path: "host/creator/:creatorId", lazy: () => import("./routes/host-creator-profile.tsx") },
              { path: "listings", lazy: () => import("./routes/listings.tsx") },
              { path: "listings/:id", lazy: () => import("./routes/listing-detail.tsx") },
              { path: "listing/:id", lazy: () => import("./routes/listing-detail.tsx") },
              { path: "host/listings/new", lazy: () => import("./routes/listing-form.tsx") },
              { path: "host/listings/:id/edit", lazy: () => import("./routes/listing-form.tsx") },
            ],
          },
          { path: "*", lazy: () => import("./routes/not-found.tsx") },
        ],
      },
    ],
  },
];

/**
 * The app's router. Made by main.tsx in a task of its own: creating it matches the address and starts the route's
 * loaders, which used to run inside the entry's module evaluation — one long task of ~80 ms on a desktop CPU,
 * ~300 ms on a phone's (issue 38).
 */
export const createAppRouter = () => createBrowserRouter(routes);
