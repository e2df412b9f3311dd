/**
 * The texts of push and the installable app (issue 42), apart from the schemas: the service worker registration
 * (web/src/lib/pwa.ts) loads after the page and must not pull zod into that load.
 */
export const pushMessages = {
  settingLabel: "Push notifications on this device",
  addToHomeScreen: "Add CollabStay to your Home Screen first",
  noPush: "This browser cannot receive push notifications.",
  denied: "Notifications are blocked for CollabStay in this browser's settings.",
  turnedOn: "Push notifications are on for this device.",
  turnedOff: "Push notifications are off for this device.",
  sendTest: "Send a test notification",
  testSent: "Test notification sent. It should appear in a moment.",
  noDevice: "Turn on push notifications on a device first.",
  testTitle: "CollabStay test notification",
  testBody: "Push notifications work on this device.",
  notFound: "Device not found",
  refusedAddress: "This push endpoint is not allowed: it must be on the public internet",
  httpsOnly: "The push endpoint must start with https://",
  unknownHost: "The push endpoint's host could not be found",
  newVersion: "New version — reload",
  offlineTitle: "You are offline",
} as const;
