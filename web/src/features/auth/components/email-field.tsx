import { TextField, type TextFieldProps } from "./text-field.tsx";

/** The e-mail field of the sign-in, sign-up and reset forms: same label, keyboard, autofill and placeholder. */
export function EmailField(props: Omit<TextFieldProps, "label" | "type">) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}
