/** The push feature's public surface (issue 42). */
export { PushSettings } from "./components/push-settings.tsx";
export { pushSupport } from "./support.ts";
