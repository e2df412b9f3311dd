import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { stacklessReactSentinels } from "./vite-stackless-react-sentinels.ts";

// The package's exports hide its cjs folder; its package.json is exported.
const reactDomDir = path.dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));
const reactDomFile = path.join(reactDomDir, "cjs", "react-dom-client.production.js");
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

function transform(code: string): string {
  const hook = stacklessReactSentinels().transform as unknown as {
    handler: (this: typeof context, code: string, id: string) => { code: string };
  };
  return hook.handler.call(context, code, reactDomFile).code;
}

describe("stacklessReactSentinels", () => {
  it("builds the installed React DOM's five sentinels without a stack, keeping strict mode", () => {
    const out = transform(readFileSync(reactDomFile, "utf8"));
    expect(out.match(/stacklessError\(formatProdErrorMessage\(\d+\)\)/g)).toHaveLength(5);
    expect(out).not.toMatch(/\bError\(formatProdErrorMessage\((460|461|474|519|542)\)\)/);
    // "use strict" is still the first statement (only comments before it).
    expect(
      out
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .trimStart()
        .startsWith('"use strict";'),
    ).toBe(true);
  });

  it("makes errors that are Errors with the message and no stack", () => {
    const out = transform(
      '"use strict";\nvar a = Error(formatProdErrorMessage(460)), b = Error(formatProdErrorMessage(474)), c = Error(formatProdErrorMessage(542));\nvar d = Error(formatProdErrorMessage(461)), e = Error(formatProdErrorMessage(519));\nreturn [a, b, c, d, e];',
    );
    const made = new Function("formatProdErrorMessage", out)((code: number) => `React error #${code}`) as Error[];
    expect(made).toHaveLength(5);
    for (const error of made) {
      expect(error).toBeInstanceOf(Error);
      expect(error.message).toMatch(/^React error #\d+$/);
      expect(Object.hasOwn(error, "stack")).toBe(false);
    }
  });

  it("fails the build when React DOM's sentinels changed", () => {
    expect(() => transform('"use strict";\nvar a = Error(formatProdErrorMessage(460));')).toThrow(
      /sentinel errors changed \(1 of 5 found\)/,
    );
  });
});
