import { changePasswordSchema } from "@domain/accounts.ts";
import { z } from "zod";
import { settingsMessages } from "./messages.ts";

/** The Password tab's form: the change itself plus the confirmation, which must match. */
export const passwordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: settingsMessages.passwordsDontMatch,
  });
export type PasswordForm = z.input<typeof passwordFormSchema>;
