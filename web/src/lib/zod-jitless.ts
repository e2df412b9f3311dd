import { config } from "zod/v4/core";

/**
 * Zod 4 compiles object parsers with `new Function` when it may, and finds out by trying once. Our CSP forbids
 * eval (`script-src 'self'`), so the try is a CSP violation that Chrome lists in its Issues panel (Lighthouse best
 * practices 96 on every signed-in page) even though Zod catches the throw. `jitless` skips the probe and the JIT:
 * the policy stays as strict as it is. Imported by the query layout (app/layout/query-layout.tsx), the parent of every
 * screen that parses with Zod, so it runs before any schema parses and stays out of the first load of `/`.
 */
config({ jitless: true });
