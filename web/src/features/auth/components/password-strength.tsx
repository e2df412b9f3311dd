import { type PasswordChecks, passwordChecks, passwordScore, passwordStrength } from "@domain/password.ts";
import { Check, X } from "lucide-react";
import { cn } from "@/lib/cn.ts";

const checkLabels: Record<keyof PasswordChecks, string> = {
  length: "At least 8 characters",
  uppercase: "One uppercase letter",
  lowercase: "One lowercase letter",
  number: "One number",
  special: "One special character",
};

const strengthStyles = {
  Weak: { bar: "bg-destructive", text: "text-destructive" },
  Medium: { bar: "bg-amber-500", text: "text-warning" },
  Strong: { bar: "bg-success", text: "text-success" },
} as const;

/** Live strength (Weak / Medium / Strong, shown once something is typed) and the five checks of domain/password.ts. */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const checks = passwordChecks(password);
  const score = passwordScore(password);
  const strength = passwordStrength(password);
  const style = strengthStyles[strength];

  return (
    <div id={id} className="grid gap-2" data-testid="password-strength">
      {/* Nothing typed yet: no verdict, only the checklist of what is needed. */}
      {password ? (
        <div className="flex items-center gap-3">
          <div className="flex flex-1 gap-1" aria-hidden="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <span key={i} className={cn("h-1.5 flex-1 rounded-full", i < score ? style.bar : "bg-muted")} />
            ))}
          </div>
          <p className="text-xs font-medium text-muted-foreground" aria-live="polite">
            Password strength: <span className={style.text}>{strength}</span>
          </p>
        </div>
      ) : null}
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2" aria-label="Password requirements">
        {(Object.keys(checkLabels) as (keyof PasswordChecks)[]).map((key) => {
          const ok = checks[key];
          return (
            <li
              key={key}
              className={cn("flex items-center gap-1.5 text-xs", ok ? "text-success" : "text-muted-foreground")}
            >
              {ok ? (
                <Check className="size-3.5 shrink-0" aria-hidden="true" />
              ) : (
                <X className="size-3.5 shrink-0" aria-hidden="true" />
              )}
              <span>
                {checkLabels[key]}
                <span className="sr-only">{ok ? " (met)" : " (not met)"}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
