import type * as React from "react";
import { FieldFrame, type FieldFrameProps, invalidProps } from "./field-frame.tsx";
import { Textarea } from "./textarea.tsx";

export type TextareaFieldProps = Omit<React.ComponentProps<"textarea">, "id" | "value" | "onChange"> &
  Omit<FieldFrameProps, "children"> & {
    value: string;
    onChange: (value: string) => void;
  };

/** A labelled multi-line text field with an optional hint and error message. */
export function TextareaField({ id, label, hint, error, value, onChange, ...props }: TextareaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...invalidProps(id, error)}
        {...props}
      />
    </FieldFrame>
  );
}
