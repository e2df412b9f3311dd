import { dateMedium } from "@domain/date-words.ts";
import { listingModerationMessages as messages, requestNoteMax } from "@domain/listing-moderation-labels.ts";
import { ShieldAlert } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { FormAlert } from "@/components/ui/form-alert.tsx";
import { TextareaField } from "@/components/ui/textarea-field.tsx";
import { isApiError } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { useRequestRepublication, useUnpublication } from "../api.ts";

const day = (iso: string) => dateMedium(new Date(iso));

/**
 * The host's banner on an unpublished listing's page and edit form (decision 0057): why CollabStay unpublished
 * it, and "Ask for re-publication" (with an optional note) — or that the request is with CollabStay.
 * `editLink`: on the listing's page, a link to the edit form (the edit form itself has none).
 */
export function UnpublishedBanner({ listingId, editLink = false }: { listingId: string; editLink?: boolean }) {
  const found = useUnpublication(listingId, true);
  const ask = useRequestRepublication(listingId);
  const [note, setNote] = useState("");
  const [failure, setFailure] = useState("");
  const unpublication = found.data;
  if (!unpublication) return null;
  const onAsk = async (event: FormEvent) => {
    event.preventDefault();
    setFailure("");
    try {
      const { message } = await ask.mutateAsync(note.trim());
      toast.success(message);
      setNote("");
    } catch (error) {
      setFailure(isApiError(error) ? error.message : "The request could not be sent. Please try again.");
    }
  };
  return (
    <section
      aria-labelledby="unpublished-title"
      className="grid gap-3 rounded-xl border border-destructive/40 bg-destructive/5 p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
        <div className="grid min-w-0 gap-1">
          <h2 id="unpublished-title" className="font-semibold">
            {messages.bannerTitle}
          </h2>
          <p className="text-sm font-medium">{unpublication.categoryLabel}</p>
          <p className="text-sm whitespace-pre-line [overflow-wrap:anywhere]">{unpublication.statement}</p>
        </div>
      </div>
      {unpublication.request ? (
        <p role="status" className="rounded-md bg-card px-3 py-2 text-sm">
          {messages.bannerRequested(day(unpublication.request.at))}
        </p>
      ) : (
        <form onSubmit={onAsk} noValidate className="grid gap-3">
          <p className="text-sm text-muted-foreground">{messages.bannerHelp}</p>
          {unpublication.declined && (
            <p className="rounded-md bg-card px-3 py-2 text-sm [overflow-wrap:anywhere]">
              {messages.bannerDeclined(unpublication.declined.reason)}
            </p>
          )}
          <TextareaField
            id="republication-note"
            label="Note to CollabStay (optional)"
            hint="What you changed, in a sentence or two."
            value={note}
            onChange={setNote}
            maxLength={requestNoteMax}
            rows={2}
          />
          <FormAlert>{failure}</FormAlert>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={ask.isPending}>
              {ask.isPending ? "Sending..." : "Ask for re-publication"}
            </Button>
            {editLink && (
              <Button variant="outline" asChild>
                <Link to={`/host/listings/${listingId}/edit`}>Edit listing</Link>
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
