import { describe, expect, it } from "vitest";
import { webBuildEnv } from "./build-web.ts";

describe("the SPA build environment", () => {
  it("is production whatever NODE_ENV the server was started with", () => {
    for (const mode of ["development", "test", "production", undefined]) {
      const env = webBuildEnv({ PATH: "/usr/bin", NODE_ENV: mode });
      expect(env.NODE_ENV).toBe("production");
      expect(env.PATH).toBe("/usr/bin");
    }
  });
});
