import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Field } from "../form-controls.tsx";

/**
 * A labelled select over a fixed option list, with an optional first "nothing chosen" option. `control`
 * carries the `aria-*` pair of a checked field.
 */
export function SelectField<T extends string>({
  id,
  label,
  options,
  labels,
  placeholder,
  value,
  onChange,
  required = false,
  error,
  control,
}: {
  id: string;
  label: string;
  options: readonly T[];
  labels?: Record<T, string>;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  error?: string | undefined;
  control?: Record<string, string | boolean | undefined>;
}) {
  return (
    <Field label={label} htmlFor={id} required={required} error={error}>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...(required ? { "aria-required": "true" } : {})}
        {...control}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o} value={o}>
            {labels ? labels[o] : o}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
