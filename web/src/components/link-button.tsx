import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, type ButtonProps } from "@/components/ui/button.tsx";

type LinkButtonProps = Pick<ButtonProps, "variant" | "size" | "className"> & {
  to: string;
  /** Replace the current history entry instead of pushing one (e.g. "Back to Login" after a finished flow). */
  replace?: boolean;
  icon?: LucideIcon;
  children: ReactNode;
};

/** An in-app link drawn as a button, with an optional icon before its label. */
export function LinkButton({ to, replace, icon: Icon, children, ...buttonProps }: LinkButtonProps) {
  return (
    <Button asChild {...buttonProps}>
      <Link to={to} replace={replace}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {children}
      </Link>
    </Button>
  );
}
