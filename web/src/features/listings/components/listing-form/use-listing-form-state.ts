import { type ListingWording, listingFormSections, listingWording } from "@domain/listings.ts";
import { type Dispatch, type SetStateAction, useMemo, useState } from "react";
import { emptyListingForm, type ListingFormState } from "../../form-payload.ts";
import { describedBy } from "../form-controls.tsx";
import { type FieldErrors, fieldIds, fieldSection, sectionId } from "./fields.ts";

/** What every section of the form gets: the values, their setters and the errors to show. */
export type ListingFormFields = {
  form: ListingFormState;
  /** Sets one value and clears the error shown on it. */
  set: <K extends keyof ListingFormState>(key: K, value: ListingFormState[K]) => void;
  /** `value` and `onChange` for a control that edits one value as it is (checkbox groups, selects of numbers). */
  bind: <K extends keyof ListingFormState>(
    key: K,
  ) => { value: ListingFormState[K]; onChange: (next: ListingFormState[K]) => void };
  /** For changes of more than one value at once (location fills the region, the age range's two thumbs). */
  setForm: Dispatch<SetStateAction<ListingFormState>>;
  clearError: (key: string) => void;
  errors: FieldErrors;
  /** The `aria-describedby` / `aria-invalid` pair for a field's control. */
  a11y: (key: string, hint?: boolean) => ReturnType<typeof describedBy>;
  /** Property-type wording: "hotel" or "tour" in examples and placeholders. */
  words: ListingWording;
};

/** The form's values and errors, and the section navigation's count of errors per section. */
export function useListingFormState(initial: ListingFormState | undefined) {
  const [form, setForm] = useState<ListingFormState>(() => initial ?? emptyListingForm());
  const [errors, setErrors] = useState<FieldErrors>({});
  const clearError = (key: string) =>
    setErrors((e) => {
      if (!e[key]) return e;
      const { [key]: _cleared, ...rest } = e;
      return rest;
    });
  const set: ListingFormFields["set"] = (key, value) => {
    setForm((f) => ({ ...f, [key]: value }));
    clearError(key);
  };
  const bind: ListingFormFields["bind"] = (key) => ({ value: form[key], onChange: (next) => set(key, next) });
  const a11y: ListingFormFields["a11y"] = (key, hint = false) =>
    describedBy(fieldIds[key] ?? key, { hint, error: errors[key] });
  const navSections = useMemo(
    () =>
      listingFormSections.map((title) => ({
        id: sectionId(title),
        title,
        errors: Object.keys(errors).filter((key) => errors[key] && fieldSection[key] === title).length,
      })),
    [errors],
  );
  const fields: ListingFormFields = {
    form,
    set,
    bind,
    setForm,
    clearError,
    errors,
    a11y,
    words: listingWording(form.propertyType),
  };
  return { fields, setErrors, navSections };
}
