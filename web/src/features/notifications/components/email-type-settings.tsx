import { useId } from "react";
import { toast } from "sonner";
import { LoadError } from "@/components/load-error.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { useEmailPreferences, useUpdateEmailPreference } from "../api.ts";

/**
 * The per-type e-mail choice under Email Updates (issue 10 part 3): each switch saves at once. The bell always
 * shows every notification; these only decide what is also e-mailed, and only while Email Updates is on.
 */
export function EmailTypeSettings() {
  const id = useId();
  const prefs = useEmailPreferences();
  const update = useUpdateEmailPreference();
  return (
    <Card>
      <CardHeader>
        <CardTitle>E-mail me about</CardTitle>
        <CardDescription>
          {prefs.data && !prefs.data.emailUpdates
            ? "Email Updates is off, so no notification e-mails are sent. Turn it on above to choose here."
            : "Every notification appears under the bell; choose which ones are also e-mailed. New messages are bundled: at most one e-mail per conversation every 15 minutes."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {prefs.isPending ? (
          <Spinner label="Loading e-mail preferences" />
        ) : prefs.isError ? (
          <LoadError message="E-mail preferences could not be loaded." onRetry={() => prefs.refetch()} />
        ) : (
          <ul className="grid gap-x-8 sm:grid-cols-2">
            {prefs.data.types.map((t) => (
              <li key={t.type} className="flex items-center justify-between gap-4 border-b border-border py-3">
                <Label htmlFor={`${id}-${t.type}`} className="font-normal">
                  {t.label}
                </Label>
                <Switch
                  id={`${id}-${t.type}`}
                  checked={t.email}
                  disabled={!prefs.data.emailUpdates}
                  onCheckedChange={(email) =>
                    update.mutate(
                      { type: t.type, email },
                      {
                        onSuccess: (answer) => toast.success(answer.message),
                        onError: () => toast.error("Could not save your e-mail preference. Please try again."),
                      },
                    )
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
