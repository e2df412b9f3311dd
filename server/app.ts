import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import type { Auth } from "./auth/auth.ts";
import { sessionMiddleware } from "./auth/session.ts";
import type { SessionCache } from "./auth/session-cache.ts";
import type { ReadCache } from "./cache/read-cache.ts";
import { readCacheMiddleware } from "./cache/read-cache-middleware.ts";
import type { Config } from "./config.ts";
import type { Db, DbKind } from "./db/client.ts";
import { isDatabaseUnavailable } from "./db/unavailable.ts";
import { abuseLimiterFrom } from "./features/abuse-limits/allowance.ts";
import { accountRoutes } from "./features/accounts/routes.ts";
import { apiDocsRoutes } from "./features/api-docs/routes.ts";
import { applicationRoutes } from "./features/applications/routes.ts";
import { auditRoutes } from "./features/audit/routes.ts";
import { availabilityRoutes } from "./features/availability/routes.ts";
import { blockRoutes } from "./features/blocks/routes.ts";
import { collaborationRoutes } from "./features/collaborations/routes.ts";
import { conversationRoutes } from "./features/conversations/routes.ts";
import { creatorRoutes } from "./features/creators/routes.ts";
import { dataExportRoutes } from "./features/data-export/routes.ts";
import { deliverableRoutes } from "./features/deliverables/routes.ts";
import { devRoutes } from "./features/dev/routes.ts";
import { disputeRoutes, operatorDisputeRoutes } from "./features/disputes/routes.ts";
import { fileRoutes } from "./features/files/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { invitationRoutes } from "./features/invitations/routes.ts";
import { republicationRoutes } from "./features/listings/republication-routes.ts";
import { listingRoutes } from "./features/listings/routes.ts";
import { negotiationRoutes } from "./features/negotiations/routes.ts";
import { notificationRoutes } from "./features/notifications/routes.ts";
import { operatorListingRoutes } from "./features/operators/listing-routes.ts";
import { overviewRoutes } from "./features/operators/overview-routes.ts";
import { operatorAccountRoutes } from "./features/operators/routes.ts";
import { supportRoutes } from "./features/operators/support-routes.ts";
import { operatorUserRoutes } from "./features/operators/user-routes.ts";
import { paymentRoutes } from "./features/payments/routes.ts";
import { portfolioRoutes } from "./features/portfolio/routes.ts";
import { profileRoutes } from "./features/profiles/routes.ts";
import type { PushPump } from "./features/push/dispatch.ts";
import { pushRoutes } from "./features/push/routes.ts";
import { operatorReportRoutes, reportRoutes } from "./features/reports/routes.ts";
import { statementKeyFrom } from "./features/reports/statement-token.ts";
import { reviewRoutes } from "./features/reviews/routes.ts";
import { savedCreatorRoutes } from "./features/saved-creators/routes.ts";
import { passkeySignInRoutes, securityRoutes } from "./features/security/routes.ts";
import { siteRoutes } from "./features/site/routes.ts";
import { stayRoutes } from "./features/stays/routes.ts";
import type { JobQueue } from "./jobs/queue.ts";
import type { AppEnv } from "./lib/app-env.ts";
import { bodyPolicy, uploadThrottle } from "./lib/body-policy.ts";
import { clientIp } from "./lib/client-ip.ts";
import { contract } from "./lib/contract.ts";
import { clientErrorOf, errorBody } from "./lib/errors.ts";
import { idempotencyStore } from "./lib/idempotency.ts";
import type { Logger } from "./lib/logger.ts";
import { requestLog } from "./lib/request-log.ts";
import { addressCheck, fileSecurityHeaders, originCheck, privateByDefault, securityHeaders } from "./lib/security.ts";
import { mountStaticSite } from "./lib/static-site.ts";
import { closeWhenBodyUnread } from "./lib/unread-body.ts";
import type { Mailer } from "./mail/mailer.ts";
import { httpMetrics, metricsRoutes } from "./metrics/http.ts";
import type { MetricsRegistry } from "./metrics/registry.ts";
import { standardMetrics } from "./metrics/standard.ts";
import type { RealtimeHub } from "./realtime/events.ts";
import { createRealtimeHub } from "./realtime/hub.ts";
import { realtimeRoutes } from "./realtime/routes.ts";
import { type Storage, StorageUnavailableError } from "./storage/storage.ts";

