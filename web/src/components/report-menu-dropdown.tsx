import { Flag } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { cn } from "@/lib/cn.ts";

/** An entry after "Report" (a person's menu adds "Block" or "Unblock"). */
export type MenuEntry = { key: string; label: string; icon: ReactNode; onSelect: () => void; destructive?: boolean };

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-highlighted:bg-muted";

type ReportMenuDropdownProps = {
  /** The "…" button, rendered as the menu's trigger. */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReport: () => void;
  extraItems?: MenuEntry[];
};

/**
 * The "…" menu itself (radix DropdownMenu with its positioning, ~15 KB gzip): loaded by `ReportMenu` when the
 * button is first pointed at, focused or pressed, not with every page that shows the button (issue 38).
 */
export default function ReportMenuDropdown({
  trigger,
  open,
  onOpenChange,
  onReport,
  extraItems,
}: ReportMenuDropdownProps) {
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-36 rounded-md border border-border bg-card p-1 text-card-foreground shadow-md"
        >
          <DropdownMenu.Item onSelect={onReport} className={itemClass}>
            <Flag aria-hidden className="size-4" />
            Report
          </DropdownMenu.Item>
          {extraItems?.map((entry) => (
            <DropdownMenu.Item
              key={entry.key}
              onSelect={entry.onSelect}
              className={cn(itemClass, entry.destructive && "text-destructive")}
            >
              {entry.icon}
              {entry.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
