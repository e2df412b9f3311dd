import { count as countOf } from "@domain/counts.ts";
import { MailOpen } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { usePendingInvitationCount } from "../api.ts";

export const pendingInvitationsText = (count: number) =>
  `You have ${countOf(count, "invitation")} waiting for your answer`;

/**
 * Top of the creator dashboard (issue 12 item 12): invitations are easy to miss on the Applications tab, so a
 * pending one is announced here with a way to it. Nothing shows while there are none.
 */
export function PendingInvitationsCard({ onOpen }: { onOpen: () => void }) {
  const count = usePendingInvitationCount();
  if (!count.data) return null;
  return (
    <section
      aria-label="Invitations waiting"
      className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-primary-soft/60 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <MailOpen className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="font-semibold">{pendingInvitationsText(count.data)}</p>
          <p className="text-sm text-muted-foreground">
            Hosts invited you to their listings. Accept or decline each one.
          </p>
        </div>
      </div>
      <Button onClick={onOpen} className="shrink-0">
        View invitations
      </Button>
    </section>
  );
}
