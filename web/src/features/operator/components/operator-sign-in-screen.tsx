import { ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { LabelledInput } from "@/components/labelled-input.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { ApiError } from "@/lib/api.ts";
import { failureText } from "@/lib/failure-text.ts";
import { useOperatorSignIn } from "../api.ts";

/**
 * `/operator/sign-in`: e-mail and password, then the authenticator code once two-factor sign-in is set up (the
 * server asks for it with `code_required`, and the field appears). Hosts and creators are told where they belong.
 */
export function OperatorSignInScreen() {
  const navigate = useNavigate();
  const signIn = useOperatorSignIn();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [askCode, setAskCode] = useState(false);
  const [failure, setFailure] = useState("");

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure("");
    try {
      await signIn.mutateAsync({ email, password, ...(askCode && code ? { code } : {}) });
      navigate("/operator", { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === "code_required") {
        setAskCode(true);
        if (!askCode) return;
      }
      setFailure(failureText(error, "Sign-in failed. Please try again."));
    }
  };

  return (
    <main className="mx-auto grid w-full max-w-md gap-6 px-4 py-12">
      <Card>
        <CardHeader>
          <ShieldCheck aria-hidden className="size-8 text-primary" />
          <CardTitle level={1}>Operator sign-in</CardTitle>
          <CardDescription>
            For the people who run CollabStay. Hosts and creators sign in on the main page.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <fieldset disabled={signIn.isPending} className="grid gap-4">
              <LabelledInput
                label="Email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                required
              />
              <LabelledInput
                label="Password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
              {askCode && (
                <LabelledInput
                  label="Authenticator code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  hint="The 6-digit code from your authenticator app, or one of your recovery codes."
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  autoFocus
                />
              )}
            </fieldset>
            <FormAlert>{failure}</FormAlert>
            <Button type="submit" disabled={signIn.isPending} className="w-full">
              {signIn.isPending ? "Signing in..." : askCode ? "Verify and sign in" : "Sign in"}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
