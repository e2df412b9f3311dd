import type * as React from "react";
import { FieldFrame } from "./field-frame.tsx";
import { NativeSelect } from "./native-select.tsx";

export type SelectOption<V extends string> = { value: V; label: string; disabled?: boolean };

/** With a placeholder, the empty first choice can be picked back, so "" is a value too. */
type Choice<V extends string> =
  | { placeholder: string; value: V | ""; onChange: (value: V | "") => void }
  | { placeholder?: undefined; value: V; onChange: (value: V) => void };

export type SelectFieldProps<V extends string> = Omit<
  React.ComponentProps<"select">,
  "id" | "value" | "onChange" | "children" | "placeholder"
> &
  Choice<V> & {
    id: string;
    label: React.ReactNode;
    options: readonly SelectOption<V>[];
    /** A line under the select (what a choice means), so the options can stay short. */
    hint?: React.ReactNode;
  };

/** A labelled native select over a fixed list of options. */
export function SelectField<V extends string>({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  hint,
  ...props
}: SelectFieldProps<V>) {
  return (
    <FieldFrame id={id} label={label} hint={hint}>
      {/* The options are the only values the select can hold. */}
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as V)} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FieldFrame>
  );
}

/** Options from a list of values and their labels (`compensationTypes` + `compensationLabels`). */
export function optionsOf<V extends string>(values: readonly V[], labels: Record<V, string>): SelectOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
