import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/** The TOTP code an authenticator app shows for an `otpauth://` URI (at `at`, default now): what an operator types. */
export async function totpCode(totpURI: string, at = Date.now()): Promise<string> {
  const secret = new URL(totpURI).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${totpURI}`);
  return createOTP(base32.decode(secret)).hotp(Math.floor(at / 30_000));
}
