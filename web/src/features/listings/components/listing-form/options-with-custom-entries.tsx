import { amenities, languages } from "@domain/constants.ts";
import { CheckboxGroup, CustomEntries } from "../form-controls.tsx";

const isListed = (options: readonly string[], entry: string) => options.includes(entry);
const isListedIgnoringCase = (options: readonly string[], entry: string) =>
  options.some((o) => o.toLowerCase() === entry.toLowerCase());

/** The two lists the host can extend: the labels and examples of each. */
export const extendableLists = {
  amenities: { legend: "Amenities", customLabel: "Other amenities", placeholder: "e.g. Hammock", options: amenities },
  languages: {
    legend: "Preferred languages",
    customLabel: "Other languages",
    placeholder: "e.g. Italian",
    options: languages,
  },
} as const;

/**
 * A fixed list of checkboxes plus the host's own entries, kept in one value (amenities, languages): the
 * entries are what is not in the list, and a typed entry that names a listed option (any case) is dropped.
 */
export function OptionsWithCustomEntries({
  legend,
  customLabel,
  placeholder,
  options,
  value,
  onChange,
}: {
  legend: string;
  customLabel: string;
  placeholder: string;
  options: readonly string[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const custom = value.filter((v) => !isListed(options, v));
  return (
    <>
      <CheckboxGroup
        legend={legend}
        options={options}
        value={value}
        onChange={(fixed) => onChange([...fixed, ...custom])}
      />
      <CustomEntries
        label={customLabel}
        placeholder={placeholder}
        entries={custom}
        onChange={(entries) =>
          onChange([
            ...value.filter((v) => isListed(options, v)),
            ...entries.filter((e) => !isListedIgnoringCase(options, e)),
          ])
        }
      />
    </>
  );
}
