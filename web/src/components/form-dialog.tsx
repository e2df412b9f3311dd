import type * as React from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog.tsx";

export type FormDialogProps = {
  /** Controlled: both or neither (a dialog with a `trigger` may keep its own state). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it (rendered as the trigger itself). */
  trigger?: React.ReactNode;
  title: React.ReactNode;
  description: React.ReactNode;
  /**
   * With `onSubmit`, the body is a form (`formId`, browser validation off: the form shows the spec's messages);
   * the footer's submit button names it with `form={formId}`, since the footer stays outside the scrolling body.
   */
  formId?: string;
  onSubmit?: () => void;
  /** The buttons at the bottom; nothing when absent. */
  footer?: React.ReactNode;
  children: React.ReactNode;
  /** Width and scrolling of the panel (`sm:max-w-lg`, `max-h-[90dvh] overflow-y-auto`). */
  className?: string;
  footerClassName?: string;
  /** Where focus goes when it closes (Radix focuses the trigger, or the page top without one). */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * The app's dialog: a title, a description, the body, and a footer of buttons. Radix gives it the focus trap,
 * Escape and the accessible name; this keeps the pieces in the same order everywhere.
 */
export function FormDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  formId,
  onSubmit,
  footer,
  children,
  className,
  footerClassName,
  onCloseAutoFocus,
}: FormDialogProps) {
  return (
    <Dialog {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={className} {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {onSubmit ? (
          <form
            id={formId}
            className="grid gap-4"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            {children}
          </form>
        ) : (
          children
        )}
        {footer ? <DialogFooter className={footerClassName}>{footer}</DialogFooter> : null}
      </DialogContent>
    </Dialog>
  );
}
