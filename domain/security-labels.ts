/** Sign-in and security texts without Zod, for the Settings screen (issue 38); security.ts re-exports them. */

/** Settings → Password → "Sign-in and security" (decision 0062): texts shared by the server and the web app. */
export const securityMessages = {
  sectionTitle: "Sign-in and security",
  alreadyEnabled: "Two-factor sign-in is already turned on.",
  notEnabled: "Two-factor sign-in is not turned on.",
  notEnrolling: "Start the setup again: no authenticator is waiting to be confirmed.",
  wrongPassword: "That password is not right.",
  passkeyNameRequired: "Give the passkey a name",
  passkeyNameLong: "A passkey name can be at most 60 characters",
  passkeyFailed: "The passkey could not be checked. Please try again.",
  passkeyUnknown: "This passkey is not registered with CollabStay. Sign in with your password instead.",
  passkeyExpired: "The passkey request expired. Please try again.",
  passkeyDuplicate: "This passkey is already registered.",
  passkeyNotFound: "Passkey not found",
  sessionNotFound: "Session not found",
} as const;
