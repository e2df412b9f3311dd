import { z } from "zod";

/** A whole number in a query string; empty or absent means `fallback`, anything else out of range is a 400. */
// Builds a schema and nothing else: the web build may drop calls whose result is unused (issue 38).
export const queryInt = /*#__NO_SIDE_EFFECTS__*/ (min: number, max: number, fallback: number, label: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : Number(v)))
    .pipe(
      z
        .number({ error: `${label} must be a number` })
        .int(`${label} must be a whole number`)
        .min(min, `${label} must be at least ${min}`)
        .max(max, `${label} must be at most ${max}`),
    );
