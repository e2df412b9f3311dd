import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { ApiError } from "@/lib/api.ts";

type NoteConfirmProps = {
  id: string;
  trigger: React.ReactNode;
  title: string;
  consequence: string;
  label: string;
  required: string;
  confirmLabel: string;
  pending: boolean;
  /** Sends the note; resolves when done (the dialog closes), rejects with the server's refusal (shown). */
  submit: (note: string) => Promise<unknown>;
};

/**
 * The shared confirmation dialog with a note the other party reads (issue 33: cancel, no-show, contest): it states
 * the consequence, asks for the note, and shows a refusal in place.
 */
export function NoteConfirm({
  id,
  trigger,
  title,
  consequence,
  label,
  required,
  confirmLabel,
  pending,
  submit,
}: NoteConfirmProps) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (note.trim() === "") {
      setError(required);
      return;
    }
    submit(note).then(
      () => setOpen(false),
      (e: unknown) =>
        setError(e instanceof ApiError && e.status > 0 && e.status < 500 ? e.message : "Please try again."),
    );
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
      trigger={trigger}
      title={title}
      description={
        <>
          <span className="block">{consequence}</span>
          <span className="mt-3 grid gap-1.5 text-left text-foreground">
            <Label htmlFor={`note-${id}`}>{label}</Label>
            <Textarea
              id={`note-${id}`}
              value={note}
              maxLength={1000}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `note-error-${id}` : undefined}
              onChange={(e) => setNote(e.target.value)}
            />
            {error ? (
              <span id={`note-error-${id}`} role="alert" className="text-sm text-destructive">
                {error}
              </span>
            ) : null}
          </span>
        </>
      }
      confirmLabel={confirmLabel}
      destructive
      pending={pending}
      onConfirm={confirm}
    />
  );
}
