import { count } from "./counts.ts";

/** Account texts and the phone check without Zod, for screens that only show them (issue 38); accounts.ts re-exports them. */

/** Messages of spec 000 §5 and §8, verbatim. */
export const accountMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  fullNameRequired: "Full name is required",
  fullNameShort: "Full name must be at least 2 characters",
  fullNameChars: "Full name can only contain letters, spaces, hyphens, and apostrophes",
  creatorPassword:
    "Password must be at least 8 characters and include uppercase, lowercase, number, and special character",
  passwordRequired: "Password is required",
  fixErrorsTitle: "Please fix the following errors:",
  resetEmailRequiredTitle: "Email required",
  resetEmailRequired: "Please enter your email address",
  passwordTooShortTitle: "Password too short",
  passwordTooShortReset: "Password must be at least 6 characters long",
  passwordTooShortSettings: "Password must be at least 6 characters",
  passwordsDontMatch: "Passwords don't match",
  passwordsDontMatchReset: "Please make sure both passwords are the same",
  signInFailed: "Sign in failed",
  invalidCredentials: "Invalid email or password",
  signUpFailed: "Sign up failed",
  signUpFailedDefault: "An error occurred during sign up",
  wrongLoginForm: "Wrong login form",
  wrongRole: (other: "creator" | "host") =>
    `This account is registered as a ${other}. Please use the ${other} login form instead.`,
  confirmEmail: "Please check your email to confirm your account.",
  welcomeBack: "Welcome back!",
  welcomeBackCreator: "Successfully logged in as creator",
  accountCreated: "Account created successfully!",
  accountCreatedSignedIn: (role: "creator" | "host") => `Welcome! You're now signed in as a ${role}.`,
  hostAccountCreated: "Host account created!",
  resetEmailSent: "Reset email sent!",
  resetEmailSentText: "Check your email for a password reset link",
  resetEmailFailed: "Failed to send reset email",
  passwordResetError: "Password Reset Error",
  passwordResetExpired: "This password reset link has expired or is invalid. Please request a new one.",
  passwordResetErrorDefault: "An error occurred with the password reset link.",
  invalidResetLinkTitle: "Invalid Reset Link",
  invalidResetLinkText: "This password reset link is invalid or has expired. Please request a new one.",
  invalidResetLinkPageTitle: "Invalid reset link",
  invalidResetLinkPageText: "This link is invalid or has expired.",
  errorUpdatingPassword: "Error updating password",
  failedToUpdatePassword: "Failed to update password",
  passwordUpdatedAuth: "Password updated!",
  passwordUpdatedAuthText: "Your password has been successfully updated. You can now log in with your new password.",
  passwordUpdatedReset: "Password updated successfully!",
  passwordUpdatedResetText: "Your password has been changed. You can now log in with your new password.",
  emailTaken: "An account with this email already exists. Please sign in instead.",
  tooManyAttempts: "Too many attempts. Please wait a few minutes and try again.",
  tooManyAttemptsWait: (wait: string) => `Too many attempts. Please wait ${wait} and try again.`,
  // Ours (the spec's hosted backend handled confirmation links itself).
  emailConfirmed: "Email confirmed",
  emailConfirmedText: "Your account is ready. Welcome to CollabStay!",
  confirmationInvalid: "Confirmation link invalid",
  confirmationInvalidText:
    "This confirmation link is invalid or has expired. Sign in with your e-mail and password and we'll send you a new one.",
  confirmationResent: "Confirmation e-mail sent",
  confirmationResentText: "If this address has an account waiting for confirmation, a new link is on its way.",
  confirmationResendLimited: (minutes: number) =>
    `You've asked for several e-mails in a short time. Please wait ${count(minutes, "minute")} and try again.`,
} as const;

export const smsMessages = {
  phoneRequired: "Add a mobile number to get SMS notifications",
  phoneInvalid: "Enter a mobile number we can text, e.g. +44 7700 900123",
  phoneInUse: "Turn off SMS notifications before removing your phone number",
} as const;

/** A number we could text: digits with spaces, dots, dashes or brackets, an optional leading +, 7–15 digits. */
export function isTextablePhone(value: string): boolean {
  const text = value.trim();
  const digits = text.replace(/\D/g, "").length;
  return /^\+?[\d\s().-]+$/.test(text) && digits >= 7 && digits <= 15;
}
