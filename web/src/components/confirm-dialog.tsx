import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";

type ConfirmDialogProps = {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** The button that opens the dialog; leave it out when `open` is controlled by the caller. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  destructive?: boolean;
  /**
   * Given (true or false), the confirm button no longer closes the dialog: the caller closes it once the work is
   * done, and while `pending` both buttons are disabled. Left out, confirming closes the dialog at once.
   */
  pending?: boolean;
};

/** "Are you sure?" before an action: title, description, Cancel and the confirming button. */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  trigger,
  open,
  onOpenChange,
  destructive = false,
  pending,
}: ConfirmDialogProps) {
  const variant = destructive ? "destructive" : "default";
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          {pending === undefined ? (
            <AlertDialogAction variant={variant} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialogAction>
          ) : (
            <Button variant={variant} onClick={onConfirm} disabled={pending}>
              {confirmLabel}
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
