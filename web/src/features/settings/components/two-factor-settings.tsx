import type { TwoFactorSetupAnswer } from "@domain/security.ts";
import { type FormEvent, useState } from "react";
import { LabelledInput } from "@/components/labelled-input.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { useConfirmTwoFactor, useDisableTwoFactor, useRegenerateCodes, useStartTwoFactor } from "../security-api.ts";
import { RecoveryCodes } from "./recovery-codes.tsx";

const failed = "Something went wrong. Please try again.";

/** Two-factor sign-in: turn on (password → QR code and recovery codes → a code), new codes, turn off with a code. */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  return (
    <section aria-labelledby="two-factor-title" className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="two-factor-title" className="text-base font-semibold">
          Two-factor sign-in
        </h3>
        <Badge variant={enabled ? "success" : "outline"}>{enabled ? "On" : "Off"}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        After your password, CollabStay asks for a 6-digit code from an authenticator app on your phone, so a stolen
        password is not enough.
      </p>
      {enabled ? <TwoFactorOn /> : <TurnOn />}
    </section>
  );
}

function TurnOn() {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [setup, setSetup] = useState<TwoFactorSetupAnswer | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  if (!open) {
    return (
      <Button className="w-fit" onClick={() => setOpen(true)}>
        Turn on two-factor sign-in
      </Button>
    );
  }

  const begin = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setSetup(await start.mutateAsync(password));
      setPassword("");
    } catch (e) {
      setError(failureText(e, failed));
    }
  };
  const finish = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await confirm.mutateAsync(code);
      toast.success("Two-factor sign-in is on");
    } catch (e) {
      setError(failureText(e, failed));
    }
  };

  if (!setup) {
    return (
      <form onSubmit={begin} className="grid max-w-md gap-3">
        {error && <FormAlert>{error}</FormAlert>}
        <LabelledInput
          label="Your password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={start.isPending}>
            {start.isPending ? "Checking..." : "Continue"}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }
  return (
    <form onSubmit={finish} className="grid gap-4">
      {error && <FormAlert>{error}</FormAlert>}
      <ol className="grid gap-4 text-sm">
        <li className="grid gap-2">
          <span>1. Scan this QR code with your authenticator app, or type the key.</span>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt="QR code for your authenticator app"
            className="size-44 rounded-md border bg-white p-1"
          />
          <code data-testid="totp-secret" className="w-fit break-all rounded bg-muted px-2 py-1 text-xs">
            {setup.secret}
          </code>
        </li>
        <li className="grid gap-2">
          <span>2. Save your recovery codes.</span>
          <RecoveryCodes codes={setup.backupCodes} />
        </li>
        <li className="grid max-w-xs gap-2">
          <LabelledInput
            label="3. Code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
          />
        </li>
      </ol>
      <Button type="submit" className="w-fit" disabled={confirm.isPending}>
        {confirm.isPending ? "Checking..." : "Turn on"}
      </Button>
    </form>
  );
}

function TwoFactorOn() {
  const regenerate = useRegenerateCodes();
  const disable = useDisableTwoFactor();
  const [mode, setMode] = useState<"idle" | "codes" | "off">("idle");
  const [value, setValue] = useState("");
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      if (mode === "codes") {
        setCodes((await regenerate.mutateAsync(value)).backupCodes);
        toast.success("New recovery codes made");
      } else {
        await disable.mutateAsync(value);
        toast.success("Two-factor sign-in is off");
      }
      setMode("idle");
      setValue("");
    } catch (e) {
      setError(failureText(e, failed));
    }
  };

  return (
    <div className="grid gap-3">
      {codes && <RecoveryCodes codes={codes} />}
      {mode === "idle" ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setMode("codes")}>
            Make new recovery codes
          </Button>
          <Button variant="outline" onClick={() => setMode("off")}>
            Turn off
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="grid max-w-md gap-3">
          {error && <FormAlert>{error}</FormAlert>}
          <LabelledInput
            key={mode}
            label={mode === "codes" ? "Your password" : "Code from the app or a recovery code"}
            type={mode === "codes" ? "password" : "text"}
            autoComplete={mode === "codes" ? "current-password" : "one-time-code"}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            required
          />
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              variant={mode === "off" ? "destructive" : "default"}
              disabled={regenerate.isPending || disable.isPending}
            >
              {mode === "codes" ? "Make new codes" : "Turn off two-factor sign-in"}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setMode("idle")}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
