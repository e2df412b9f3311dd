import { listingMessages } from "@domain/listing-messages.ts";
import { SearchX } from "lucide-react";
import { LinkButton } from "@/components/link-button.tsx";
import { Button } from "@/components/ui/button.tsx";
import { isApiError } from "@/lib/api.ts";

/** 'Listing not found' (404 or not the caller's) or 'Failed to load listing', each with a retry. */
export function ListingLoadError({
  error,
  onRetry,
  level = 1,
}: {
  error: unknown;
  onRetry: () => void;
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  const notFound = error === null || (isApiError(error) && error.status === 404);
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border border-border bg-card px-6 py-14 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <Heading className="text-xl font-semibold">
        {notFound ? listingMessages.notFound : listingMessages.loadFailed}
      </Heading>
      <p className="max-w-md text-sm text-muted-foreground">
        {notFound ? "This listing may have been removed or paused by its host." : listingMessages.loadFailedToast}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={onRetry}>
          Try Again
        </Button>
        <LinkButton to="/" variant="ghost">
          Go Home
        </LinkButton>
      </div>
    </div>
  );
}
