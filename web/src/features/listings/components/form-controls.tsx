import { followerChoices } from "@domain/constants.ts";
import { formatFollowers } from "@domain/followers.ts";
import { Plus, X } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { sectionId } from "./listing-form/fields.ts";

/** One of the form's nine sections: a card with an h2 and a short hint. */
export function FormSection({
  title,
  id = sectionId(title),
  description,
  children,
}: {
  /** Defaults to the id the section navigation links to. */
  id?: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      // Focusable so the section navigation can move focus here; scroll margin clears the sticky bars.
      tabIndex={-1}
      className="grid scroll-mt-32 gap-5 outline-none lg:scroll-mt-24 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/**
 * The ids a control names in `aria-describedby`: its hint (`<id>-hint`) and its error (`<id>-error`), so a
 * screen reader reads the message with the field. Give the control these and `aria-invalid` when in error.
 */
export function describedBy(htmlFor: string, { hint = false, error }: { hint?: boolean; error?: string | undefined }) {
  const ids = [hint ? `${htmlFor}-hint` : "", error ? `${htmlFor}-error` : ""].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, "aria-invalid": error ? true : undefined };
}

/** A labelled field: label, control, optional hint, and the field's error under it. */
export function Field({
  label,
  htmlFor,
  hint,
  required,
  error,
  children,
}: {
  label: string;
  htmlFor: string;
  hint?: string;
  required?: boolean;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 content-start gap-2">
      <Label htmlFor={htmlFor}>
        {label}
        {required ? (
          <span className="text-destructive" aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${htmlFor}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${htmlFor}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A fieldset of checkboxes over a fixed option list. */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  labels,
  columns = "sm:grid-cols-2 lg:grid-cols-3",
}: {
  legend: string;
  options: readonly T[];
  value: readonly string[];
  onChange: (next: T[]) => void;
  labels?: Record<T, string>;
  columns?: string;
}) {
  const id = useId();
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <div className={`grid grid-cols-1 gap-x-4 gap-y-3 ${columns}`}>
        {options.map((option) => {
          const checked = value.includes(option);
          const optionId = `${id}-${option.replace(/\W+/g, "-")}`;
          return (
            <div key={option} className="flex items-center gap-2.5">
              <Checkbox
                id={optionId}
                checked={checked}
                onCheckedChange={(next) =>
                  onChange(
                    next === true
                      ? ([...value.filter((v) => options.includes(v as T)), option] as T[]).sort(
                          (a, b) => options.indexOf(a) - options.indexOf(b),
                        )
                      : (value.filter((v) => v !== option) as T[]),
                  )
                }
              />
              <Label htmlFor={optionId} className="cursor-pointer font-normal">
                {labels ? labels[option] : option}
              </Label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Custom entries next to a fixed list (amenities, languages, creator extras): type, press Enter or Add;
 * trimmed, empties ignored, no case-insensitive duplicates (spec 001 §5). Each entry can be removed.
 */
export function CustomEntries({
  label,
  placeholder,
  entries,
  onChange,
  maxLength = 60,
}: {
  label: string;
  placeholder: string;
  entries: readonly string[];
  onChange: (next: string[]) => void;
  maxLength?: number;
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const add = () => {
    const item = draft.trim();
    if (item && !entries.some((e) => e.toLowerCase() === item.toLowerCase())) onChange([...entries, item]);
    setDraft("");
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" onClick={add} aria-label={`Add ${label.toLowerCase()}`}>
          <Plus aria-hidden="true" />
          <span className="hidden sm:inline">Add</span>
        </Button>
      </div>
      {entries.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {entries.map((entry) => (
            <li
              key={entry}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
            >
              <span className="max-w-[14rem] truncate">{entry}</span>
              <button
                type="button"
                onClick={() => onChange(entries.filter((e) => e !== entry))}
                className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full hover:bg-secondary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={`Remove ${entry}`}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Minimum follower choice: Any (0), 1k … 1M (spec 001 §5). */
export function FollowerSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (next: number) => void;
}) {
  return (
    <Field label={label} htmlFor={id}>
      <NativeSelect id={id} value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
        {followerChoices.map((n) => (
          <option key={n} value={n}>
            {n === 0 ? "Any" : `${formatFollowers(n)}+`}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
