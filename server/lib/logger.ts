export type LogFields = Record<string, string | number | boolean | null | undefined>;
export type Logger = {
  info(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
};
export type LogFormat = "json" | "pretty";

/**
 * One line per event. `json` (the default in production) is what log collectors read: `{"time","level","msg",…}`;
 * `pretty` (development) keeps the message readable and puts the fields after it.
 */
export function createLogger(level: "silent" | "info", format: LogFormat = "pretty"): Logger {
  if (level === "silent") return { info() {}, error() {} };
  const line = (lvl: "info" | "error", message: string, fields: LogFields = {}) => {
    if (format === "json")
      return JSON.stringify({ time: new Date().toISOString(), level: lvl, msg: message, ...fields });
    const extra = Object.entries(fields)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${v}`)
      .join(" ");
    return extra ? `${message} ${extra}` : message;
  };
  return {
    info: (message, fields) => writeInfo(line("info", message, fields)),
    error: (message, fields) => console.error(line("error", message, fields)),
  };
}

/**
 * Info lines (one per request) are written together once per turn of the event loop: standard output to a pipe
 * or file is a synchronous write on Linux, and one syscall per request was a measurable share of a request's cost
 * under load. Whatever is pending is written when the process exits; errors still go out at once.
 */
let pending: string[] = [];
let scheduled = false;
function flushInfo() {
  scheduled = false;
  if (pending.length === 0) return;
  const chunk = pending.join("");
  pending = [];
  process.stdout.write(chunk);
}
process.on("exit", flushInfo);
function writeInfo(text: string) {
  pending.push(`${text}\n`);
  if (!scheduled) {
    scheduled = true;
    setImmediate(flushInfo);
  }
}
