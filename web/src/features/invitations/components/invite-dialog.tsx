import { creatorLimits, creatorMessages } from "@domain/creator-messages.ts";
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { FormDialog } from "@/components/form-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { ApiError } from "@/lib/api.ts";
import { useAuth } from "@/lib/auth.tsx";
import { toast } from "@/lib/toast.ts";
import { useInvitableListings, useSendInvitation, useSentInvitationMarks } from "../api.ts";
import { unavailableReason } from "../marks.ts";

/** The server's message for a refused invitation (e.g. already invited, listing paused); null for other failures. */
function refusal(error: unknown): string | null {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.fields?.listingId ?? error.message;
  }
  return null;
}

/**
 * The Invite dialog (spec 000 §2, §5): a required listing selector (the host's active listings), an optional
 * 4-row message; Send is disabled until a listing is chosen. Listings this creator is already invited to are
 * shown but disabled ("Already invited"); a refusal shows the server's message in the dialog; closing returns
 * focus to the button that opened it (issue 12 item 13).
 */
export function InviteDialog({
  creator,
  open,
  onOpenChange,
}: {
  creator: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const { user } = useAuth();
  const listings = useInvitableListings(open && user !== null);
  const marks = useSentInvitationMarks([creator.id], open && user !== null);
  const send = useSendInvitation();
  const [listingId, setListingId] = useState("");
  const [message, setMessage] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  // The dialog mounts when its button is pressed: that button is where focus goes back on close. Radix would
  // focus a DialogTrigger, and without one the page top.
  const [opener] = useState(() => (typeof document === "undefined" ? null : document.activeElement));

  const close = (next: boolean) => {
    if (!next) {
      setListingId("");
      setMessage("");
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = () => {
    if (!user) {
      toast.error("Error", { description: creatorMessages.invitationLoginRequired });
      return;
    }
    if (!listingId || send.isPending) return;
    setFailure(null);
    send.mutate(
      { creatorId: creator.id, listingId, message },
      {
        onSuccess: () => {
          toast.success(creatorMessages.invitationSent);
          close(false);
        },
        // A refusal is shown once, in the dialog, next to the choice it is about; anything else gets the
        // spec's toast ("Failed to send invitation. Please try again.").
        onError: (error) => {
          const reason = refusal(error);
          if (reason) setFailure(reason);
          else toast.error("Error", { description: creatorMessages.invitationSendFailed });
        },
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      onCloseAutoFocus={(event) => {
        if (opener instanceof HTMLElement && opener.isConnected) {
          event.preventDefault();
          opener.focus();
        }
      }}
      title={`Invite ${creator.name}`}
      description="Choose one of your active listings and add a personal note."
      footer={
        <>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={!user || !listingId || send.isPending}>
            <Send aria-hidden="true" />
            {send.isPending ? "Sending..." : "Send Invitation"}
          </Button>
        </>
      }
    >
      {!user ? (
        <p role="alert" className="text-sm text-destructive">
          {creatorMessages.invitationLoginRequired}
        </p>
      ) : (
        <form
          id={`${id}-form`}
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-listing`}>Listing *</Label>
            {listings.isPending ? (
              <Spinner size="sm" label="Loading your listings" className="justify-start" />
            ) : listings.isError ? (
              <p role="alert" className="text-sm text-destructive">
                Failed to load listings. Please try again.
              </p>
            ) : listings.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                You have no active listings yet.{" "}
                <Link to="/host/dashboard" className="text-primary underline-offset-4 hover:underline">
                  Go to your dashboard
                </Link>{" "}
                to publish one.
              </p>
            ) : (
              <NativeSelect
                id={`${id}-listing`}
                required
                value={listingId}
                aria-invalid={failure ? true : undefined}
                aria-describedby={failure ? `${id}-failure` : undefined}
                onChange={(event) => {
                  setListingId(event.target.value);
                  setFailure(null);
                }}
              >
                <option value="" disabled>
                  Select a listing
                </option>
                {listings.data.map((listing) => {
                  const reason = unavailableReason(listing.id, creator.id, marks.data);
                  return (
                    <option key={listing.id} value={listing.id} disabled={reason !== null}>
                      {listing.title} — {listing.location}
                      {reason ? ` (${reason})` : ""}
                    </option>
                  );
                })}
              </NativeSelect>
            )}
            {failure ? (
              <p id={`${id}-failure`} role="alert" className="text-sm text-destructive">
                {failure}
              </p>
            ) : null}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-message`}>Message (optional)</Label>
            <Textarea
              id={`${id}-message`}
              rows={4}
              value={message}
              maxLength={creatorLimits.invitationMessageMax}
              placeholder={`Hi ${creator.name.split(" ")[0] ?? ""}, we'd love to host you…`}
              onChange={(event) => setMessage(event.target.value)}
            />
          </div>
        </form>
      )}
    </FormDialog>
  );
}
