import type * as React from "react";
import { Label } from "./label.tsx";
import { NativeSelect } from "./native-select.tsx";

export type SelectOption<V extends string> = { value: V; label: string; disabled?: boolean };

export type SelectFieldProps<V extends string> = Omit<
  React.ComponentProps<"select">,
  "id" | "value" | "onChange" | "children"
> & {
  id: string;
  label: React.ReactNode;
  value: V | "";
  onChange: (value: V) => void;
  options: readonly SelectOption<V>[];
  /** A first, empty choice ("Select a collaboration"). */
  placeholder?: string;
};

/** A labelled native select over a fixed list of options. */
export function SelectField<V extends string>({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  ...props
}: SelectFieldProps<V>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value as V)} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** Options from a list of values and their labels (`compensationTypes` + `compensationLabels`). */
export function optionsOf<V extends string>(values: readonly V[], labels: Record<V, string>): SelectOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
