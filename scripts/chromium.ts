import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export const chromiumPath = "/usr/bin/chromium";

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
