import { Send } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { ApiError } from "@/lib/api.ts";
import { useAuth } from "@/lib/auth.tsx";
import { creatorLimits, creatorMessages } from "../../../../../domain/creator-messages.ts";
import { useInvitableListings, useSendInvitation } from "../api.ts";

/** The server's message for a refused invitation (e.g. already invited, listing paused), else the spec's text. */
function sendFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return creatorMessages.invitationSendFailed;
}

/**
 * The Invite dialog (spec 000 §2, §5): a required listing selector (the host's active listings), an optional
 * 4-row message; Send is disabled until a listing is chosen.
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
  const send = useSendInvitation();
  const [listingId, setListingId] = useState("");
  const [message, setMessage] = useState("");

  const close = (next: boolean) => {
    if (!next) {
      setListingId("");
      setMessage("");
    }
    onOpenChange(next);
  };

  const submit = () => {
    if (!user) {
      toast.error("Error", { description: creatorMessages.invitationLoginRequired });
      return;
    }
    if (!listingId || send.isPending) return;
    send.mutate(
      { creatorId: creator.id, listingId, message },
      {
        onSuccess: () => {
          toast.success(creatorMessages.invitationSent);
          close(false);
        },
        onError: (error) => toast.error("Error", { description: sendFailure(error) }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite {creator.name}</DialogTitle>
          <DialogDescription>Choose one of your active listings and add a personal note.</DialogDescription>
        </DialogHeader>
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
                  onChange={(event) => setListingId(event.target.value)}
                >
                  <option value="" disabled>
                    Select a listing
                  </option>
                  {listings.data.map((listing) => (
                    <option key={listing.id} value={listing.id}>
                      {listing.title} — {listing.location}
                    </option>
                  ))}
                </NativeSelect>
              )}
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
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={!user || !listingId || send.isPending}>
            <Send aria-hidden="true" />
            {send.isPending ? "Sending..." : "Send Invitation"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
