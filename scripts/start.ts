import { spawn } from "node:child_process";
import { serverNodeFlags } from "../server/lib/node-flags.ts";
import { buildServerIfNeeded } from "./build-server.ts";
import { buildWebIfNeeded } from "./build-web.ts";

// `npm start`: build the SPA and the server bundle if their sources changed, then run the one server process.
buildWebIfNeeded();
const entry = await buildServerIfNeeded();
const server = spawn(process.execPath, [...serverNodeFlags, "--enable-source-maps", entry], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
