import { format } from "date-fns";
import { Check, Send } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";
import type { SentInvitationMark } from "../marks.ts";

export const inviteUnavailableText = "Profile incomplete";

/**
 * The host's Invite button on a creator card or page (issue 12 item 13): "Invited · Nov 22" once this host has
 * a pending or accepted invitation (still opens the dialog, for another listing), and a disabled button says
 * why ("Profile incomplete") next to it rather than leaving the host guessing.
 */
export function InviteButton({
  creator,
  mark,
  onInvite,
  named = true,
  className,
  size = "sm",
}: {
  creator: { id: string; name: string; isProfileComplete: boolean };
  mark: SentInvitationMark | null | undefined;
  onInvite: () => void;
  /** Cards name the creator in the button's label (many buttons on one page); the creator's own page doesn't. */
  named?: boolean;
  className?: string;
  size?: "sm" | "default";
}) {
  const reasonId = useId();
  const disabled = !creator.isProfileComplete;
  const invitedOn = mark ? new Date(mark.createdAt) : null;
  return (
    <div className={cn("grid gap-1", className)}>
      <Button
        size={size}
        variant={invitedOn ? "outline" : "default"}
        disabled={disabled}
        aria-describedby={disabled ? reasonId : undefined}
        onClick={onInvite}
        aria-label={invitedOn ? undefined : named ? `Invite ${creator.name}` : "Invite"}
      >
        {invitedOn ? (
          <>
            <Check aria-hidden="true" className="text-success" />
            {/* One span: the button's flex gap would otherwise open a hole before the date. */}
            <span>
              Invited · <time dateTime={mark?.createdAt}>{format(invitedOn, "MMM d")}</time>
              <span className="sr-only">{` — invite ${creator.name} to another listing`}</span>
            </span>
          </>
        ) : (
          <>
            <Send aria-hidden="true" />
            Invite
          </>
        )}
      </Button>
      {disabled ? (
        <p id={reasonId} className="text-center text-xs text-muted-foreground">
          {inviteUnavailableText}
        </p>
      ) : null}
    </div>
  );
}
