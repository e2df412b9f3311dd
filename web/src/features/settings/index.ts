/** The settings feature's public surface. */
export { useLeaveAfterDeletion } from "./api.ts";
export { SettingsPage, settingsSections } from "./components/settings-page.tsx";
export { settingsMessages } from "./messages.ts";
