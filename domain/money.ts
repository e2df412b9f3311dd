/** The largest amount a single figure may hold: $1,000,000.00 (a sensible upper bound; decision 0025). */
export const maxAmountCents = 100_000_000;

/** Integer cents shown in dollars: 15000 → "$150", 1250 → "$12.50". */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  return `$${dollars.toLocaleString("en-US", { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
}
