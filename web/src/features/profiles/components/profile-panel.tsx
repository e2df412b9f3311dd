import { Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { useProfile } from "../api.ts";
import { profileMessages } from "../messages.ts";
import { useSaveProfile } from "../use-save-profile.ts";
import { ProfileDetails } from "./profile-details.tsx";
import { ProfileFieldsForm } from "./profile-fields-form.tsx";
import { ProfileGate, useLoadFailureToast } from "./profile-status.tsx";
import { useReturnFocus } from "./use-return-focus.ts";

/**
 * The dashboards' profile panel (spec 001 §2, host dashboard): view and edit full name, bio, location and
 * phone with Save and Cancel.
 */
export function ProfilePanel({ description }: { description: string }) {
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const update = useSaveProfile(
    { updated: profileMessages.panelUpdated, failed: profileMessages.panelUpdateFailed },
    () => setEditing(false),
  );
  const editButton = useReturnFocus(editing);
  useLoadFailureToast(profile.isError);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Profile Information</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {profile.data && !editing ? (
          <Button ref={editButton} variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit Profile
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <ProfileGate profile={profile}>
          {(data) =>
            editing ? (
              <ProfileFieldsForm
                profile={data}
                pending={update.pending}
                submitLabel="Save"
                onCancel={() => setEditing(false)}
                onSubmit={update.save}
              />
            ) : (
              <ProfileDetails
                columns={3}
                items={[
                  { label: "Full Name", value: data.fullName },
                  { label: "Location", value: data.location },
                  { label: "Phone", value: data.phone },
                  { label: "Bio", value: data.bio, wide: true },
                ]}
              />
            )
          }
        </ProfileGate>
      </CardContent>
    </Card>
  );
}
