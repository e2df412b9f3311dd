import { isTextablePhone, smsMessages } from "@domain/account-labels.ts";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import {
  type NotificationPreferences,
  ProfileGate,
  useLoadFailureToast,
  useProfile,
  useUpdateNotifications,
} from "@/features/profiles/index.ts";
import { isApiError } from "@/lib/api.ts";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
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

/**
 * Notifications tab: each switch saves at once (email_updates, sms_notifications). Switching SMS on without a
 * phone number on the account first asks for one; both are saved together (the server refuses SMS without).
 */
export function NotificationSettings() {
  const id = useId();
  const profile = useProfile();
  const update = useUpdateNotifications();
  const [askingPhone, setAskingPhone] = useState(false);
  const [phone, setPhone] = useState("");
  const [phoneError, setPhoneError] = useState<string | null>(null);
  useLoadFailureToast(profile.isError);

  function save(next: NotificationPreferences & { phone?: string }) {
    update.mutate(next, {
      onSuccess: () => {
        setAskingPhone(false);
        setPhone("");
        setPhoneError(null);
        toast.success(settingsMessages.preferencesUpdated);
      },
      onError: (error) => {
        const fieldError = isApiError(error) ? error.fields?.phone : undefined;
        if (fieldError) {
          setAskingPhone(true);
          setPhoneError(fieldError);
          return;
        }
        toast.error(settingsMessages.errorTitle, {
          description: failureText(error, settingsMessages.preferencesUpdateFailed),
        });
      },
    });
  }

  function toggle(key: keyof NotificationPreferences, checked: boolean) {
    if (!profile.data) return;
    if (key === "smsNotifications" && checked && !profile.data.phone) {
      setAskingPhone(true);
      setPhoneError(null);
      return;
    }
    if (key === "smsNotifications" && !checked) setAskingPhone(false);
    save({
      emailUpdates: profile.data.emailUpdates,
      smsNotifications: profile.data.smsNotifications,
      [key]: checked,
    });
  }

  function turnOnSms(event: React.FormEvent) {
    event.preventDefault();
    if (!profile.data || update.isPending) return;
    const text = phone.trim();
    if (!text) return setPhoneError(smsMessages.phoneRequired);
    if (!isTextablePhone(text)) return setPhoneError(smsMessages.phoneInvalid);
    save({ emailUpdates: profile.data.emailUpdates, smsNotifications: true, phone: text });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notification Preferences</CardTitle>
        <CardDescription>Choose how CollabStay may contact you. Changes are saved right away.</CardDescription>
      </CardHeader>
      <CardContent>
        <ProfileGate profile={profile}>
          {(data) => (
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
                    checked={data[option.key] || (option.key === "smsNotifications" && askingPhone)}
                    onCheckedChange={(checked) => toggle(option.key, checked)}
                  />
                </li>
              ))}
            </ul>
          )}
        </ProfileGate>
        {profile.data && askingPhone ? (
          <form
            noValidate
            onSubmit={turnOnSms}
            aria-label="Phone number for SMS"
            className="mt-4 grid gap-3 rounded-lg border border-border bg-muted/50 p-4"
          >
            <div className="grid gap-2">
              <Label htmlFor={`${id}-sms-phone`}>Mobile number for SMS</Label>
              <p id={`${id}-sms-phone-hint`} className="text-sm text-muted-foreground">
                SMS notifications need a number to text. It is saved as the phone number on your account.
              </p>
              <Input
                id={`${id}-sms-phone`}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                autoFocus
                placeholder="+44 7700 900123"
                value={phone}
                aria-invalid={phoneError ? true : undefined}
                aria-describedby={`${id}-sms-phone-hint${phoneError ? ` ${id}-sms-phone-error` : ""}`}
                onChange={(e) => {
                  setPhone(e.target.value);
                  setPhoneError(null);
                }}
              />
              {phoneError ? (
                <p id={`${id}-sms-phone-error`} role="alert" className="text-sm font-medium text-destructive">
                  {phoneError}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" disabled={update.isPending}>
                Turn on SMS
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => {
                  setAskingPhone(false);
                  setPhone("");
                  setPhoneError(null);
                }}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : null}
      </CardContent>
    </Card>
  );
}
