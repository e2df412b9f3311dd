/**
 * A unique index refused the write (PostgreSQL 23505), looked for along the error's `cause` chain (drizzle and
 * the drivers wrap it). Used where the index is the rule: a second account for an address, a second pending
 * invitation.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object" && "code" in current && (current as { code: unknown }).code === "23505")
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
