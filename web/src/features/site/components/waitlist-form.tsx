import { siteMessages, waitlistSchema } from "@domain/site.ts";
import { Loader2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { isApiError, networkErrorMessage } from "@/lib/api.ts";
import { call, client } from "@/lib/api-client.ts";
import { toast } from "@/lib/toast.ts";

/** Host waitlist sign-up: validated with the shared schema, stored by `POST /api/site/waitlist`. */
export function WaitlistForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = waitlistSchema.safeParse({ email });
    if (!parsed.success) {
      setError(siteMessages.emailInvalid);
      toast.error(siteMessages.emailInvalid);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await call(client.api.site.waitlist.$post({ json: parsed.data }));
      if (answer?.status === "already_joined") {
        toast.info(siteMessages.waitlistAlready, { description: siteMessages.waitlistAlreadyText });
      } else {
        toast.success(siteMessages.waitlistJoined, { description: siteMessages.waitlistJoinedText });
      }
      setEmail("");
    } catch (cause) {
      const message = isApiError(cause) ? cause.message : networkErrorMessage;
      if (isApiError(cause) && cause.status === 400) setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <Label htmlFor={inputId}>Email Address</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@yourhotel.com"
          value={email}
          maxLength={254}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(null);
          }}
          className="h-11 sm:flex-1"
        />
        <Button type="submit" size="lg" disabled={busy}>
          {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
          Join the Waitlist
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <p className="text-sm text-muted-foreground">
        We only use this address to tell you when creators are visible. No newsletters.
      </p>
    </form>
  );
}
