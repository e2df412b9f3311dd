import type * as React from "react";
import { FieldFrame, type FieldFrameProps, invalidProps } from "./field-frame.tsx";
import { Input } from "./input.tsx";

export type NumberFieldProps = Omit<React.ComponentProps<"input">, "id" | "type" | "value" | "onChange"> &
  Omit<FieldFrameProps, "children"> & {
    /** The text as typed: forms keep it a string and decide what an empty or odd value means. */
    value: string;
    onChange: (value: string) => void;
  };

/** A labelled number input with an optional hint and error message: the forms' counts, amounts and durations. */
export function NumberField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  inputMode = "numeric",
  ...props
}: NumberFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <Input
        id={id}
        type="number"
        inputMode={inputMode}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(id, error)}
        {...props}
      />
    </FieldFrame>
  );
}
