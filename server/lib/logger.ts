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
    info: (message, fields) => console.log(line("info", message, fields)),
    error: (message, fields) => console.error(line("error", message, fields)),
  };
}
