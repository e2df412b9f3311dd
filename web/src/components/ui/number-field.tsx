import type * as React from "react";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";

export type NumberFieldProps = Omit<React.ComponentProps<"input">, "id" | "type" | "value" | "onChange"> & {
  id: string;
  label: React.ReactNode;
  /** The text as typed: forms keep it a string and decide what an empty or odd value means. */
  value: string;
  onChange: (value: string) => void;
  /** A line under the field (e.g. a suggestion). */
  hint?: React.ReactNode;
  /** The field's message; the input is then marked invalid and described by it (`{id}-error`). */
  error?: string | undefined;
};

/** A labelled number input with an optional hint and error message: the forms' counts, amounts and durations. */
export function NumberField({
  id,
  label,
  value,
  onChange,
  hint,
  error,
  inputMode = "numeric",
  ...props
}: NumberFieldProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode={inputMode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
