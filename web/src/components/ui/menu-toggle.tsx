import { Menu, X } from "lucide-react";
import type { Ref } from "react";
import { Button } from "@/components/ui/button.tsx";

/** The small-screen menu button of a header: opens and closes the panel with id `panelId`. */
export function MenuToggle({
  open,
  onToggle,
  panelId,
  className,
  ref,
}: {
  open: boolean;
  onToggle: () => void;
  panelId: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <Button
      ref={ref}
      variant="ghost"
      size="icon"
      className={className}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
    >
      {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
    </Button>
  );
}
