import { useId } from "react";
import { Input, type InputProps } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";

/** A labelled input (operator console, Settings → Sign-in and security), with its hint or error tied through aria-describedby. */
export function LabelledInput({
  label,
  hint,
  error,
  ...props
}: InputProps & { label: string; hint?: string; error?: string }) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={note ? noteId : undefined} {...props} />
      {note && (
        <p id={noteId} className={error ? "text-sm text-destructive" : "text-xs text-muted-foreground"}>
          {note}
        </p>
      )}
    </div>
  );
}
