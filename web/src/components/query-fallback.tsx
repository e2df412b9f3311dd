import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";

/**
 * What a section shows while its query loads (a spinner) or after it failed (the message and a retry), inside
 * a panel or a dialog; `null` once there is data. The full-page error card is LoadError.
 */
export function QueryFallback({
  query,
  loading,
  failed,
  retryLabel = "Try again",
  className = "py-10",
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The spinner's accessible label ("Loading payments"). */
  loading: string;
  /** The spec's load failure text. */
  failed: string;
  retryLabel?: string;
  /** Vertical room (`py-10`, `py-8` in a dialog). */
  className?: string;
}) {
  if (query.isPending)
    return (
      <div className={`flex justify-center ${className}`}>
        <Spinner label={loading} />
      </div>
    );
  if (query.isError)
    return (
      <div role="alert" className={`flex flex-col items-center gap-3 text-sm text-muted-foreground ${className}`}>
        {failed}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {retryLabel}
        </Button>
      </div>
    );
  return null;
}
