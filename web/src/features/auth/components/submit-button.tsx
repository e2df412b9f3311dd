import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { BusyIcon } from "./busy-icon.tsx";

/** A full-width submit button that says what it is doing while the request runs ("Creating account..."). */
export function SubmitButton({
  busy,
  busyText,
  disabled = busy,
  children,
}: {
  busy: boolean;
  busyText: string;
  /** Defaults to `busy`; a form may also hold the button back while its input is incomplete. */
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" disabled={disabled} className="w-full">
      {busy ? (
        <>
          <BusyIcon />
          {busyText}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
