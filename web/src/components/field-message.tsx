import type { FieldError } from "react-hook-form";

/** A form field's validation message under the field, linked by `id` from the field's aria-describedby. */
export function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {error.message}
    </p>
  );
}
