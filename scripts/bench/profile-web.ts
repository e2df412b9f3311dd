import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../chromium.ts";
import { signInAsDemo } from "./demo-sign-in.ts";

/**
 * Where a page's main thread goes on a phone-speed CPU (issue 38): `npx tsx scripts/bench/profile-web.ts <base url>
 * <path> [creator|host|visitor] [seconds]` signs in as the demo account, loads the page in Debian's Chromium with
 * 4× CPU throttling and a sampling profiler, then prints the long tasks the page saw, the functions with the most
 * self and total time, and each busy stretch over 50 ms with the frames that took it. Run it against a server whose
 * SPA was built unminified (`npx vite build --mode production --minify false`) so the frames have names. A tool for
 * finding causes, not a benchmark: Lighthouse (`npm run bench -- lighthouse`) judges the budget.
 */
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number };

const [base = "http://127.0.0.1:3000", path = "/", role = "creator", seconds = "4"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await signInAsDemo(page, base, role);
  await page.addInitScript(() => {
    const found: [number, number][] = [];
    (window as unknown as { longTasks: [number, number][] }).longTasks = found;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) found.push([Math.round(entry.startTime), Math.round(entry.duration)]);
    }).observe({ type: "longtask", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await page.goto(`${base}${path}`, { waitUntil: "load" });
  await page.waitForTimeout(Number(seconds) * 1000);
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: [number, number][] }).longTasks);
  const blocking = longTasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  console.log(`long tasks [start, ms]: ${JSON.stringify(longTasks)}; blocking time ${blocking} ms`);

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const label = (id: number) => {
    const frame = byId.get(id)?.callFrame;
    return `${frame?.functionName || "(anonymous)"} ${frame?.url.replace(/^.*\//, "")}:${(frame?.lineNumber ?? 0) + 1}`;
  };
  /** Total time per frame label over the given samples (a frame counted once per sample, however deep). */
  const inclusive = (samples: [number, number][]) => {
    const total = new Map<string, number>();
    for (const [id, us] of samples) {
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const name = label(cur);
        if (seen.has(name)) continue;
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + us);
      }
    }
    return total;
  };
  const top = (totals: Map<string, number>, count: number) =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `${(us / 1000).toFixed(0).padStart(6)} ms  ${name}`)
      .join("\n");

  const samples: [number, number][] = profile.samples.map((id, i) => [id, profile.timeDeltas[i + 1] ?? 0]);
  const self = new Map<string, number>();
  for (const [id, us] of samples) self.set(label(id), (self.get(label(id)) ?? 0) + us);
  console.log(`\nself time\n${top(self, 25)}\n\ntotal time\n${top(inclusive(samples), 40)}`);
  // PROFILE_MATCH=<regex>: the total time of every frame whose label matches (e.g. "^init_" for module evaluation).
  const match = process.env.PROFILE_MATCH ? new RegExp(process.env.PROFILE_MATCH) : null;
  if (match) {
    const matching = new Map([...inclusive(samples)].filter(([name]) => match.test(name)));
    console.log(`\nframes matching ${match}\n${top(matching, 60)}`);
  }

  // Busy stretches: consecutive samples that are not idle.
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === "(idle)").map((n) => n.id));
  let at = profile.startTime;
  type Stretch = { start: number; end: number; samples: [number, number][] };
  let stretch: Stretch | null = null;
  const stretches: Stretch[] = [];
  for (const [i, [id, us]] of samples.entries()) {
    at += profile.timeDeltas[i] ?? 0;
    if (idle.has(id)) {
      if (stretch) stretches.push(stretch);
      stretch = null;
      continue;
    }
    stretch ??= { start: at, end: at, samples: [] };
    stretch.end = at;
    stretch.samples.push([id, us]);
  }
  if (stretch) stretches.push(stretch);
  console.log("\nbusy stretches over 50 ms (throttled ms since the profile started)");
  for (const s of stretches.filter((s) => s.end - s.start > 50_000)) {
    const frames = [...inclusive(s.samples)].filter(([name]) => !/^\((root|program|idle)\)/.test(name));
    const heaviest = frames
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([name, us]) => `${(us / 1000).toFixed(0)} ${name}`);
    console.log(
      `- at ${((s.start - profile.startTime) / 1000).toFixed(0)} for ${((s.end - s.start) / 1000).toFixed(0)} ms: ${heaviest.join(" | ")}`,
    );
  }
} finally {
  await browser.close();
}
