import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { toast } from "@/lib/toast.ts";
import { useRenderInSlices } from "@/lib/use-render-in-slices.ts";
import { profileMessages } from "../messages.ts";

/** Shows the spec's load-failure toast once each time loading the profile fails. */
export function useLoadFailureToast(isError: boolean) {
  useEffect(() => {
    if (isError) toast.error(profileMessages.errorTitle, { description: profileMessages.loadFailed });
  }, [isError]);
}

export function ProfileLoading() {
  return (
    <div className="flex justify-center py-12">
      <Spinner label="Loading profile" />
    </div>
  );
}

export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center">
      <p className="text-sm text-muted-foreground">{profileMessages.loadFailed}</p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

/**
 * The profile (the account's, or the creator's own) once loaded; the spinner while it loads, the retry card when
 * loading failed. The profile's forms and cards render in slices when it arrives: a query's answer is a synchronous
 * update, and the Settings form rendered at once was one long task on a phone (issue 38).
 */
export function ProfileGate<Profile>({
  profile,
  children,
}: {
  profile: UseQueryResult<Profile>;
  children: (profile: Profile) => ReactNode;
}) {
  const ready = useRenderInSlices(!profile.isPending);
  if (!ready || profile.isPending) return <ProfileLoading />;
  if (profile.isError) return <ProfileLoadError onRetry={() => profile.refetch()} />;
  return <>{children(profile.data)}</>;
}
