import { z } from "zod";

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
  tooMany: "You've sent several messages in a short time. Please wait a while before sending another.",
} as const;

export const contactLimits = { fullNameMax: 100, emailMax: 254, messageMax: 5000 } as const;

const required = (max: number, label: string) =>
  z
    .string({ error: siteMessages.missingInformationText })
    .trim()
    .min(1, siteMessages.missingInformationText)
    .max(max, `${label} must be at most ${max} characters`);

export const contactSchema = z.strictObject({
  fullName: required(contactLimits.fullNameMax, "Full name"),
  email: required(contactLimits.emailMax, "Email").pipe(z.email({ error: siteMessages.emailInvalid })),
  message: required(contactLimits.messageMax, "Message"),
  consent: z.literal(true, { error: siteMessages.consentRequiredText }),
});
export type ContactInput = z.input<typeof contactSchema>;

export const waitlistSchema = z.strictObject({
  email: z
    .string({ error: siteMessages.emailInvalid })
    .trim()
    .min(1, siteMessages.emailInvalid)
    .max(contactLimits.emailMax, siteMessages.emailInvalid)
    .pipe(z.email({ error: siteMessages.emailInvalid }))
    .transform((e) => e.toLowerCase()),
});

/** Browser storage key and shape of cookie choices (spec 000 §3). */
export const cookiePreferencesKey = "cookiePreferences";
export type CookiePreferences = { necessary: true; analytics: boolean; marketing: boolean; functional: boolean };