/** The e-mail confirmation link's route (answered by better-auth): declared like every other. */
const verifyEmailContract = contract({
  summary: "Confirm an e-mail address (the link in the mail)",
  description:
    "Confirms the address, signs the user in and redirects (302) to `callbackURL` — `/auth?type=confirmation`, " +
    "plus `&next=<path>` when sign-up carried a `returnTo`. An invalid or expired link redirects there with " +
    "`&error=…`, which the page explains.",
  access: "anyone",
  query: z.object({ token: z.string().min(1).max(2000), callbackURL: z.string().max(2000).optional() }),
  responses: { 302: { description: "Redirect to the confirmation page" } },
});

export type AppDeps = {
  config: Config;
  db: Db;
  dbKind: DbKind;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  logger: Logger;
  /** The job queue (Services.jobs): routes queue work on it ("Download my data"); workers run in main.ts. */
  jobs: JobQueue;
  /** Dev outbox token (Services.devMailboxToken); null mounts no mailbox. */
  devMailboxToken?: string | null;
  /** This process's Prometheus registry (Services.metrics); a fresh one when omitted. */
  metrics?: MetricsRegistry;
  /** Folder of the built SPA; omitted in API tests. */
  webDir?: string | null;
  /** The realtime hub (server/realtime); an in-process one when omitted (one process, PGlite, tests). */
  realtime?: RealtimeHub;
  /** Verified sessions kept in this process (main.ts makes one on PostgreSQL); none: every request reads its session. */
  sessionCache?: SessionCache | undefined;
  /** Answers of the most frequent signed-in reads kept in this process (main.ts makes one on PostgreSQL). */
  readCache?: ReadCache | undefined;
  /** Signs unsubscribe links (Services.unsubscribeKey). */
  unsubscribeKey: Buffer;
  /** Web Push (Services.push): the VAPID public key, the queue pushes go through and the dispatch pump. */
  push?: { publicKey: string; jobs: JobQueue; pump: PushPump } | undefined;
  /** True once the process was told to stop (main.ts): `/api/ready` then answers 503. */
  stopping?: () => boolean;
  /** `POST /internal/backup` for `npm run backup` (main.ts mounts it on the embedded default; decision 0064). */
  localRoutes?: Hono;
};

export { webDistFolder as defaultWebDir } from "./lib/paths.ts";

