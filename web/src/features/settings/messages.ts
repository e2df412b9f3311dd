import { accountMessages } from "@domain/account-labels.ts";

/** Settings texts of spec 000 §5 and §8, verbatim, kept in one place so tests can import them. */
export const settingsMessages = {
  errorTitle: "Error",
  passwordTooShort: accountMessages.passwordTooShortSettings,
  passwordsDontMatch: accountMessages.passwordsDontMatch,
  passwordUpdated: "Password updated",
  passwordUpdateFailed: "Failed to update password. Please try again.",
  preferencesUpdated: "Preferences updated",
  preferencesUpdateFailed: "Failed to update preferences. Please try again.",
  accountDeleted: "Account Deleted",
  accountDeletedText: "Your account, profile and everything you created on CollabStay have been permanently removed.",
  accountDeleteFailed: "Failed to delete account",
} as const;
