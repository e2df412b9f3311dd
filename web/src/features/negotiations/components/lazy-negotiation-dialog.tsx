import { type ComponentProps, lazy, Suspense } from "react";

const Dialog = lazy(() => import("./negotiation-dialog.tsx").then((m) => ({ default: m.NegotiationDialog })));

/**
 * The negotiation dialog, loaded when it first opens: its form (and Zod with it) is not part of the application
 * cards and conversation headers that offer it (issue 38). Shown only while open, like the report and block dialogs.
 */
export function NegotiationDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
