import { type ReportItemKind, reportItemLabels } from "@domain/reports.ts";
import { Flag, MoreHorizontal } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { cn } from "@/lib/cn.ts";

/** The report form loads when someone opens it (issue 38): most pages show a "Report" item, few people use it. */
const ReportDialog = lazy(() => import("./report-dialog.tsx"));

type ReportMenuProps = {
  itemKind: ReportItemKind;
  itemId: string;
  /** What the menu button is named after ("message from Hanna"), for screen readers. */
  itemName?: string;
  className?: string;
  /** More entries after "Report" (a person's menu adds "Block"): `DropdownMenu.Item`s, see `menuItemClass`. */
  extraItems?: ReactNode;
};

/** The look of an entry of this menu, for `extraItems`. */
export const menuItemClass =
  "flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-highlighted:bg-muted";

/**
 * The "…" menu of a listed item with its "Report" entry (issue 36): listings, creator and host profiles,
 * messages, reviews, gallery photos, deliverables. Signed-in people report anything they see; visitors only a
 * public creator profile, with their e-mail (the menu is not shown to them elsewhere).
 */
export function ReportMenu({ itemKind, itemId, itemName, className, extraItems }: ReportMenuProps) {
  const { isAuthenticated, loading } = useAuth();
  const [open, setOpen] = useState(false);
  if (loading || (!isAuthenticated && itemKind !== "creator")) return null;
  const name = itemName ?? reportItemLabels[itemKind].toLowerCase();
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className={cn("size-8 text-muted-foreground", className)}
            aria-label={`More actions for this ${name}`}
          >
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-36 rounded-md border border-border bg-card p-1 text-card-foreground shadow-md"
          >
            <DropdownMenu.Item onSelect={() => setOpen(true)} className={menuItemClass}>
              <Flag aria-hidden className="size-4" />
              Report
            </DropdownMenu.Item>
            {extraItems}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog
            itemKind={itemKind}
            itemId={itemId}
            visitor={!isAuthenticated}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
