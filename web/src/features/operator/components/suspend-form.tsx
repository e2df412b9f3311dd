import { type SuspensionCategory, suspensionCategories } from "@domain/operators.ts";
import { type FormEvent, useState } from "react";
import { LabelledInput } from "@/components/labelled-input.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { useReinstate, useSuspend } from "../api.ts";

/** The operator's TOTP code, asked again before suspending, reinstating or resetting a colleague's two-factor. */
export function CodeAgain({
  value,
  onChange,
  hint = "Your authenticator code again: suspending and reinstating are checked twice.",
}: {
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}) {
  return (
    <LabelledInput
      label="Authenticator code"
      inputMode="numeric"
      autoComplete="one-time-code"
      hint={hint}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** Suspend: a reason category, a message to the person, an optional end, and the operator's code again. */
export function SuspendForm({ userId }: { userId: string }) {
  const suspend = useSuspend(userId);
  const [category, setCategory] = useState<SuspensionCategory>("spam");
  const [message, setMessage] = useState("");
  const [endsOn, setEndsOn] = useState("");
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState("");
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure("");
    try {
      const endsAt = endsOn ? new Date(`${endsOn}T00:00:00`).toISOString() : undefined;
      await suspend.mutateAsync({ category, message, code, ...(endsAt && { endsAt }) });
      setCode("");
    } catch (error) {
      setFailure(failureText(error, "The account could not be suspended. Please try again."));
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="suspend-category">Reason</Label>
        <NativeSelect
          id="suspend-category"
          value={category}
          onChange={(e) => setCategory(e.target.value as SuspensionCategory)}
        >
          {Object.entries(suspensionCategories).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <TextareaField
        id="suspend-message"
        label="Message to the person"
        hint="Shown when they try to sign in, with how to appeal."
        value={message}
        onChange={setMessage}
        maxLength={2000}
        rows={3}
      />
      <LabelledInput
        label="Ends on (optional)"
        type="date"
        value={endsOn}
        onChange={(e) => setEndsOn(e.target.value)}
      />
      <CodeAgain value={code} onChange={setCode} />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" variant="destructive" disabled={suspend.isPending}>
        {suspend.isPending ? "Suspending..." : "Suspend account"}
      </Button>
    </form>
  );
}

/** Reinstate: the operator's code again. */
export function ReinstateForm({ userId }: { userId: string }) {
  const reinstate = useReinstate(userId);
  const [code, setCode] = useState("");
  const [failure, setFailure] = useState("");
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure("");
    try {
      await reinstate.mutateAsync(code);
      setCode("");
    } catch (error) {
      setFailure(failureText(error, "The account could not be reinstated. Please try again."));
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <CodeAgain value={code} onChange={setCode} />
      <FormAlert>{failure}</FormAlert>
      <Button type="submit" disabled={reinstate.isPending}>
        {reinstate.isPending ? "Reinstating..." : "Reinstate account"}
      </Button>
    </form>
  );
}
