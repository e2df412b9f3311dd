import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../chromium.ts";
import { signInAsDemo } from "./demo-sign-in.ts";

/**
 * A page load's main-thread tasks by CPU time (issue 38): `npx tsx scripts/bench/trace-web.ts <base url> <path>
 * [creator|host|visitor] [runs]` signs in as the demo account, loads the page unthrottled in Debian's Chromium with
 * a trace, and prints, per run, the main thread's CPU time, an estimate of Lighthouse's simulated Total Blocking
 * Time (Σ max(0, 4 × task CPU time − 50 ms): Lighthouse's phone CPU is 4× slower) and the longest tasks with what
 * they were made of. Thread CPU time, unlike wall time, barely moves when other processes share the 2 cores, so a
 * before/after comparison holds on a busy machine where Lighthouse's own figures do not. `TASKS=n` prints n tasks
 * per run (default 6); `ORDER=time` prints every task of 3 ms or more in the order they ran, with the last LCP
 * candidate's time; `V8_COMPILE=1` adds V8's parse and compile events; `DETAIL_MS=m` also lists each event over m ms inside them; `TOTALS=n` prints the n event names with the most CPU time
 * over the whole load; `LIGHTHOUSE_CATEGORIES=1` traces with Lighthouse's own categories, `EXTRA_CATEGORIES=a,b` adds some. A tool for finding causes, not a
 * benchmark: Lighthouse (`npm run bench -- lighthouse`) judges the budget.
 */
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: unknown };
};

const [base = "http://127.0.0.1:3000", path = "/", role = "creator", runs = "3"] = process.argv.slice(2);
const taskCount = Number(process.env.TASKS ?? 6);
const inTimeOrder = process.env.ORDER === "time";
// V8's compile events (V8.ParseFunction, V8.CompileCode, V8.CollectSourcePositions) name what a task's script time is.
const categories = ["devtools.timeline", "disabled-by-default-devtools.timeline"];
if (process.env.V8_COMPILE) categories.push("disabled-by-default-v8.compile");
// Lighthouse 12's own trace categories (its gatherers/trace.js): JS stacks on timeline events, the sampling profiler
// and screenshots cost the page time of their own, which Lighthouse's figures include.
if (process.env.LIGHTHOUSE_CATEGORIES) {
  categories.push(
    "disabled-by-default-lighthouse",
    "loading",
    "v8",
    "v8.execute",
    "blink.user_timing",
    "blink.console",
    "disabled-by-default-devtools.screenshot",
    "disabled-by-default-devtools.timeline.stack",
    "disabled-by-default-devtools.timeline.frame",
    "latencyInfo",
    "disabled-by-default-v8.cpu_profiler",
  );
}
// `EXTRA_CATEGORIES=a,b` adds trace categories of one's choice (e.g. to find which of Lighthouse's costs the page).
categories.push(...(process.env.EXTRA_CATEGORIES?.split(",").filter(Boolean) ?? []));
const totalsCount = Number(process.env.TOTALS ?? 0);
const detailMs = process.env.DETAIL_MS ? Number(process.env.DETAIL_MS) : null;
const ms = (us = 0) => us / 1000;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (let run = 1; run <= Number(runs); run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await signInAsDemo(page, base, role);
    await browser.startTracing(page, { categories });
    await page.goto(`${base}${path}`, { waitUntil: "load" });
    await page.waitForTimeout(Number(process.env.WAIT_MS ?? 3000));
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const mainThreads = new Set(
      events
        .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const onMain = (e: TraceEvent) => e.ph === "X" && e.tdur !== undefined && mainThreads.has(`${e.pid}:${e.tid}`);
    const tasks = events.filter((e) => e.name === "RunTask" && onMain(e));
    const cpu = tasks.reduce((sum, t) => sum + ms(t.tdur), 0);
    // Wall time of the same tasks: what Lighthouse's trace sees (it scales `dur`, not thread time).
    const wall = tasks.reduce((sum, t) => sum + ms(t.dur), 0);
    const wallBlocking = tasks.reduce((sum, t) => sum + Math.max(0, 4 * ms(t.dur) - 50), 0);
    const blocking = tasks.reduce((sum, t) => sum + Math.max(0, 4 * ms(t.tdur) - 50), 0);
    const nodes = await page.evaluate(() => document.querySelectorAll("*").length);
    console.log(
      `run ${run}: ${new URL(page.url()).pathname} · main-thread CPU ${cpu.toFixed(0)} ms (wall ${wall.toFixed(0)}) · estimated TBT (4×) ${blocking.toFixed(0)} ms (from wall ${wallBlocking.toFixed(0)}) · ${nodes} elements`,
    );
    if (totalsCount > 0) {
      // Every event name's CPU time over the whole load (nested events count in their parents too).
      const totals = new Map<string, number>();
      for (const e of events) if (onMain(e)) totals.set(e.name, (totals.get(e.name) ?? 0) + ms(e.tdur));
      const top = [...totals].sort((a, b) => b[1] - a[1]).slice(0, totalsCount);
      console.log(`  totals: ${top.map(([n, d]) => `${n} ${d.toFixed(0)}`).join(" · ")}`);
    }
    const navigation = events.find((e) => e.name === "navigationStart" && mainThreads.has(`${e.pid}:${e.tid}`));
    const t0 = navigation?.ts ?? tasks[0]?.ts ?? 0;
    const lcp = events.filter((e) => e.name === "largestContentfulPaint::Candidate").at(-1);
    if (lcp) console.log(`  last LCP candidate at ${ms(lcp.ts - t0).toFixed(0)} ms (wall, unthrottled)`);
    const chosen = inTimeOrder
      ? tasks.filter((t) => ms(t.tdur) >= 3).sort((a, b) => a.ts - b.ts)
      : [...tasks].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0)).slice(0, taskCount);
    for (const task of chosen) {
      const end = task.ts + (task.dur ?? 0);
      const inside = events.filter((e) => onMain(e) && e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
      const byName = new Map<string, number>();
      for (const e of inside) byName.set(e.name, (byName.get(e.name) ?? 0) + ms(e.tdur));
      const parts = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 5);
      const at = inTimeOrder ? `at ${ms(task.ts - t0).toFixed(0)} ms ` : "";
      console.log(
        `  task ${at}${ms(task.tdur).toFixed(0)} ms: ${parts.map(([n, d]) => `${n} ${d.toFixed(0)}`).join(", ")}`,
      );
      if (detailMs === null) continue;
      for (const e of inside.filter((e) => ms(e.tdur) > detailMs))
        console.log(`    ${e.name} ${ms(e.tdur).toFixed(1)} ms ${JSON.stringify(e.args?.data ?? {}).slice(0, 160)}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
