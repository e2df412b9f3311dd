import { useId } from "react";
import { toast } from "sonner";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import {
  type NotificationPreferences,
  ProfileLoadError,
  ProfileLoading,
  useLoadFailureToast,
  useProfile,
  useUpdateNotifications,
} from "@/features/profiles/index.ts";
import { settingsMessages } from "../messages.ts";

const options: { key: keyof NotificationPreferences; label: string; description: string }[] = [
  {
    key: "emailUpdates",
    label: "Email Updates",
    description: "News about your applications, collaborations and messages by e-mail.",
  },
  {
    key: "smsNotifications",
    label: "SMS Notifications",
    description: "Short text messages for time-sensitive updates, sent to the phone number on your account.",
  },
];

/** Notifications tab: each switch saves at once (email_updates, sms_notifications). */
export function NotificationSettings() {
  const id = useId();
  const profile = useProfile();
  const update = useUpdateNotifications();
  useLoadFailureToast(profile.isError);

  function toggle(key: keyof NotificationPreferences, checked: boolean) {
    if (!profile.data) return;
    const next = {
      emailUpdates: profile.data.emailUpdates,
      smsNotifications: profile.data.smsNotifications,
      [key]: checked,
    };
    update.mutate(next, {
      onSuccess: () => {
        toast.success(settingsMessages.preferencesUpdated);
      },
      onError: () => {
        toast.error(settingsMessages.errorTitle, { description: settingsMessages.preferencesUpdateFailed });
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notification Preferences</CardTitle>
        <CardDescription>Choose how CollabStay may contact you. Changes are saved right away.</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <ProfileLoading />
        ) : profile.isError ? (
          <ProfileLoadError onRetry={() => profile.refetch()} />
        ) : (
          <ul className="divide-y divide-border">
            {options.map((option) => (
              <li key={option.key} className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
                <div className="grid min-w-0 gap-1">
                  <Label htmlFor={`${id}-${option.key}`}>{option.label}</Label>
                  <p id={`${id}-${option.key}-description`} className="text-sm text-muted-foreground">
                    {option.description}
                  </p>
                </div>
                <Switch
                  id={`${id}-${option.key}`}
                  aria-describedby={`${id}-${option.key}-description`}
                  checked={profile.data[option.key]}
                  onCheckedChange={(checked) => toggle(option.key, checked)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
