import { LogOut } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { NavLink, useNavigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { ApiError } from "@/lib/api.ts";
import { cn } from "@/lib/cn.ts";
import { useOperator, useOperatorSignOut } from "../api.ts";
import { PageSpinnerInline } from "./page-spinner-inline.tsx";
import { TwoFactorSetup } from "./two-factor-setup.tsx";

/** The console's screens, in its tab bar. */
const sections = [
  { to: "/operator/overview", label: "Overview" },
  { to: "/operator/users", label: "Users" },
  { to: "/operator/listings", label: "Listings" },
  { to: "/operator/reports", label: "Reports" },
  { to: "/operator/disputes", label: "Disputes" },
  { to: "/operator/support", label: "Support" },
  { to: "/operator/audit", label: "Audit log" },
];

/**
 * The console's gate (`/operator/*`): nobody signed in, or a host or creator, is sent on (decision 0057 route
 * guard); an operator without two-factor sign-in sees only its setup; the console itself otherwise.
 */
export function OperatorConsole({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const me = useOperator();
  const signOut = useOperatorSignOut();
  const status = me.error instanceof ApiError ? me.error.status : null;

  useEffect(() => {
    if (status === 401) navigate("/operator/sign-in", { replace: true });
    else if (status === 403) navigate("/", { replace: true });
  }, [status, navigate]);

  if (me.isPending || status === 401 || status === 403) return <PageSpinnerInline />;
  if (me.isError) {
    return (
      <p role="alert" className="px-4 py-12 text-center text-destructive">
        The console could not be loaded. Please reload the page.
      </p>
    );
  }
  const { operator } = me.data;
  const leave = async () => {
    await signOut.mutateAsync().catch(() => undefined);
    navigate("/operator/sign-in", { replace: true });
  };
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-muted-foreground">Operator console</p>
          <p className="font-medium">{operator.name}</p>
        </div>
        <Button variant="outline" size="sm" onClick={leave} disabled={signOut.isPending}>
          <LogOut aria-hidden />
          Sign out
        </Button>
      </header>
      {operator.twoFactorEnabled ? (
        <>
          <nav aria-label="Console" className="flex gap-1 overflow-x-auto border-b border-border">
            {sections.map((section) => (
              <NavLink
                key={section.to}
                to={section.to}
                className={({ isActive }) =>
                  cn(
                    "-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
                    isActive ? "border-primary text-foreground" : "border-transparent text-muted-foreground",
                  )
                }
              >
                {section.label}
              </NavLink>
            ))}
          </nav>
          {children}
        </>
      ) : (
        <TwoFactorSetup />
      )}
    </div>
  );
}
