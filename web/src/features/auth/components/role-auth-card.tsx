import { useIsMutating } from "@tanstack/react-query";
import { Camera, Hotel } from "lucide-react";
import { useId, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { type AuthRole, authMutationKey } from "../api.ts";
import { CreatorSignUpForm } from "./creator-sign-up-form.tsx";
import { HostSignUpForm } from "./host-sign-up-form.tsx";
import { ResetRequestForm } from "./reset-request-form.tsx";
import { SignInForm } from "./sign-in-form.tsx";

export const authCardText = {
  creator: {
    title: "Creator Login",
    description: "Find stays and experiences, apply and collaborate with hosts.",
  },
  host: {
    title: "Host Login",
    description: "List your property or experience and meet creators who fit your brand.",
  },
} as const;

type View = "login" | "signup" | "reset";

/** One role's card: tabs Login / Sign Up, plus the reset-request view. A region named by its title. */
export function RoleAuthCard({ userType: role }: { userType: AuthRole }) {
  const titleId = useId();
  const [view, setView] = useState<View>("login");
  const [email, setEmail] = useState("");
  const busy = useIsMutating({ mutationKey: authMutationKey(role) }) > 0;
  const text = authCardText[role];
  const Icon = role === "creator" ? Camera : Hotel;

  const afterSignUp = (address: string) => {
    setEmail(address);
    setView("login");
  };

  return (
    <Card role="region" aria-labelledby={titleId} className="w-full">
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
          <CardTitle id={titleId}>{text.title}</CardTitle>
        </div>
        <CardDescription>{text.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {view === "reset" ? (
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
                onForgotPassword={() => setView("reset")}
              />
            </TabsContent>
            <TabsContent value="signup">
              {role === "creator" ? (
                <CreatorSignUpForm onConfirmationRequired={afterSignUp} />
              ) : (
                <HostSignUpForm onConfirmationRequired={afterSignUp} />
              )}
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}
