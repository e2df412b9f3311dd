import { useId } from "react";
import { LoadError } from "@/components/load-error.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { toast } from "@/lib/toast.ts";
import { useEmailPreferences, useUpdateEmailPreference } from "../api.ts";

/**
 * The per-type choice, per channel (issue 10 part 3 for e-mail, issue 42 for push): each switch saves at once. The
 * bell always shows every notification; these only decide what is also e-mailed (only while Email Updates is on)
 * or pushed to the devices with push on.
 */
export function EmailTypeSettings({ channel = "email" }: { channel?: "email" | "push" }) {
  const id = useId();
  const prefs = useEmailPreferences();
  const update = useUpdateEmailPreference();
  const email = channel === "email";
  const off = email && prefs.data && !prefs.data.emailUpdates;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{email ? "E-mail me about" : "Push me about"}</CardTitle>
        <CardDescription>
          {!email
            ? "Choose which notifications reach your devices with push on. A conversation you have open sends none."
            : off
              ? "Email Updates is off, so no notification e-mails are sent. Turn it on above to choose here."
              : "Every notification appears under the bell; choose which ones are also e-mailed. New messages are bundled: at most one e-mail per conversation every 15 minutes."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {prefs.isPending ? (
          <Spinner label={email ? "Loading e-mail preferences" : "Loading push preferences"} />
        ) : prefs.isError ? (
          <LoadError
            message={email ? "E-mail preferences could not be loaded." : "Push preferences could not be loaded."}
            onRetry={() => prefs.refetch()}
          />
        ) : (
          <ul className="grid gap-x-8 sm:grid-cols-2">
            {prefs.data.types.map((t) => (
              <li key={t.type} className="flex items-center justify-between gap-4 border-b border-border py-3">
                <Label htmlFor={`${id}-${t.type}`} className="font-normal">
                  {t.label}
                </Label>
                <Switch
                  id={`${id}-${t.type}`}
                  checked={email ? t.email : t.push}
                  disabled={Boolean(off)}
                  onCheckedChange={(on) =>
                    update.mutate(email ? { type: t.type, email: on } : { type: t.type, push: on }, {
                      onSuccess: (answer) => toast.success(answer.message),
                      onError: () =>
                        toast.error(`Could not save your ${email ? "e-mail" : "push"} preference. Please try again.`),
                    })
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
