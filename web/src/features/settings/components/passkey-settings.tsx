import type { Passkey } from "@domain/security.ts";
import { KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { LabelledInput } from "@/components/labelled-input.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from "../security-api.ts";
import { when } from "./when.ts";

const failed = "The passkey could not be saved. Please try again.";

/** A browser that cannot make passkeys, or a person who closed its dialog, gets a plain sentence. */
function passkeyFailure(error: unknown): string {
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")) {
    return "The passkey was not created (the dialog was closed or timed out).";
  }
  return failureText(error, failed);
}

/** Passkeys: add one (the browser's dialog), rename, remove. */
export function PasskeySettings({ passkeys }: { passkeys: Passkey[] }) {
  const add = useAddPasskey();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const supported = typeof window !== "undefined" && "PublicKeyCredential" in window;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await add.mutateAsync(name.trim() || "Passkey");
      setName("");
      toast.success("Passkey added");
    } catch (e) {
      setError(passkeyFailure(e));
    }
  };

  return (
    <section aria-labelledby="passkeys-title" className="grid gap-3">
      <h3 id="passkeys-title" className="text-base font-semibold">
        Passkeys
      </h3>
      <p className="text-sm text-muted-foreground">
        Sign in with your fingerprint, face or screen lock instead of your password. Each device or password manager
        keeps its own passkey.
      </p>
      {passkeys.length > 0 && (
        <ul className="grid gap-2" aria-label="Your passkeys">
          {passkeys.map((key) => (
            <PasskeyRow key={key.id} passkey={key} />
          ))}
        </ul>
      )}
      {supported ? (
        <form onSubmit={submit} className="flex max-w-md flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <LabelledInput
              label="Passkey name"
              placeholder="e.g. MacBook, iPhone"
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={add.isPending}>
            <KeyRound aria-hidden />
            {add.isPending ? "Waiting for your device..." : "Add a passkey"}
          </Button>
          {error && <FormAlert className="basis-full">{error}</FormAlert>}
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">This browser cannot make passkeys.</p>
      )}
    </section>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await rename.mutateAsync({ id: passkey.id, name });
      setEditing(false);
    } catch (e) {
      setError(failureText(e, failed));
    }
  };

  return (
    <li className="grid gap-2 rounded-md border p-3 sm:flex sm:items-center sm:justify-between">
      {editing ? (
        <form onSubmit={save} className="flex flex-1 flex-wrap items-end gap-2">
          <div className="min-w-40 flex-1">
            <LabelledInput
              label="New name"
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={error ?? undefined}
            />
          </div>
          <Button type="submit" size="sm" disabled={rename.isPending}>
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <div className="grid gap-0.5">
            <span className="font-medium">{passkey.name}</span>
            <span className="text-xs text-muted-foreground">
              Added {when(passkey.createdAt)}
              {passkey.lastUsedAt ? ` · Last used ${when(passkey.lastUsedAt)}` : " · Not used yet"}
            </span>
          </div>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Rename
            </Button>
            <ConfirmDialog
              title={`Remove "${passkey.name}"?`}
              description="You will no longer be able to sign in with this passkey. Your password keeps working."
              confirmLabel="Remove passkey"
              destructive
              onConfirm={() =>
                remove.mutate(passkey.id, {
                  onSuccess: () => toast.success("Passkey removed"),
                  onError: (e) => toast.error(failureText(e, failed)),
                })
              }
              trigger={
                <Button size="sm" variant="outline">
                  Remove
                </Button>
              }
            />
          </div>
        </>
      )}
    </li>
  );
}
