import { z } from "zod";
import { contactLimits, siteMessages } from "./site-messages.ts";
import { type TextKind, textField } from "./text.ts";

export { type CookiePreferences, contactLimits, cookiePreferencesKey, siteMessages } from "./site-messages.ts";

const required = (max: number, label: string, kind: TextKind = "line") =>
  textField(label, kind, { error: siteMessages.missingInformationText })
    .min(1, siteMessages.missingInformationText)
    .max(max, `${label} must be at most ${max} characters`);

export const contactSchema = z.strictObject({
  fullName: required(contactLimits.fullNameMax, "Full name"),
  email: required(contactLimits.emailMax, "Email").pipe(z.email({ error: siteMessages.emailInvalid })),
  message: required(contactLimits.messageMax, "Message", "multiline"),
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

export const waitlistResponseSchema = z.object({ status: z.enum(["joined", "already_joined"]) });
