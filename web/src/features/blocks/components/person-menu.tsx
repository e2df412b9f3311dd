import { blockMessages } from "@domain/block-labels.ts";
import { Ban, CircleCheck } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { ReportMenu } from "@/components/report-menu.tsx";
import type { MenuEntry } from "@/components/report-menu-dropdown.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { useUnblockPerson } from "../api.ts";
import type { BlockTarget } from "./block-dialog.tsx";

/** Loaded when someone opens it, like the report form: few people ever block. */
const BlockDialog = lazy(() => import("./block-dialog.tsx"));

type PersonMenuProps = {
  person: BlockTarget;
  /** What reporting them reports: their host or creator profile. */
  role: "host" | "creator";
  /** The reader already blocked them (a conversation knows; pages of blocked people are not shown at all). */
  blockedByMe?: boolean;
  /** After a block: a page of the person leaves (it is "not found" to the blocker from now on). */
  onBlocked?: () => void;
  className?: string;
};

/**
 * The "…" menu of a person (a profile card, a conversation's header): Report, and Block or Unblock for signed-in
 * members (issue 37 part 1). Visitors see only what `ReportMenu` shows them; one's own card shows nothing.
 */
export function PersonMenu({ person, role, blockedByMe = false, onBlocked, className }: PersonMenuProps) {
  const { user } = useAuth();
  const [blocking, setBlocking] = useState(false);
  const unblock = useUnblockPerson();
  if (user?.id === person.id) return null;
  const first = person.name.split(" ")[0] || person.name;
  const unblockNow = async () => {
    try {
      await unblock.mutateAsync(person.id);
      toast.success(blockMessages.unblocked(person.name));
    } catch (error) {
      toast.error(failureText(error, blockMessages.unblockFailed));
    }
  };
  const items: MenuEntry[] = !user
    ? []
    : blockedByMe
      ? [
          {
            key: "unblock",
            label: `Unblock ${first}`,
            icon: <CircleCheck aria-hidden className="size-4" />,
            onSelect: () => void unblockNow(),
          },
        ]
      : [
          {
            key: "block",
            label: `Block ${first}`,
            icon: <Ban aria-hidden className="size-4" />,
            onSelect: () => setBlocking(true),
            destructive: true,
          },
        ];
  return (
    <>
      <ReportMenu
        itemKind={role}
        itemId={person.id}
        itemName={`${role} ${person.name}`}
        className={className}
        extraItems={items}
      />
      {blocking ? (
        <Suspense fallback={null}>
          <BlockDialog person={person} open={blocking} onOpenChange={setBlocking} onBlocked={onBlocked} />
        </Suspense>
      ) : null}
    </>
  );
}
