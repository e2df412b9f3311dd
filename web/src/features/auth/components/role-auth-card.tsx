import { useIsMutating } from "@tanstack/react-query";
import { Camera, Hotel } from "lucide-react";
import { useId, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { cn } from "@/lib/cn.ts";
import { type AuthRole, authMutationKey } from "../api.ts";
import { readPendingConfirmation, writePendingConfirmation } from "../check-inbox.ts";
import { CheckInboxPanel } from "./check-inbox-panel.tsx";
import { CreatorSignUpForm } from "./creator-sign-up-form.tsx";
import { HostSignUpForm } from "./host-sign-up-form.tsx";
import { ResetRequestForm } from "./reset-request-form.tsx";
import { SignInForm } from "./sign-in-form.tsx";

export const authCardText = {
  creator: {
    title: "Creator Login",
    signUpTitle: "Creator Sign Up",
    description: "Find stays and experiences, apply and collaborate with hosts.",
  },
  host: {
    title: "Host Login",
    signUpTitle: "Host Sign Up",
    description: "List your property or experience and meet creators who fit your brand.",
  },
} as const;

export type AuthCardView = "login" | "signup" | "reset";
type View = AuthCardView | "check-inbox";

type RoleAuthCardProps = {
  userType: AuthRole;
  /** The tab to open with ("Join as Creator" opens Sign Up); a pending confirmation wins over it. */
  initialView?: "login" | "signup";
  /** Same-site page to go to after sign-in or sign-up (checked by `safeReturnPath`). */
  returnTo?: string | null;
  className?: string;
};

/**
 * One role's card: tabs Login / Sign Up (the title follows the tab), the reset-request view, and the
 * check-your-inbox panel after a sign-up that needs confirmation. A region named by its title.
 */
export function RoleAuthCard({ userType: role, initialView = "login", returnTo = null, className }: RoleAuthCardProps) {
  const titleId = useId();
  const [pending, setPending] = useState(() => readPendingConfirmation(role));
  const [view, setView] = useState<View>(pending ? "check-inbox" : initialView);
  const [email, setEmail] = useState(pending?.email ?? "");
  const [fullName, setFullName] = useState(pending?.fullName ?? "");
  const busy = useIsMutating({ mutationKey: authMutationKey(role) }) > 0;
  const text = authCardText[role];
  const Icon = role === "creator" ? Camera : Hotel;

  const afterSignUp = (address: string, name: string) => {
    const next = { email: address, fullName: name };
    setEmail(address);
    setFullName(name);
    setPending(next);
    writePendingConfirmation(role, next);
    setView("check-inbox");
  };
  const leaveCheckInbox = (next: "login" | "signup") => {
    setPending(null);
    writePendingConfirmation(role, null);
    if (next === "signup") setEmail("");
    setView(next);
  };

  return (
    <Card role="region" aria-labelledby={titleId} className={cn("w-full", className)}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span
            className={
              role === "creator"
                ? "flex size-10 items-center justify-center rounded-lg bg-accent-soft text-accent-strong"
                : "flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary"
            }
          >
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <CardTitle id={titleId}>
            {view === "signup" || view === "check-inbox" ? text.signUpTitle : text.title}
          </CardTitle>
        </div>
        <CardDescription>{text.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {view === "check-inbox" && pending ? (
          <CheckInboxPanel
            role={role}
            email={pending.email}
            returnTo={returnTo}
            onUseDifferentEmail={() => leaveCheckInbox("signup")}
            onSignIn={() => leaveCheckInbox("login")}
          />
        ) : view === "reset" ? (
          <ResetRequestForm role={role} defaultEmail={email} onBack={() => setView("login")} />
        ) : (
          <Tabs value={view} onValueChange={(v) => setView(v === "signup" ? "signup" : "login")}>
            <TabsList>
              <TabsTrigger value="login" disabled={busy}>
                Login
              </TabsTrigger>
              <TabsTrigger value="signup" disabled={busy}>
                Sign Up
              </TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <SignInForm
                key={email}
                role={role}
                defaultEmail={email}
                disabled={busy}
                returnTo={returnTo}
                onForgotPassword={() => setView("reset")}
              />
            </TabsContent>
            <TabsContent value="signup">
              {role === "creator" ? (
                <CreatorSignUpForm
                  onConfirmationRequired={afterSignUp}
                  returnTo={returnTo}
                  defaultFullName={fullName}
                />
              ) : (
                <HostSignUpForm onConfirmationRequired={afterSignUp} returnTo={returnTo} defaultFullName={fullName} />
              )}
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}
