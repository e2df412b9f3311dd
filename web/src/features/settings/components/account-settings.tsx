import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { BlockedPeople } from "@/features/blocks/index.ts";
import {
  ProfileFieldsForm,
  ProfileGate,
  profileMessages,
  useLoadFailureToast,
  useProfile,
  useSaveProfile,
} from "@/features/profiles/index.ts";
import { useRenderInSlices } from "@/lib/use-render-in-slices.ts";
import { DeleteAccount } from "./delete-account.tsx";
import { DownloadMyData } from "./download-my-data.tsx";

/**
 * Account tab: full name, phone, location and bio; e-mail shown read-only; Download my data; Blocked people (decision
 * 0068); the danger zone.
 */
export function AccountSettings({ onAccountDeleted }: { onAccountDeleted: () => void }) {
  const profile = useProfile();
  const update = useSaveProfile({
    updated: profileMessages.accountUpdated,
    failed: profileMessages.accountUpdateFailed,
  });
  useLoadFailureToast(profile.isError);
  // The same deferred moment as ProfileGate's form: the sections below appear with it, not before it.
  const formShown = useRenderInSlices(!profile.isPending);

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Account Information</CardTitle>
          <CardDescription>Update the details other people see on CollabStay.</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileGate profile={profile}>
            {(data) => <ProfileFieldsForm profile={data} showEmail pending={update.pending} onSubmit={update.save} />}
          </ProfileGate>
        </CardContent>
      </Card>
      {/* Below the form, once the form's profile is in: they appeared first and were pushed down by it (CLS). */}
      {profile.isPending || !formShown ? null : (
        <>
          <DownloadMyData />
          <BlockedPeople />
          <DeleteAccount onDeleted={onAccountDeleted} />
        </>
      )}
    </div>
  );
}
