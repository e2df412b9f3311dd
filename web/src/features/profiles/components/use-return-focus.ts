import { useEffect, useRef } from "react";

/** When an inline editor closes (saved or cancelled), puts keyboard focus back on the button that opened it. */
export function useReturnFocus(editing: boolean) {
  const opener = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) opener.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return opener;
}
