import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

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

/** Debian's Chromium drives the e2e suite; install it with apt-get when the machine lacks it. */
export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  console.log("Installing Chromium (apt-get)…");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(
    `${sudo}apt-get update -qq && ${sudo}DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation`,
    {
      stdio: "inherit",
    },
  );
}
