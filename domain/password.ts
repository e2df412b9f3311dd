import { limits } from "./constants.ts";

export type PasswordChecks = {
  length: boolean;
  uppercase: boolean;
  lowercase: boolean;
  number: boolean;
  special: boolean;
};

export function passwordChecks(password: string): PasswordChecks {
  return {
    length: password.length >= limits.creatorPasswordMin,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /[0-9]/.test(password),
    special: /[^A-Za-z0-9]/.test(password),
  };
}

/** How many of the five checks pass (spec 000 §5). */
export function passwordScore(password: string): number {
  return Object.values(passwordChecks(password)).filter(Boolean).length;
}

export type PasswordStrength = "Weak" | "Medium" | "Strong";

/** Score under 2 Weak, under 4 Medium, else Strong. */
export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  if (score < 2) return "Weak";
  if (score < 4) return "Medium";
  return "Strong";
}

/** Creator sign-up rule: at least 8 characters and at least 4 of the 5 checks. */
export function isCreatorPasswordValid(password: string): boolean {
  return password.length >= limits.creatorPasswordMin && passwordScore(password) >= 4;
}
