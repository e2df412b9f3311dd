import { execSync, spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";

export const chromiumPath = "/usr/bin/chromium";

/**
 * Flags for every Chromium we start (e2e and Lighthouse). No flag may let it reach past loopback: background
 * services, component updates, sync and QUIC probes would all try the network, which this machine (and CI) does
 * not have. Without `--disable-dev-shm-usage` it can crash when several contexts are open (DESIGN.md §8).
 */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  // Debian's wrapper adds --enable-gpu-rasterization; with no GPU that rasterizes through SwiftShader, which cost
  // the e2e suite ~10 % more CPU than Skia's own software raster.
  "--disable-gpu-rasterization",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

/** apt-get as root, or through sudo. */
function installCommand(): string {
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  return `${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation`;
}

/** Debian's Chromium drives the e2e suite; install it with apt-get when the machine lacks it. */
export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  console.log("Installing Chromium (apt-get)…");
  execSync(installCommand(), { stdio: "inherit" });
}

/**
 * The same install, started in the background (`npm test` begins with it, so the download and unpacking overlap
 * the typecheck and the API suites instead of delaying the e2e suite). Its output goes to `logFile` (the suites run
 * through spawnSync, which would leave a pipe unread) and is printed only if the install fails; `ensureChromium`
 * then tries once more in the foreground.
 */
export function installChromiumInBackground(logFile: string): Promise<void> {
  if (existsSync(chromiumPath)) return Promise.resolve();
  const log = openSync(logFile, "w");
  return new Promise((resolve) => {
    const child = spawn("sh", ["-c", installCommand()], { stdio: ["ignore", log, log] });
    let settled = false;
    const done = (problem: string | null) => {
      if (settled) return; // "error" can come before "exit"
      settled = true;
      closeSync(log);
      if (problem)
        console.error(
          `Installing Chromium in the background failed (${problem}):\n${readFileSync(logFile, "utf8").slice(-20_000)}`,
        );
      resolve();
    };
    child.on("error", (error) => done(error.message));
    child.on("exit", (code) => done(code === 0 ? null : `exit ${code}`));
  });
}
