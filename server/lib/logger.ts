export type Logger = { info(message: string): void; error(message: string): void };

export function createLogger(level: "silent" | "info"): Logger {
  if (level === "silent") return { info() {}, error() {} };
  return {
    info: (message) => console.log(message),
    error: (message) => console.error(message),
  };
}
