import { siteMessages } from "@domain/site-messages.ts";
import { Lock } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import {
  allCookiesAccepted,
  type CookiePreferences,
  defaultCookiePreferences,
  saveCookiePreferences,
  useCookiePreferences,
} from "@/lib/cookie-preferences.ts";
import { toast } from "@/lib/toast.ts";

type Optional = "analytics" | "marketing" | "functional";

const categories: { key: "necessary" | Optional; title: string; text: string }[] = [
  {
    key: "necessary",
    title: "Necessary",
    text: "Keep you signed in, protect forms against abuse and remember this choice. The site does not work without them, so they are always on.",
  },
  {
    key: "analytics",
    title: "Analytics",
    text: "Help us understand which pages are used and where people get stuck, counted in aggregate so we can improve CollabStay.",
  },
  {
    key: "marketing",
    title: "Marketing",
    text: "Let us measure whether our campaigns on other sites bring people to CollabStay and show more relevant ads there.",
  },
  {
    key: "functional",
    title: "Functional",
    text: "Remember conveniences such as your search filters and layout choices between visits.",
  },
];

/** The three optional toggles plus the locked Necessary one, saved under `cookiePreferences`. */
export function CookiePreferencesPanel() {
  const stored = useCookiePreferences();
  const [choice, setChoice] = useState<CookiePreferences>(stored ?? defaultCookiePreferences);
  const id = useId();

  // Follow a choice made elsewhere (the banner, another tab).
  useEffect(() => {
    if (stored) setChoice(stored);
  }, [stored]);

  const save = () => {
    setChoice(saveCookiePreferences(choice));
    toast.success(siteMessages.cookiesSaved);
  };
  const acceptAll = () => {
    setChoice(saveCookiePreferences(allCookiesAccepted));
    toast.success(siteMessages.cookiesAccepted);
  };
  const rejectOptional = () => {
    setChoice(saveCookiePreferences({ analytics: false, marketing: false, functional: false }));
    toast.success(siteMessages.cookiesRejected);
  };

  return (
    <div className="flex flex-col gap-6">
      <ul className="divide-y divide-border rounded-2xl border border-border bg-card shadow-sm">
        {categories.map(({ key, title, text }) => {
          const switchId = `${id}-${key}`;
          const descriptionId = `${switchId}-description`;
          const locked = key === "necessary";
          return (
            <li key={key} className="flex items-start justify-between gap-4 p-5 sm:p-6">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <Label htmlFor={switchId} className="text-base font-semibold">
                    {title}
                  </Label>
                  {locked && (
                    <Badge variant="secondary">
                      <Lock aria-hidden="true" />
                      Always on
                    </Badge>
                  )}
                </div>
                <p id={descriptionId} className="mt-1.5 text-sm text-muted-foreground">
                  {text}
                </p>
              </div>
              <Switch
                id={switchId}
                className="mt-0.5"
                checked={locked ? true : choice[key]}
                disabled={locked}
                aria-describedby={descriptionId}
                onCheckedChange={locked ? undefined : (checked) => setChoice((c) => ({ ...c, [key]: checked }))}
              />
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={save}>
          Save Preferences
        </Button>
        <Button size="lg" variant="secondary" onClick={acceptAll}>
          Accept All
        </Button>
        <Button size="lg" variant="outline" onClick={rejectOptional}>
          Reject Optional
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Today CollabStay loads no analytics, marketing or functional scripts at all. Your choice decides whether we may
        use them if we add them, and we will not turn them on without asking.
      </p>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {stored
          ? "Your choice is saved in this browser and applies right away."
          : "You have not made a choice yet, so only necessary cookies are in use."}
      </p>
    </div>
  );
}
