import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Statement links carry a token (decision 0060): a suspended person cannot sign in, yet must be able to read the
 * statement of reasons and appeal it. The token names one decision and can do no more than show and appeal it.
 * Its key is derived from the unsubscribe links' key (itself derived from the app secret), for this use only.
 */
export const statementKeyFrom = (unsubscribeKey: Buffer) =>
  createHmac("sha256", unsubscribeKey).update("statement-links").digest();

export const statementToken = (key: Buffer, decisionId: string) =>
  createHmac("sha256", key).update(`statement:${decisionId}`).digest("base64url").slice(0, 32);

export function validStatementToken(key: Buffer, decisionId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(statementToken(key, decisionId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The statement's page, with its token: the link of the notice and the mail. */
export const statementPath = (key: Buffer, decisionId: string) =>
  `/statements/${decisionId}?t=${statementToken(key, decisionId)}`;
