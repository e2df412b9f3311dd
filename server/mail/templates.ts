import type { Mail } from "./mailer.ts";

const signature = "\n\n— The CollabStay team";

export function confirmationMail(to: string, name: string, url: string): Mail {
  return {
    to,
    subject: "Confirm your CollabStay account",
    text: `Hi ${name},\n\nWelcome to CollabStay! Please confirm your e-mail address to activate your account:\n\n${url}\n\nIf you did not sign up, you can ignore this e-mail.${signature}`,
  };
}

export function resetPasswordMail(to: string, name: string, url: string): Mail {
  return {
    to,
    subject: "Reset your CollabStay password",
    text: `Hi ${name},\n\nWe received a request to reset your password. Choose a new one here (the link works once, for one hour):\n\n${url}\n\nIf you did not ask for this, you can ignore this e-mail; your password stays as it is.${signature}`,
  };
}

/** A contact-form message for the support inbox; the sender's text is plain text, never HTML. */
export function contactMail(to: string, input: { fullName: string; email: string; message: string }): Mail {
  return {
    to,
    subject: `Contact form: ${input.fullName.slice(0, 80)}`,
    text: `From: ${input.fullName} <${input.email}>\n\n${input.message}\n\n(Sent through the CollabStay contact form; reply to the address above.)`,
  };
}

/** Tells a host that a creator accepted their invitation, and what comes next. */
export function invitationAcceptedMail(
  to: string,
  input: { hostName: string; creatorName: string; listingTitle: string; creatorUrl: string; dashboardUrl: string },
): Mail {
  return {
    to,
    subject: `${input.creatorName.slice(0, 80)} accepted your invitation`,
    text: `Hi ${input.hostName},\n\n${input.creatorName} accepted your invitation to "${input.listingTitle}".\n\nWhat happens next: ${input.creatorName} can now apply to this listing. Their application will appear on your dashboard's Applications tab, where you can accept it and agree on dates and deliverables in Messages. Their portfolio is here:\n\n${input.creatorUrl}\n\nYour invitations: ${input.dashboardUrl}${signature}`,
  };
}

/** Support's answer to a contact-form message, written in the operator console; plain text, quoting the question. */
export function supportReplyMail(to: string, input: { fullName: string; question: string; reply: string }): Mail {
  const quoted = input.question
    .slice(0, 2000)
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    to,
    subject: "Re: your message to CollabStay support",
    text: `Hi ${input.fullName},\n\n${input.reply}\n\nYou wrote:\n${quoted}${signature}`,
  };
}

/** Tells an operator that a colleague reset their two-factor sign-in (decision 0057), and what to do next. */
export function twoFactorResetMail(
  to: string,
  input: { name: string; byName: string; reason: string; signInUrl: string; supportEmail: string },
): Mail {
  return {
    to,
    subject: "Your CollabStay two-factor sign-in was reset",
    text: `Hi ${input.name},\n\n${input.byName} reset the two-factor sign-in of your CollabStay operator account, giving this reason:\n\n${input.reason}\n\nYour authenticator and recovery codes no longer work, and every session of yours was signed out. Sign in with your password at ${input.signInUrl} and set up two-factor sign-in again before using the console.\n\nIf you did not expect this, tell another operator or write to ${input.supportEmail} straight away.${signature}`,
  };
}
