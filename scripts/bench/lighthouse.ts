import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DiscoveryPage } from "@domain/listings.ts";
import lighthouse from "lighthouse";
import { DEMO_CREATOR_EMAIL, DEMO_HOST_EMAIL, DEMO_PASSWORD } from "../../server/db/seed/demo-accounts.ts";
import { root } from "../build-web.ts";
import { chromiumArgs, chromiumPath, ensureChromium } from "../chromium.ts";
import { serveFresh } from "../serve-fresh.ts";

/**
 * DESIGN.md §6: Lighthouse mobile on `/`, `/listings` and a listing page; issue 38 adds the signed-in screens
 * (dashboards, contracts, a workspace, the inbox and a thread, notifications, content rights, settings) and best
 * practices 100 on all of them.
 */
const budget = { performance: 95, accessibility: 95, bestPractices: 100 };
/** Simulated throttling keeps scores steady, but one run can still catch a busy moment on 2 cores: the median of three counts. */
const runsPerPage = 3;
const reportDir = path.join(root, "test-results/lighthouse");

/** Lighthouse drives a headless Chromium with the same offline-safe flags as the e2e suite. */
const chromiumFlags = ["--headless=new", ...chromiumArgs];

/** `file` names the saved report; `cookie` signs the page in (a visitor is redirected from the others). */
type Target = { name: string; file: string; path: string; cookie?: string };
type Row = {
  name: string;
  run: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: string;
  lcp: string;
  tbt: string;
  cls: string;
  /** Transferred bytes of the page load, in KB. */
  kb: number;
  /** What Chrome's Issues panel listed (the best-practices `inspector-issues` audit), e.g. a CSP violation. */
  issues: string;
};

/** Starts Debian's Chromium with a throwaway profile; resolves with its DevTools port and a stop function. */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "collabstay-lh-chromium-"));
  // Its own process group: /usr/bin/chromium is a wrapper script, so stopping means stopping the group.
  const child = spawn(
    chromiumPath,
    [...chromiumFlags, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { detached: true, stdio: ["ignore", "ignore", "pipe"] },
  );
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let err = "";
      const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${err}`)), 30_000);
      child.stderr?.on("data", (d) => {
        err += d;
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.on("exit", (code) => reject(new Error(`Chromium exited (code ${code}):\n${err}`)));
    });
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Signs in through the API like the e2e helpers do; returns the `Cookie` header value of the session. */
async function signInCookie(baseUrl: string, role: "creator" | "host", email: string, password: string) {
  const res = await fetch(`${baseUrl}/api/accounts/sign-in`, {
    method: "POST",
    // The server checks Origin on every mutating request.
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ role, email, password }),
  });
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("Sign-in set no cookie.");
  return cookie;
}

async function firstActiveListingId(baseUrl: string, cookie: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/listings`, { headers: { cookie } });
  if (!res.ok) throw new Error(`Listing discovery failed: ${res.status} ${await res.text()}`);
  const page = (await res.json()) as DiscoveryPage;
  const id = page.items[0]?.id;
  if (!id) throw new Error("The demo data has no active listing.");
  return id;
}

