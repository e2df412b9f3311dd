import { CircleCheck, LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn.ts";

export const registrationSteps = ["Creating account", "Setting up profile", "Finalizing registration"] as const;

/** Sign-up steps (spec 000 §4): idle, creating-user, assigning-role, completing, success, error. */
export type SignUpStep = "idle" | "creating-user" | "assigning-role" | "completing" | "success" | "error";

const stepIndex: Record<SignUpStep, number> = {
  idle: -1,
  "creating-user": 0,
  "assigning-role": 1,
  completing: 2,
  success: 3,
  error: -1,
};

/** Status indicator with the registration progress list, shown while the sign-up request runs. */
export function RegistrationProgress({ step }: { step: SignUpStep }) {
  const current = stepIndex[step];
  const label = current >= 0 && current < registrationSteps.length ? registrationSteps[current] : "Account created";
  return (
    <div className="rounded-lg border border-primary/20 bg-primary-soft p-4">
      <p role="status" className="text-sm font-medium text-primary-strong">
        {label}
        {step !== "success" && "..."}
      </p>
      <ol className="mt-3 grid gap-2" aria-label="Registration progress">
        {registrationSteps.map((name, i) => {
          const done = i < current;
          const active = i === current;
          return (
            <li
              key={name}
              className={cn(
                "flex items-center gap-2 text-sm",
                done ? "text-success" : active ? "font-medium text-foreground" : "text-muted-foreground",
              )}
              aria-current={active ? "step" : undefined}
            >
              {done ? (
                <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
              ) : active ? (
                <LoaderCircle className="size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />
              ) : (
                <span className="size-4 shrink-0 rounded-full border-2 border-input" aria-hidden="true" />
              )}
              {name}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
