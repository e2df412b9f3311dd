import { z } from "zod";
import { maxAmountCents } from "./money.ts";

/**
 * A dollar amount typed by a person (a JSON number or a decimal string) → integer cents. Refuses what is not a
 * finite number (1e309 is Infinity once parsed), more than two decimals ('12.345'), and amounts outside
 * [min, $1,000,000]. Money is stored as integer cents (DECISIONS.md), never as a float.
 */
/*#__NO_SIDE_EFFECTS__*/
export function dollarsToCents(label: string, { positive }: { positive: boolean }) {
  return z.union([z.number(), z.string()], { error: `${label} must be a number` }).transform((value, ctx) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (typeof value === "number" && !Number.isFinite(value)) return fail(`${label} must be a number`);
    if (!/^-?\d+(\.\d+)?$/.test(text)) return fail(`${label} must be a number`);
    const [whole = "0", fraction = ""] = text.replace("-", "").split(".");
    if (fraction.length > 2) return fail(`${label} can have at most 2 decimals`);
    const cents = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
    const signed = text.startsWith("-") ? -cents : cents;
    if (positive ? signed <= 0 : signed < 0) return fail(`${label} must be ${positive ? "more than" : "at least"} 0`);
    if (signed > maxAmountCents) return fail(`${label} must be at most $1,000,000`);
    return signed;
  });
}
