import type * as React from "react";
import { Label } from "./label.tsx";

export type FieldFrameProps = {
  /** The control's id: the label points at it and the error is `{id}-error`. */
  id: string;
  label: React.ReactNode;
  /** A line under the control (e.g. a suggestion). */
  hint?: React.ReactNode;
  /** The field's message; pass {@link invalidProps} to the control so it is marked invalid and described by it. */
  error?: string | undefined;
  children: React.ReactNode;
};

/** A label above one control, then an optional hint and error: the frame NumberField, SelectField… share. */
export function FieldFrame({ id, label, hint, error, children }: FieldFrameProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The control's side of an error: invalid, and described by the frame's message. */
export function invalidProps(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
}
