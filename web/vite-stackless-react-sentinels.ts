import type { Plugin } from "vite";

/** React DOM's control-flow sentinels, built once at its module top level and thrown only inside React. */
const sentinels = /\bError\(formatProdErrorMessage\((460|461|474|519|542)\)\)/g;
const expected = 5;

/**
 * React DOM creates five `Error`s at its module top level (SuspenseException and its kin: thrown to unwind a render,
 * caught by React itself, never shown). Whenever a debugger or a trace is attached — DevTools, Lighthouse — V8
 * records where each error was made, which needs line numbers for React DOM's whole module function (~190 KB):
 * V8 re-parses all of it, 40–50 ms of desktop CPU (×4 on Lighthouse's phone) inside the entry's evaluation, the
 * longest task of every page (issue 38). Built with `Object.create(Error.prototype)` they are the same kind of
 * object (`instanceof Error`, same message, compared by identity as before) without a stack.
 * A React upgrade that changes these lines fails the build here rather than silently bringing the cost back.
 */
export function stacklessReactSentinels(): Plugin {
  return {
    name: "collabstay-stackless-react-sentinels",
    apply: "build",
    transform: {
      filter: { id: /react-dom-client\.production\.js$/ },
      handler(code) {
        const found = code.match(sentinels)?.length ?? 0;
        if (found !== expected)
          this.error(
            `React DOM's top-level sentinel errors changed (${found} of ${expected} found): update or remove this plugin.`,
          );
        const helper =
          "function stacklessError(message) { return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } }); }\n";
        // After the file's "use strict" directive, which must stay its first statement.
        const strict = '"use strict";\n';
        const at = code.indexOf(strict);
        if (at < 0)
          this.error(`React DOM's module no longer starts with ${strict.trim()}: update or remove this plugin.`);
        const body = code.replace(sentinels, "stacklessError(formatProdErrorMessage($1))");
        const end = at + strict.length;
        return { code: body.slice(0, end) + helper + body.slice(end), map: null };
      },
    },
  };
}
