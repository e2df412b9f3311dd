import type { Mail } from "./mailer.ts";

const signature = "\n\n— The CollabStay team";
const notYou = (resetUrl: string) =>
  `If this wasn't you, reset your password now and turn on two-factor sign-in:\n\n${resetUrl}`;

/** A sign-in from a browser this account had not used before (decision 0062). */
export function newSignInMail(
  to: string,
  input: { name: string; browser: string; system: string; at: Date; method: string; resetUrl: string },
): Mail {
  return {
    to,
    subject: "New sign-in to your CollabStay account",
    text: `Hi ${input.name},\n\nNew sign-in to your CollabStay account from ${input.browser} on ${input.system}, ${input.at.toUTCString()} (${input.method}).\n\nIf this was you, there is nothing to do. ${notYou(input.resetUrl)}\n\nYou can see and end your sessions under Settings → Password → Sign-in and security.${signature}`,
  };
}

/** A change of how the account is protected: two-factor off, a passkey added or removed, new recovery codes. */
export function securityChangeMail(
  to: string,
  input: { name: string; what: string; at: Date; resetUrl: string },
): Mail {
  return {
    to,
    subject: `Security change on your CollabStay account: ${input.what}`,
    text: `Hi ${input.name},\n\n${input.what} on your CollabStay account (${input.at.toUTCString()}).\n\n${notYou(input.resetUrl)}${signature}`,
  };
}
