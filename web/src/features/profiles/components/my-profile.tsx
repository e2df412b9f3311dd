import { Mail, Pencil } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { type MyProfile, useProfile } from "../api.ts";
import { AvatarUpload } from "../avatar/avatar-upload.tsx";
import { profileMessages } from "../messages.ts";
import { useSaveProfile } from "../use-save-profile.ts";
import { ProfileDetails } from "./profile-details.tsx";
import { ProfileFieldsForm } from "./profile-fields-form.tsx";
import { ProfileLoadError, ProfileLoading, useLoadFailureToast } from "./profile-status.tsx";
import { useReturnFocus } from "./use-return-focus.ts";

const roleLabel = { creator: "Creator", host: "Host" } as const;

/** My Profile (spec 000 §2): the signed-in user's details with an edit mode. */
export function MyProfileView() {
  const profile = useProfile();
  useLoadFailureToast(profile.isError);

  return (
    <div className="grid grid-cols-1 gap-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">My Profile</h1>
      {profile.isPending ? (
        <ProfileLoading />
      ) : profile.isError ? (
        <Card>
          <CardContent>
            <ProfileLoadError onRetry={() => profile.refetch()} />
          </CardContent>
        </Card>
      ) : (
        <MyProfileCard profile={profile.data} />
      )}
    </div>
  );
}

function MyProfileCard({ profile }: { profile: MyProfile }) {
  const [editing, setEditing] = useState(false);
  const update = useSaveProfile(
    { updated: profileMessages.accountUpdated, failed: profileMessages.accountUpdateFailed },
    () => setEditing(false),
  );
  const editButton = useReturnFocus(editing);

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-center">
        {/* The profile picture with its picker and crop dialog. */}
        <AvatarUpload name={profile.fullName} avatarUrl={profile.avatarUrl} size="xl" />
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle className="text-2xl break-words">{profile.fullName}</CardTitle>
            {profile.userType ? <Badge variant="secondary">{roleLabel[profile.userType]}</Badge> : null}
          </div>
          <CardDescription>
            <span className="inline-flex min-w-0 items-center gap-1.5 break-all">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              {profile.email}
            </span>
          </CardDescription>
        </div>
        {editing ? null : (
          <Button
            ref={editButton}
            variant="outline"
            className="self-start sm:self-center"
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
            Edit Profile
          </Button>
        )}
      </CardHeader>
      <CardContent className="border-t border-border pt-6">
        {editing ? (
          <>
            <h2 className="mb-4 text-lg font-semibold">Edit Profile</h2>
            <ProfileFieldsForm
              profile={profile}
              showEmail
              pending={update.pending}
              submitLabel="Save"
              onCancel={() => setEditing(false)}
              onSubmit={update.save}
            />
          </>
        ) : (
          <>
            <h2 className="mb-4 text-lg font-semibold">About</h2>
            <ProfileDetails
              items={[
                { label: "Phone", value: profile.phone },
                { label: "Location", value: profile.location },
                { label: "Bio", value: profile.bio, wide: true },
              ]}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
