import { Scale } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "@/components/ui/button.tsx";

const loadDialog = () => import("./open-dispute-dialog.tsx");
const OpenDisputeDialog = lazy(loadDialog);

/**
 * The "Open a dispute" button of the contract card and the workspace (issue 37 part 2). Its form is loaded when the
 * button is first pointed at, focused or pressed, not with every contract card (issue 38), and stays mounted once
 * opened, so a person who closes it by mistake finds what they wrote.
 */
export function OpenDisputeButton({
  collaborationId,
  partnerName,
  size = "sm",
}: {
  collaborationId: string;
  partnerName: string;
  size?: "sm" | "default";
}) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        size={size}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Scale aria-hidden="true" />
        Open a dispute
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <OpenDisputeDialog
            collaborationId={collaborationId}
            partnerName={partnerName}
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