async function measure(baseUrl: string, target: Target, run: number): Promise<Row> {
  const chromium = await launchChromium();
  try {
    // Lighthouse's defaults are the budget's terms: mobile form factor, simulated slow-4G throttling.
    const result = await lighthouse(`${baseUrl}${target.path}`, {
      port: chromium.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance", "accessibility", "best-practices"],
      extraHeaders: target.cookie ? { Cookie: target.cookie } : null,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}.`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${target.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(path.join(reportDir, `${target.file}-${run}.json`), JSON.stringify(lhr, null, 1));
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const shown = (id: string) => lhr.audits[id]?.displayValue?.toString().replace(/\u00a0/g, " ") ?? "?";
    return {
      name: target.name,
      run,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      fcp: shown("first-contentful-paint"),
      lcp: shown("largest-contentful-paint"),
      tbt: shown("total-blocking-time"),
      cls: shown("cumulative-layout-shift"),
      kb: Math.round((lhr.audits["total-byte-weight"]?.numericValue ?? 0) / 1024),
      issues: inspectorIssues(lhr.audits["inspector-issues"]?.details),
    };
  } finally {
    await chromium.stop();
  }
}

/** The issue types of the `inspector-issues` audit's table ("" when Chrome listed none). */
function inspectorIssues(details: unknown): string {
  const items = (details as { items?: { issueType?: unknown }[] } | undefined)?.items ?? [];
  return items.map((i) => String(i.issueType ?? "?")).join(", ");
}

/** Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP) on a busy machine; that says nothing about the page. */
async function measureWithRetry(baseUrl: string, target: Target, run: number): Promise<Row> {
  try {
    return await measure(baseUrl, target, run);
  } catch (error) {
    console.warn(`${target.name} run ${run}: ${(error as Error).message}; retrying once.`);
    return await measure(baseUrl, target, run);
  }
}

/** The median run of a page by performance score (its other figures are that run's, so they fit together). */
function medianRun(runs: Row[]): Row {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error("No runs to take the median of.");
  return median;
}

function table(rows: Row[]): string {
  const head = ["page", "run", "perf", "a11y", "best pr.", "FCP", "LCP", "TBT", "CLS", "KB", "issues", "budget"];
  const body = rows.map((r) => {
    const under = [
      r.performance < budget.performance ? "performance" : "",
      r.accessibility < budget.accessibility ? "accessibility" : "",
      r.bestPractices < budget.bestPractices ? "best practices" : "",
    ].filter(Boolean);
    return [
      r.name,
      String(r.run),
      String(r.performance),
      String(r.accessibility),
      String(r.bestPractices),
      r.fcp,
      r.lcp,
      r.tbt,
      r.cls,
      String(r.kb),
      r.issues || "-",
      under.length ? `UNDER (${under.join(", ")})` : "OK",
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(head), ...body.map(line)].join("\n");
}

/** GETs `path` signed in with `cookie` and returns the JSON answer. */
async function getJson(baseUrl: string, cookie: string, path: string): Promise<unknown> {
  const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${path} failed: ${res.status} ${await res.text()}`);
  return await res.json();
}

/** The first conversation of the inbox (a thread to open) and the first collaboration's workspace, of the demo data. */
async function demoIds(baseUrl: string, cookie: string): Promise<{ conversationId: string; applicationId: string }> {
  const inbox = (await getJson(baseUrl, cookie, "/api/conversations")) as { items?: { id: string }[] };
  const conversationId = inbox.items?.[0]?.id;
  if (!conversationId) throw new Error("The demo creator has no conversation.");
  const collaborations = (await getJson(baseUrl, cookie, "/api/collaborations")) as {
    items?: { applicationId: string | null }[];
  };
  const applicationId = collaborations.items?.find((c) => c.applicationId)?.applicationId;
  if (!applicationId) throw new Error("The demo creator has no collaboration.");
  return { conversationId, applicationId };
}

/**
 * `npm run bench -- lighthouse`: Lighthouse mobile (performance, accessibility, best practices) on `/`
 * as a visitor, on `/listings`, one active listing and the signed-in screens of issue 38 as the demo creator
 * (the host dashboard as the demo host), against the production build served by a fresh server. Each page runs
 * `runsPerPage` times and the median is reported; full reports land in test-results/lighthouse/.
 */
export async function benchLighthouse(): Promise<string> {
  ensureChromium();
  const server = await serveFresh("lighthouse");
  try {
    const cookie = await signInCookie(server.baseUrl, "creator", DEMO_CREATOR_EMAIL, DEMO_PASSWORD);
    const host = await signInCookie(server.baseUrl, "host", DEMO_HOST_EMAIL, DEMO_PASSWORD);
    const listingId = await firstActiveListingId(server.baseUrl, cookie);
    const { conversationId, applicationId } = await demoIds(server.baseUrl, cookie);
    const all: Target[] = [
      { name: "/ (visitor)", file: "home", path: "/" },
      { name: "/listings", file: "listings", path: "/listings", cookie },
      { name: "/listings/<id>", file: "listing", path: `/listings/${listingId}`, cookie },
      // Issue 38: the signed-in screens, as the demo creator unless the screen is the host's.
      {
        name: "creator dashboard, Applications",
        file: "creator-applications",
        path: "/creator/dashboard?tab=applications",
        cookie,
      },
      {
        name: "creator dashboard, Portfolio",
        file: "creator-portfolio",
        path: "/creator/dashboard?tab=portfolio",
        cookie,
      },
      { name: "host dashboard (host)", file: "host-dashboard", path: "/host/dashboard", cookie: host },
      { name: "/contracts", file: "contracts", path: "/contracts", cookie },
      {
        name: "workspace",
        file: "workspace",
        path: `/collaboration/${applicationId}/deliverables`,
        cookie,
      },
      { name: "/messages", file: "messages", path: "/messages", cookie },
      { name: "/messages/<id>", file: "thread", path: `/messages/${conversationId}`, cookie },
      { name: "/notifications", file: "notifications", path: "/notifications", cookie },
      { name: "/content-rights", file: "content-rights", path: "/content-rights", cookie },
      { name: "/settings", file: "settings", path: "/settings", cookie },
    ];
    // `LIGHTHOUSE_PAGES=contracts,settings` measures only those (the `file` names), e.g. while fixing one screen.
    const only = process.env.LIGHTHOUSE_PAGES?.split(",").filter(Boolean);
    const targets = only ? all.filter((t) => only.includes(t.file)) : all;
    const rows: Row[] = [];
    const medians: Row[] = [];
    for (const target of targets) {
      const runs: Row[] = [];
      for (let run = 1; run <= runsPerPage; run++) runs.push(await measureWithRetry(server.baseUrl, target, run));
      rows.push(...runs);
      medians.push(medianRun(runs));
    }
    const terms = `budget performance ≥ ${budget.performance}, accessibility ≥ ${budget.accessibility}, best practices ${budget.bestPractices}`;
    return [
      `Lighthouse mobile (simulated throttling), ${terms}`,
      table(rows),
      "",
      `Median of ${runsPerPage} runs per page (by performance; the other figures are that run's):`,
      table(medians),
    ].join("\n");
  } catch (error) {
    console.error(server.log());
    throw error;
  } finally {
    await server.stop();
  }
}
