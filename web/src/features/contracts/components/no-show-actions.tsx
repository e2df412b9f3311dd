import type { Collaboration } from "@domain/collaborations.ts";
import { Button } from "@/components/ui/button.tsx";
import { toast } from "@/lib/toast.ts";
import { useNoShowNote } from "../stays-api.ts";
import { NoteConfirm } from "./note-confirm.tsx";

/**
 * The no-show on a contract card (issue 33 part 2): the host records it from the day after check-in; the creator
 * contests it within 72 hours; both read where it stands.
 */
export function NoShowActions({ c, viewer }: { c: Collaboration; viewer: "host" | "creator" }) {
  const send = useNoShowNote();
  const noShow = c.stay.noShow;
  const submit = (as: "no-show" | "contest") => async (note: string) => {
    const result = await send.mutateAsync({ id: c.id, note, as });
    toast.success(result.message);
  };
  if (viewer === "host" && c.stay.actions.includes("no_show")) {
    return (
      <NoteConfirm
        id={`no-show-${c.id}`}
        trigger={
          <Button size="sm" variant="outline">
            No-show
          </Button>
        }
        title="Record that the creator did not arrive?"
        consequence="The creator is told and has 72 hours to contest it. Uncontested, the collaboration is cancelled and its nights reopen on your calendar."
        label="Note for the creator"
        required="Please add a note."
        confirmLabel="Record no-show"
        pending={send.isPending}
        submit={submit("no-show")}
      />
    );
  }
  if (viewer === "creator" && noShow && !noShow.contested && c.status === "active") {
    return (
      <NoteConfirm
        id={`contest-${c.id}`}
        trigger={
          <Button size="sm" variant="outline">
            Contest no-show
          </Button>
        }
        title="Contest the no-show?"
        consequence="The host is told; the no-show stays open, shown as contested, until an operator decides it."
        label="What happened"
        required="Please add a note."
        confirmLabel="Contest"
        pending={send.isPending}
        submit={submit("contest")}
      />
    );
  }
  return null;
}
