import { describe, expect, it } from "vitest";
import { completeLock, platformOf } from "./complete-lockfile.ts";

describe("completing the lockfile with other-platform builds", () => {
  it("reads the platform from the package name", () => {
    expect(platformOf("@biomejs/cli-darwin-arm64")).toEqual({ os: ["darwin"], cpu: ["arm64"] });
    expect(platformOf("@biomejs/cli-linux-x64-musl")).toEqual({ os: ["linux"], cpu: ["x64"], libc: ["musl"] });
    expect(platformOf("@tailwindcss/oxide-wasm32-wasi")).toEqual({ cpu: ["wasm32"] });
    expect(platformOf("@tailwindcss/oxide-win32-x64-msvc")).toEqual({ os: ["win32"], cpu: ["x64"] });
    expect(platformOf("left-pad")).toBeNull();
  });

  it("adds only the missing optional platform entries, keeping the parent's dev flag", () => {
    const lock = {
      packages: {
        "": {},
        "node_modules/@biomejs/biome": {
          version: "2.6.8",
          dev: true,
          optionalDependencies: { "@biomejs/cli-linux-x64": "2.6.8", "@biomejs/cli-darwin-arm64": "2.6.8" },
        },
        "node_modules/@biomejs/cli-linux-x64": { version: "2.6.8", dev: true, optional: true },
      },
    };
    expect(completeLock(lock)).toEqual(["@biomejs/cli-darwin-arm64@2.6.8"]);
    expect(lock.packages).toMatchObject({
      "node_modules/@biomejs/cli-darwin-arm64": {
        version: "2.6.8",
        dev: true,
        optional: true,
        os: ["darwin"],
        cpu: ["arm64"],
      },
    });
    expect(completeLock(lock)).toEqual([]);
  });
});
