import { type RefObject, useEffect, useId, useState } from "react";
import { useLocation } from "react-router";

/**
 * The open state of a header's small-screen menu panel, shared by the signed-in header and the visitor's top bar:
 * a new page closes it, and so does Escape. With `toggle`, Escape also gives focus back to the menu button, so a
 * keyboard user is not left on a link that has just been hidden.
 */
export function useMenuPanel(toggle?: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle?.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, toggle]);

  return { open, setOpen, panelId };
}
