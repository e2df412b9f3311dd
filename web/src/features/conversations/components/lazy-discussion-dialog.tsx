import { type ComponentProps, lazy, Suspense } from "react";

const Dialog = lazy(() => import("./discussion-dialog.tsx").then((m) => ({ default: m.DiscussionDialog })));

/**
 * The chat dialog of an application card, loaded when a chat first opens: its dialog library is not evaluated
 * with the Applications tab (issue 38). Shown only while a conversation is open.
 */
export function DiscussionDialog(props: ComponentProps<typeof Dialog>) {
  if (props.conversationId === null) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
