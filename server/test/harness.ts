import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import { inject } from "vitest";
import { createApp } from "../app.ts";
import { type Config, testConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { mailOutbox } from "../db/schema/index.ts";
import { createAccount } from "../features/accounts/service.ts";
import { appDepsOf, closeServices, openServices, type Services } from "../services.ts";
import { fileLinkKey } from "../storage/signed-url.ts";
import { createDiskStorage, type Storage } from "../storage/storage.ts";
import { adminUrl, databaseUrl } from "./postgres.ts";
import { totpCode } from "./totp.ts";

export const testPassword = "Test-Pass-2024!";
export const testSecret = "test-secret-for-api-tests-only-0123456789abcdef";
/** The dev outbox token of every test app (tests read the outbox with `mailboxHeaders`). */
export const testMailboxToken = "test-mailbox-token-0123456789";
export const mailboxHeaders = { authorization: `Bearer ${testMailboxToken}` };

/** The run's migrated PGlite data dir (global-setup.ts), as PGlite loads it. */
const pgliteTemplate = () => new Blob([readFileSync(inject("pgliteTemplate"))]);

/**
 * A server process's data dir (DATA_DIR) whose embedded database starts as a copy of the run's migrated template,
 * so a test that starts a real process on PGlite skips initdb and the migrations (~7 s on 2 cores).
 */
export async function pgliteDataDirFromTemplate(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir, loadDataDir: pgliteTemplate() });
  await database.close();
}

/**
 * A copy of the run's migrated template for a real server process to start on (no initdb, no migrations), left open
 * so the test can add rows first (close it before the process starts): on PGlite in `dataDir`, on PostgreSQL a new
 * database of the run (its `url`; dropped with the run's others).
 */
export async function templateCopyFor(dataDir: string): Promise<Database> {
  if (process.env.TEST_DATABASE_URL) return freshDatabase();
  return openDatabase({ dataDir, loadDataDir: pgliteTemplate() });
}

/** A fresh database for one test file: a copy of the run's migrated template. */
async function freshDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return openDatabase({ dataDir: null, loadDataDir: pgliteTemplate() });
  }
  const name = `cs_test_${inject("runId")}_${randomBytes(4).toString("hex")}`;
  const admin = await openDatabase({ databaseUrl: adminUrl(serverUrl) });
  await admin.db.execute(`create database "${name}" template "${inject("postgresTemplate")}"`);
  await admin.close();
  return openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * The whole app over a fresh database and a temp storage dir (or the given storage, e.g. S3 on the s3rver peer),
 * called through `app.request` (no port).
 */
export async function createTestContext(overrides: Partial<Config> = {}, options: { storage?: Storage } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "collabstay-test-"));
  // The disk storage's root exists from the start, so test helpers can treat a missing folder as an error.
  mkdirSync(path.join(dataDir, "storage"));
  const config = testConfig({
    dataDir,
    publicUrl: "http://localhost:3000",
    devMailboxToken: testMailboxToken,
    // A cheap scrypt for the many accounts the suites make (server/auth/test-password-hashing.ts).
    passwordHashing: "fast",
    ...overrides,
  });
  const services: Services = await openServices(config, {
    database: await freshDatabase(),
    secret: testSecret,
    storage: options.storage ?? createDiskStorage(path.join(dataDir, "storage"), fileLinkKey(testSecret)),
  });
  const app = createApp({ ...appDepsOf(services), webDir: null });
  const db = services.database.db;

  return {
    app,
    db,
    services,
    config,
    /**
     * A client with its own cookie jar, like one browser. `headers` go with every request: with
     * `createTestContext({ trustProxy: true })`, `{ "x-forwarded-for": ip }` gives the client an address.
     */
    client: (headers: Record<string, string> = {}) => new TestClient(app, headers),
    /** Makes a confirmed account directly and returns a signed-in client for it. */
    async userClient(role: "creator" | "host", fullName = role === "host" ? "Hanna Host" : "Cora Creator") {
      const email = uniqueEmail(role);
      const { id } = await createAccount(services.auth, db, {
        email,
        password: testPassword,
        fullName,
        role,
        emailVerified: true,
      });
      const client = new TestClient(app);
      const res = await client.post("/api/accounts/sign-in", { role, email, password: testPassword });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
      return { client, id, email };
    },
    /**
     * Makes an operator account and signs it in on a fresh client; with `twoFactor` (the default) two-factor
     * sign-in is set up and confirmed first, as the console requires. `totpURI` computes codes (server/test/totp.ts).
     */
    async operatorClient(twoFactor = true, fullName = "Olga Operator") {
      const email = uniqueEmail("operator");
      const { id } = await createAccount(services.auth, db, {
        email,
        password: testPassword,
        fullName,
        role: "operator",
        emailVerified: true,
      });
      const client = new TestClient(app);
      const signIn = await client.post("/api/operator/sign-in", { email, password: testPassword });
      if (signIn.status !== 200) throw new Error(`operator sign-in failed: ${signIn.status} ${await signIn.text()}`);
      let totpURI = "";
      let backupCodes: string[] = [];
      if (twoFactor) {
        const setup = await client.post("/api/operator/two-factor/setup", { password: testPassword });
        if (setup.status !== 200) throw new Error(`2FA setup failed: ${setup.status} ${await setup.text()}`);
        ({ totpURI, backupCodes } = (await setup.json()) as { totpURI: string; backupCodes: string[] });
        const confirm = await client.post("/api/operator/two-factor/confirm", { code: await totpCode(totpURI) });
        if (confirm.status !== 200) throw new Error(`2FA confirm failed: ${confirm.status} ${await confirm.text()}`);
      }
      return { client, id, email, totpURI, backupCodes };
    },
    async mailsTo(to: string) {
      return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
    },
    async close() {
      await closeServices(services);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const uniqueEmail = (prefix = "user") => `${prefix}.${randomBytes(5).toString("hex")}@example.test`;

type AppLike = { request: (input: string, init?: RequestInit) => Response | Promise<Response> };

export class TestClient {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: AppLike,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const init: RequestInit = { method, headers: { ...this.defaultHeaders, ...headers } };
    const h = init.headers as Record<string, string>;
    if (this.cookies.size) h.cookie = this.cookieHeader();
    if (body !== undefined) {
      if (typeof body === "string" || body instanceof FormData) init.body = body;
      else if (body instanceof ReadableStream) {
        // A streamed upload (size limits while streaming): sent as it is produced.
        init.body = body;
        (init as RequestInit & { duplex: string }).duplex = "half";
      } else {
        init.body = JSON.stringify(body);
        h["content-type"] ??= "application/json";
      }
    }
    const res = await this.app.request(url, init);
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(";");
      const [name, ...rest] = (pair ?? "").split("=");
      if (!name) continue;
      const value = rest.join("=");
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return res;
  }

  get = (url: string) => this.request("GET", url);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.request("POST", url, body, headers);
  patch = (url: string, body?: unknown) => this.request("PATCH", url, body);
  delete = (url: string) => this.request("DELETE", url);
  hasSession = () => [...this.cookies.keys()].some((k) => k.includes("session_token"));
  cookie = (name: string) => this.cookies.get(name);
  /** The Cookie header this client would send (for raw requests made with `app.request`). */
  cookieHeader = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
}