import { appVersion } from "./lib/paths.ts";

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const metrics = deps.metrics ?? standardMetrics();
  const realtime = deps.realtime ?? createRealtimeHub({ db: deps.db, logger: deps.logger });
  // Each announced notification wakes the push dispatch (decision 0065); on PostgreSQL every process hears it and
  // the dispatch's claim makes sure one of them queues each push.
  const pushPump = deps.push?.pump;
  if (pushPump) realtime.watch((event) => event.type === "notification.created" && pushPump.kick());
  metrics.gauge("realtime_connections", "Open realtime event streams served by this process.", () =>
    realtime.connections(),
  );

  // First, so it sees every answer: one written before its request's body has arrived ends the connection.
  app.use("*", closeWhenBodyUnread());
  app.use("*", requestLog(deps.logger));
  app.use("*", httpMetrics(metrics));

  app.onError((error, c) => {
    const requestId = c.get("requestId");
    const clientError = clientErrorOf(error);
    if (clientError) return c.json(errorBody(clientError), clientError.status, clientError.headers);
    if (error instanceof StorageUnavailableError) {
      deps.logger.error(`${c.req.method} ${c.req.path}: ${error.message}`, { requestId });
      return c.json(
        {
          error: {
            code: "storage_unavailable",
            message: "File storage is unavailable right now. Nothing was saved; please try again in a moment.",
            requestId,
          },
        },
        503,
      );
    }
    if (isDatabaseUnavailable(error)) {
      deps.logger.error(`${c.req.method} ${c.req.path}: database unavailable: ${error.message}`, { requestId });
      return c.json(
        {
          error: {
            code: "database_unavailable",
            message: "The service is briefly unavailable. Nothing was changed; please try again in a moment.",
            requestId,
          },
        },
        503,
        { "Retry-After": "1" },
      );
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 413 ? "payload_too_large" : status === 401 ? "unauthenticated" : "validation_failed";
      const message = status === 413 ? "The request is too large." : error.message || "Bad request";
      return c.json({ error: { code, message } }, status);
    }
    deps.logger.error(
      `${c.req.method} ${c.req.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      { requestId },
    );
    // The request id lets a person quote the failure and us find it in the log.
    return c.json(
      {
        error: {
          code: "internal_error",
          message: `Something went wrong on our side. Please try again. (Reference: ${requestId})`,
          requestId,
        },
      },
      500,
    );
  });

  const appHeaders = securityHeaders(deps.config.publicUrl);
  const fileHeaders = fileSecurityHeaders();
  app.use("*", (c, next) => (c.req.path.startsWith("/files/") ? fileHeaders(c, next) : appHeaders(c, next)));
  app.use("/api/*", privateByDefault());
  app.use("/api/*", originCheck(deps.config.publicUrl));
  app.use("/api/*", addressCheck());
  app.use("/api/*", bodyPolicy());
  app.use("/api/*", async (c, next) => {
    c.set("clientIp", clientIp(c, deps.config.trustProxy));
    await next();
  });
  app.use("/api/*", sessionMiddleware({ auth: deps.auth, db: deps.db, cache: deps.sessionCache }));
  app.use("/api/*", uploadThrottle(deps.db));
  app.use("/api/*", readCacheMiddleware(deps.readCache, metrics));
  app.use("/api/*", idempotencyStore(deps.db));

  // better-auth answers only the e-mail confirmation link; everything else goes through our routes.
  app.get("/api/auth/verify-email", verifyEmailContract, (c) => deps.auth.handler(c.req.raw));

  app.route("/", apiRoutes({ ...deps, realtime }));
  if (!deps.config.production && deps.config.devMailbox && deps.devMailboxToken) {
    const timers = {
      db: deps.db,
      realtime,
      logger: deps.logger,
      storage: deps.storage,
      mail: {
        db: deps.db,
        mailer: deps.mailer,
        logger: deps.logger,
        publicUrl: deps.config.publicUrl,
        unsubscribeKey: deps.unsubscribeKey,
      },
    };
    app.route("/api/dev", devRoutes({ db: deps.db, token: deps.devMailboxToken, timers }));
  }
  if (deps.config.apiDocs) {
    const docs = apiDocsRoutes({ routes: () => app.routes, version: appVersion, publicUrl: deps.config.publicUrl });
    app.route("/api", docs.api);
    app.route("/api-docs-assets", docs.files);
  }
  app.route("/", fileRoutes({ storage: deps.storage }));
  app.route("/", metricsRoutes(metrics, { token: deps.config.metricsToken, production: deps.config.production }));
  if (deps.localRoutes) app.route("/", deps.localRoutes);

  app.all("/api/*", (c) => c.json({ error: { code: "not_found", message: "No such API route." } }, 404));
  if (deps.webDir) mountStaticSite(app, deps.webDir);
  app.notFound((c) => c.json({ error: { code: "not_found", message: "Not found" } }, 404));
  return app;
}

export type App = ReturnType<typeof createApp>;

/**
 * Every feature's routes under `/api`, chained so their types add up: `ApiType` types the web client
 * (`web/src/lib/api-client.ts`), so a server change that breaks the web app fails `npm run typecheck`.
 */
export function apiRoutes(deps: AppDeps & { realtime: RealtimeHub }) {
  const quotas = deps.config.storageQuotas;
  // Per-account abuse limits (decision 0061): listings, applications, invitations, conversations with strangers.
  const abuse = abuseLimiterFrom(deps.config);
  const files = { db: deps.db, storage: deps.storage, logger: deps.logger, quotas, abuse };
  const reportDeps = {
    db: deps.db,
    realtime: deps.realtime,
    storage: deps.storage,
    logger: deps.logger,
    mailer: deps.mailer,
    auth: deps.auth,
    statementKey: statementKeyFrom(deps.unsubscribeKey),
    abuse,
  };
  const { auth, db, config, logger, storage, mailer } = deps;
  const accountDeps = { auth, db, config, logger, storage, mailer, realtime: deps.realtime };
  return new Hono<AppEnv>()
    .basePath("/api")
    .route("/", healthRoutes({ db: deps.db, kind: deps.dbKind, storage: deps.storage, stopping: deps.stopping }))
    .route("/accounts", accountRoutes(accountDeps))
    .route("/accounts/security", securityRoutes(accountDeps))
    .route("/accounts/passkey", passkeySignInRoutes(accountDeps))
    .route("/accounts/data-export", dataExportRoutes({ db: deps.db, storage: deps.storage, jobs: deps.jobs }))
    .route("/operator", operatorAccountRoutes(accountDeps))
    .route("/operator/audit", auditRoutes({ db: deps.db }))
    .route(
      "/operator/users",
      operatorUserRoutes({
        auth: deps.auth,
        db: deps.db,
        realtime: deps.realtime,
        mailer: deps.mailer,
        publicUrl: deps.config.publicUrl,
        supportEmail: deps.config.supportEmail,
      }),
    )
    .route("/operator/support", supportRoutes({ db: deps.db, mailer: deps.mailer }))
    .route("/operator/overview", overviewRoutes({ db: deps.db }))
    .route("/operator/listings", operatorListingRoutes({ db: deps.db, realtime: deps.realtime }))
    .route("/operator", operatorReportRoutes(reportDeps))
    .route("/", reportRoutes(reportDeps))
    .route("/operator", operatorDisputeRoutes(reportDeps))
    .route("/", disputeRoutes(reportDeps))
    .route("/profile", profileRoutes({ ...files, realtime: deps.realtime }))
    .route(
      "/site",
      siteRoutes({ db: deps.db, mailer: deps.mailer, logger: deps.logger, supportEmail: deps.config.supportEmail }),
    )
    .route("/creators", creatorRoutes({ db: deps.db }))
    .route("/listings", listingRoutes(files))
    .route("/listings", republicationRoutes({ db: deps.db, realtime: deps.realtime }))
    .route(
      "/",
      availabilityRoutes({
        db: deps.db,
        publicUrl: deps.config.publicUrl,
        allowPrivateFetch: deps.config.calendarFetchAllowPrivate,
      }),
    )
    .route("/", portfolioRoutes(files))
    .route("/saved-creators", savedCreatorRoutes({ db: deps.db }))
    .route("/blocks", blockRoutes({ db: deps.db }))
    .route(
      "/invitations",
      invitationRoutes({
        db: deps.db,
        abuse,
        notifier: {
          mailer: deps.mailer,
          logger: deps.logger,
          publicUrl: deps.config.publicUrl,
          realtime: deps.realtime,
        },
      }),
    )
    .route("/applications", applicationRoutes({ db: deps.db, realtime: deps.realtime, abuse }))
    .route(
      "/conversations",
      conversationRoutes({
        db: deps.db,
        realtime: deps.realtime,
        abuse,
        sendsInFlight: deps.config.chatSendsInFlight,
      }),
    )
    .route("/negotiations", negotiationRoutes({ db: deps.db, realtime: deps.realtime }))
    .route("/collaborations", collaborationRoutes({ db: deps.db, realtime: deps.realtime }))
    .route("/payments", paymentRoutes({ db: deps.db, realtime: deps.realtime }))
    .route("/stays", stayRoutes({ db: deps.db, realtime: deps.realtime }))
    .route(
      "/notifications",
      notificationRoutes({ db: deps.db, realtime: deps.realtime, unsubscribeKey: deps.unsubscribeKey }),
    )
    .route("/reviews", reviewRoutes({ db: deps.db, realtime: deps.realtime }))
    .route("/", deliverableRoutes({ db: deps.db, storage: deps.storage, realtime: deps.realtime, logger: deps.logger }))
    .route(
      "/push",
      pushRoutes({
        db: deps.db,
        jobs: deps.push?.jobs ?? null,
        publicKey: deps.push?.publicKey ?? "",
        allowPrivate: deps.config.push.allowPrivate,
      }),
    )
    .route("/realtime", realtimeRoutes({ realtime: deps.realtime, db: deps.db }));
}

export type ApiType = ReturnType<typeof apiRoutes>;
