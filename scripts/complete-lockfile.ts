import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The package mirror this project installs from lacks some other-platform builds of native tools
 * (e.g. @biomejs/cli-darwin-arm64 at our exact version), so `npm install` leaves them out of
 * package-lock.json, and `npm ci` then refuses that very lock ("Missing: … from lock file").
 * This adds the missing optional entries with their platform markers, so `npm ci` accepts the lock
 * and skips them on this platform (exactly what it does for listed other-platform builds).
 * Runs as `postinstall`, so every `npm install` leaves a lock that `npm ci` accepts.
 */
type LockEntry = {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
};
type Lock = { packages: Record<string, LockEntry> };

const platformWords: Record<string, Partial<Pick<LockEntry, "os" | "cpu" | "libc">>> = {
  android: { os: ["android"] },
  darwin: { os: ["darwin"] },
  linux: { os: ["linux"] },
  win32: { os: ["win32"] },
  freebsd: { os: ["freebsd"] },
  arm64: { cpu: ["arm64"] },
  x64: { cpu: ["x64"] },
  arm: { cpu: ["arm"] },
  wasm32: { cpu: ["wasm32"] },
  musl: { libc: ["musl"] },
  gnu: { libc: ["glibc"] },
  gnueabihf: { libc: ["glibc"] },
};

/** `@scope/tool-darwin-arm64` → { os: ["darwin"], cpu: ["arm64"] }; null when the name says no platform. */
export function platformOf(name: string): Pick<LockEntry, "os" | "cpu" | "libc"> | null {
  const words = (name.split("/").pop() ?? "").split("-");
  const markers: Pick<LockEntry, "os" | "cpu" | "libc"> = {};
  for (const word of words) Object.assign(markers, platformWords[word] ?? {});
  return markers.cpu || markers.os ? markers : null;
}

export function completeLock(lock: Lock): string[] {
  const added: string[] = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${location}/node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[hoisted]) continue;
      const platform = platformOf(name);
      if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
      lock.packages[hoisted] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
      added.push(`${name}@${version}`);
    }
  }
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = path.resolve(import.meta.dirname, "../package-lock.json");
  const lock = JSON.parse(readFileSync(file, "utf8")) as Lock;
  const added = completeLock(lock);
  if (added.length) {
    // npm keeps packages sorted by location; keep the file diff-friendly.
    lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(`package-lock.json: added ${added.length} other-platform optional entries`);
  }
}
