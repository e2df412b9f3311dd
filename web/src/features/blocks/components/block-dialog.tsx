import { blockMessages } from "@domain/block-labels.ts";
import { ConfirmDialog } from "@/components/confirm-dialog.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { useBlockPerson } from "../api.ts";

export type BlockTarget = { id: string; name: string };

/**
 * "Block Hanna?" — what blocking does, in the words the person who blocks needs (issue 37 part 1): the confirmation
 * dialog every destructive action uses. Stays open while the block is stored; `onBlocked` runs after.
 */
export default function BlockDialog({
  person,
  open,
  onOpenChange,
  onBlocked,
}: {
  person: BlockTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBlocked?: (() => void) | undefined;
}) {
  const block = useBlockPerson();
  const confirm = async () => {
    try {
      await block.mutateAsync(person.id);
      onOpenChange(false);
      toast.success(blockMessages.blocked(person.name), {
        description: "You can unblock them in Settings → Account.",
      });
      onBlocked?.();
    } catch (error) {
      toast.error(failureText(error, blockMessages.blockFailed));
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={blockMessages.dialogTitle(person.name)}
      description={blockMessages.dialogBody}
      confirmLabel={blockMessages.confirm}
      destructive
      pending={block.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
