import { type ReportItemKind, reportItemLabels } from "@domain/report-labels.ts";
import { MoreHorizontal } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { useAuth } from "@/lib/auth.tsx";
import { cn } from "@/lib/cn.ts";
import type { MenuEntry } from "./report-menu-dropdown.tsx";

/** The report form loads when someone opens it (issue 38): most pages show a "Report" item, few people use it. */
const ReportDialog = lazy(() => import("./report-dialog.tsx"));
/** So does the menu's code (radix DropdownMenu and its positioning): the button alone is plain HTML. */
const loadDropdown = () => import("./report-menu-dropdown.tsx");
const ReportMenuDropdown = lazy(loadDropdown);

type ReportMenuProps = {
  itemKind: ReportItemKind;
  itemId: string;
  /** What the menu button is named after ("message from Hanna"), for screen readers. */
  itemName?: string;
  className?: string;
  /** More entries after "Report" (a person's menu adds "Block"), drawn by the menu once its code is loaded. */
  extraItems?: MenuEntry[];
};

/**
 * The "…" menu of a listed item with its "Report" entry (issue 36): listings, creator and host profiles,
 * messages, reviews, gallery photos, deliverables. Signed-in people report anything they see; visitors only a
 * public creator profile, with their e-mail (the menu is not shown to them elsewhere).
 *
 * Until the button is first used it is a plain button; pointing at or focusing it starts loading the menu, and
 * pressing it opens the menu as soon as its code is there (issue 38: the menu was ~15 KB on every such page).
 */
export function ReportMenu({ itemKind, itemId, itemName, className, extraItems }: ReportMenuProps) {
  const { isAuthenticated, loading } = useAuth();
  const [menuWanted, setMenuWanted] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  if (loading || (!isAuthenticated && itemKind !== "creator")) return null;
  const name = itemName ?? reportItemLabels[itemKind].toLowerCase();
  const button = (
    <Button
      variant="ghost"
      size="icon"
      className={cn("size-8 text-muted-foreground", className)}
      aria-label={`More actions for this ${name}`}
      aria-haspopup="menu"
      aria-expanded={menuOpen}
      onPointerEnter={menuWanted ? undefined : () => void loadDropdown()}
      onFocus={menuWanted ? undefined : () => void loadDropdown()}
      onClick={
        menuWanted
          ? undefined
          : () => {
              setMenuWanted(true);
              setMenuOpen(true);
            }
      }
    >
      <MoreHorizontal aria-hidden />
    </Button>
  );
  return (
    <>
      {menuWanted ? (
        <Suspense fallback={button}>
          <ReportMenuDropdown
            trigger={button}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            onReport={() => setReportOpen(true)}
            extraItems={extraItems}
          />
        </Suspense>
      ) : (
        button
      )}
      {reportOpen ? (
        <Suspense fallback={null}>
          <ReportDialog
            itemKind={itemKind}
            itemId={itemId}
            visitor={!isAuthenticated}
            open={reportOpen}
            onOpenChange={setReportOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
