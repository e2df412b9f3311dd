/**
 * Public-site texts and constants without zod, so the browser's first load can use them
 * (domain/site.ts re-exports everything here next to the schemas).
 */

/** Public-site messages (spec 000 §5, §8), verbatim. */
export const siteMessages = {
  missingInformation: "Missing Information",
  missingInformationText: "Please fill in all required fields.",
  consentRequired: "Consent Required",
  consentRequiredText: "Please agree to our data processing terms.",
  messageSent: "Message Sent!",
  messageSentText: "Thanks for reaching out! We'll get back to you within 1-2 business days.",
  cookiesSaved: "Cookie preferences saved successfully",
  cookiesAccepted: "All cookies accepted",
  cookiesRejected: "Optional cookies rejected",
  waitlistJoined: "You're on the list!",
  waitlistJoinedText: "We'll e-mail you as soon as creators are visible to hosts.",
  waitlistAlready: "You're already on the list",
  waitlistAlreadyText: "This address is already on our waitlist. We'll be in touch at launch.",
  emailInvalid: "Please enter a valid email address",
  tooMany: (wait: string) =>
    `You've sent several messages in a short time. Please wait ${wait} before sending another.`,
} as const;

export const contactLimits = { fullNameMax: 100, emailMax: 254, messageMax: 5000 } as const;

/** Browser storage key and shape of cookie choices (spec 000 §3). */
export const cookiePreferencesKey = "cookiePreferences";
export type CookiePreferences = { necessary: true; analytics: boolean; marketing: boolean; functional: boolean };
