import { z } from "zod";

const onOff = z
  .enum(["on", "off", "true", "false", "1", "0"])
  .transform((v) => v === "on" || v === "true" || v === "1");

/** The environment, validated once. The only reader of process.env (DESIGN.md §3 rule 7). */
const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    PUBLIC_URL: z.url().optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default("CollabStay <no-reply@collabstay.test>"),
    SUPPORT_EMAIL: z.email().default("support@collabstay.test"),
    EMAIL_CONFIRMATION: onOff.default(true),
    DEMO_DATA: onOff.optional(),
    TRUST_PROXY: onOff.default(false),
    AUTH_SECRET: z.string().min(32).optional(),
    DEV_MAILBOX_TOKEN: z.string().min(16).max(200).optional(),
    LOG_LEVEL: z.enum(["silent", "info"]).default("info"),
    LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: onOff.optional(),
    API_DOCS: onOff.optional(),
    /** Lets calendar feed URLs reach private and loopback addresses: for tests and local development only. */
    CALENDAR_FETCH_ALLOW_PRIVATE: onOff.default(false),
    /** Lets push endpoints be on private and loopback addresses (and plain http): for tests only. */
    PUSH_ALLOW_PRIVATE: onOff.default(false),
    /** VAPID keys (RFC 8292) for Web Push; unset, a pair is made once and kept in DATA_DIR/vapid-keys.json. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, "VAPID_PUBLIC_KEY must be base64url")
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, "VAPID_PRIVATE_KEY must be base64url")
      .optional(),
    /** The contact push services may use (RFC 8292 `sub`): a mailto: or https: URL; default mailto:SUPPORT_EMAIL. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, "VAPID_SUBJECT must start with mailto: or https://")
      .optional(),
    STORAGE_QUOTA_CREATOR_MB: z.coerce.number().int().min(1).max(10_000_000).default(2048),
    /** Multiplies every per-account abuse limit (decision 0061): for load benchmarks; 1 in real use. */
    ABUSE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1_000_000).default(1),
    /** Chat sends one process works on at once; past it a send is answered 429 at once (decision 0070). */
    CHAT_SENDS_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(48),
    STORAGE_QUOTA_HOST_MB: z.coerce.number().int().min(1).max(10_000_000).default(1024),
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    METRICS_TOKEN: z.string().min(16).max(200).optional(),
    READ_CACHE: onOff.default(true),
    /** Scheduled backups (decision 0064): a cron expression (5 fields, server time); unset: none. */
    BACKUP_CRON: z
      .string()
      .refine((v) => v.trim().split(/\s+/).length === 5, 'BACKUP_CRON takes 5 fields, e.g. "0 3 * * *"')
      .optional(),
    BACKUP_DIR: z.string().min(1).optional(),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    BACKUP_PASSPHRASE: z.string().min(8).max(1024).optional(),
    /** Within the 10 s a stopping process has (server/shutdown.ts), at least 2 s are left to finish what it holds. */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(8000).optional(),
    /** Operator accounts made at start when missing (decision 0057): comma-separated e-mail addresses. */
    OPERATOR_EMAILS: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ error: "OPERATOR_EMAILS must be e-mail addresses separated by commas" })).max(50)),
  })
  .refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, {
    path: ["VAPID_PRIVATE_KEY"],
    message: "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither",
  })
  .refine((env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY, {
    path: ["S3_SECRET_ACCESS_KEY"],
    message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither",
  })
  // Workers share nothing but the database: PGlite is one process's embedded database, so N workers need PostgreSQL.
  .refine((env) => env.WEB_CONCURRENCY === 1 || Boolean(env.DATABASE_URL), {
    path: ["WEB_CONCURRENCY"],
    message:
      "more than one worker process needs DATABASE_URL (PostgreSQL): the embedded database serves one process. Set DATABASE_URL or WEB_CONCURRENCY=1",
  })
  .transform((env) => {
    const production = env.NODE_ENV === "production";
    return {
      nodeEnv: env.NODE_ENV,
      production,
      port: env.PORT,
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      supportEmail: env.SUPPORT_EMAIL,
      operatorEmails: env.OPERATOR_EMAILS,
      emailConfirmation: env.EMAIL_CONFIRMATION,
      demoData: env.DEMO_DATA ?? !production,
      trustProxy: env.TRUST_PROXY,
      authSecret: env.AUTH_SECRET,
      /**
       * The dev outbox exists only while no SMTP server is set and never in production; reading it over HTTP
       * needs this token (printed in the log at start; random and kept in DATA_DIR unless set).
       */
      devMailbox: !production && !env.SMTP_URL,
      devMailboxToken: env.DEV_MAILBOX_TOKEN,
      /** `/api/openapi.json` and `/api/docs`: on outside production, in production only with API_DOCS=on. */
      apiDocs: env.API_DOCS ?? !production,
      calendarFetchAllowPrivate: env.CALENDAR_FETCH_ALLOW_PRIVATE,
      /** Web Push (decision 0065): keys from the settings, else kept in DATA_DIR; private endpoints for tests only. */
      push: {
        allowPrivate: env.PUSH_ALLOW_PRIVATE,
        vapidKeys:
          env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
            ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
            : null,
        subject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
        /** Milliseconds a push service may take to answer before the attempt fails (and the job retries). */
        timeoutMs: 10_000,
      },
      logLevel: env.LOG_LEVEL,
      logFormat: env.LOG_FORMAT ?? (production ? ("json" as const) : ("pretty" as const)),
      /** S3-compatible storage instead of DATA_DIR/storage when S3_BUCKET is set. */
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            // A custom endpoint (MinIO, R2, a test server) usually wants path-style addressing.
            forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
          }
        : null,
      /** Worker processes sharing one port (node:cluster); more than 1 only with PostgreSQL. */
      webConcurrency: env.WEB_CONCURRENCY,
      /**
       * Bearer token for GET /metrics. Unset: /metrics is open outside production (local scraping) and absent in
       * production, so a default deploy does not publish its traffic figures (docs/decisions/0014).
       */
      metricsToken: env.METRICS_TOKEN,
      /**
       * Each process keeps the answers of the most frequent signed-in reads (PostgreSQL only; decision 0051).
       * READ_CACHE=off turns it off: every read goes to the database (for comparison, or should a change ever need
       * to be visible without relying on the notifications).
       */
      readCache: env.READ_CACHE,
      /**
       * Backups (server/backup): `npm run backup` writes to `dir` unless told otherwise; with `cron` the job queue
       * makes one on that schedule (one at a time across processes) and keeps the newest `keep` archives in `dir`,
       * encrypted with `passphrase` when set.
       */
      backup: {
        cron: env.BACKUP_CRON?.trim(),
        dir: env.BACKUP_DIR ?? `${env.DATA_DIR.replace(/\/$/, "")}-backups`,
        keep: env.BACKUP_KEEP,
        passphrase: env.BACKUP_PASSPHRASE,
      },
      /**
       * After SIGTERM the process answers /api/ready with 503 and keeps taking connections this long, so a load
       * balancer (or the cluster primary) stops sending new ones before it stops listening: connections already
       * queued to it are answered, not reset. A few seconds wherever something routes traffic to it (production,
       * several workers); none for one process started by hand, so Ctrl-C stops it at once.
       */
      shutdownDelayMs: env.SHUTDOWN_DELAY_MS ?? (production || env.WEB_CONCURRENCY > 1 ? 5000 : 0),
      /**
       * Per-account limits on new applications, listings, invitations, conversations with strangers and reports
       * (server/features/abuse-limits/limits.ts) are multiplied by this: raised for benchmarks, never lowered.
       */
      abuseLimitFactor: env.ABUSE_LIMIT_FACTOR,
      /**
       * Chat sends this process works on at once (decision 0070): past it a send is refused at once with 429
       * `server_busy` and `Retry-After`, nothing stored (the client keeps the message as "Sending…" and sends it
       * again with the same key), instead of waiting in a queue that only grows.
       */
      chatSendsInFlight: env.CHAT_SENDS_IN_FLIGHT,
      /** Per-account storage quotas in bytes (server/storage/quota.ts). */
      storageQuotas: {
        creatorBytes: env.STORAGE_QUOTA_CREATOR_MB * 1024 * 1024,
        hostBytes: env.STORAGE_QUOTA_HOST_MB * 1024 * 1024,
      },
      /**
       * Always "standard" (better-auth's scrypt). No environment variable sets it: only the API test harness
       * passes "fast" (server/auth/test-password-hashing.ts).
       */
      passwordHashing: "standard" as "standard" | "fast",
    };
  });

export type Config = z.output<typeof configSchema>;

/** Reads and validates the environment; a bad or missing setting stops with a message that names it. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  if (config.production && !config.authSecret) {
    throw new Error("Invalid configuration:\n  AUTH_SECRET: required in production (at least 32 characters)");
  }
  return config;
}

/** Config for tests and tools: defaults plus overrides, no environment read. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }), ...overrides };
}
