import { useId } from "react";
import { Input, type InputProps } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { cn } from "@/lib/cn.ts";

export type TextFieldProps = InputProps & {
  label: string;
  /** Message shown under the field; marks the input invalid. */
  error?: string | undefined;
  hint?: React.ReactNode;
};

/** A labelled input with its error message tied through aria-describedby. */
export function TextField({ label, error, hint, id, className, "aria-describedby": extra, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [extra, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={error ? true : undefined} {...props} aria-describedby={describedBy} />
      {hint && (
        <div id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
