import type { TwoFactorSetup as Setup } from "@domain/operators.ts";
import { KeyRound } from "lucide-react";
import { type FormEvent, useState } from "react";
import { LabelledInput } from "@/components/labelled-input.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { useConfirmTwoFactor, useSetupTwoFactor } from "../api.ts";

/** The secret in groups of four, easier to type into an authenticator app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Setting up two-factor sign-in, required before the console does anything: the password, then the secret (as a
 * link an authenticator app opens, and as text) with the recovery codes, then a code from the app to confirm.
 */
export function TwoFactorSetup() {
  const setup = useSetupTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [made, setMade] = useState<Setup | null>(null);
  const [failure, setFailure] = useState("");

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setFailure("");
    try {
      setMade(await setup.mutateAsync(password));
    } catch (error) {
      setFailure(failureText(error, "Could not start the setup. Please try again."));
    }
  };
  const finish = async (event: FormEvent) => {
    event.preventDefault();
    setFailure("");
    try {
      await confirm.mutateAsync(code);
    } catch (error) {
      setFailure(failureText(error, "Could not confirm the code. Please try again."));
    }
  };

  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <KeyRound aria-hidden className="size-8 text-primary" />
        <CardTitle level={1}>Set up two-factor sign-in</CardTitle>
        <CardDescription>
          The console asks for a code from an authenticator app (Google Authenticator, 1Password, Authy…) at every
          sign-in and before suspending or reinstating anyone.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!made ? (
          <form onSubmit={start} noValidate className="grid gap-4">
            <LabelledInput
              label="Your password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <FormAlert>{failure}</FormAlert>
            <Button type="submit" disabled={setup.isPending}>
              {setup.isPending ? "Preparing..." : "Continue"}
            </Button>
          </form>
        ) : (
          <form onSubmit={finish} noValidate className="grid gap-4">
            <div className="grid gap-2">
              <p className="text-sm font-medium">1. Add CollabStay to your authenticator app</p>
              <a href={made.totpURI} className="text-sm text-primary underline underline-offset-4">
                Open in an authenticator app on this device
              </a>
              <p className="text-sm text-muted-foreground">Or type this key:</p>
              <code data-testid="totp-secret" className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-all">
                {grouped(made.secret)}
              </code>
            </div>
            <div className="grid gap-2">
              <p className="text-sm font-medium">2. Keep these recovery codes somewhere safe</p>
              <p className="text-sm text-muted-foreground">
                Each works once if you lose your phone. They are not shown again.
              </p>
              <ul className="grid grid-cols-2 gap-1 rounded-md bg-muted px-3 py-2 font-mono text-sm">
                {made.backupCodes.map((backup) => (
                  <li key={backup}>{backup}</li>
                ))}
              </ul>
            </div>
            <LabelledInput
              label="3. Enter the 6-digit code the app shows"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <FormAlert>{failure}</FormAlert>
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? "Checking..." : "Turn on two-factor sign-in"}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
