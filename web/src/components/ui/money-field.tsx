import { NumberField, type NumberFieldProps } from "./number-field.tsx";

/** A dollar amount with cents: the decimal keypad on phones and steps of one cent. `min` defaults to 0. */
export function MoneyField({ min = 0, ...props }: Omit<NumberFieldProps, "inputMode" | "step">) {
  return <NumberField inputMode="decimal" step="0.01" min={min} {...props} />;
}
