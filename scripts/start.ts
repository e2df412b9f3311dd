import { buildWebIfNeeded } from "./build-web.ts";

// `npm start`: build the SPA if its sources changed, then run the one server process.
buildWebIfNeeded();
await import("../server/main.ts");
