import { securityMessages } from "@domain/security-labels.ts";
import { QueryFallback } from "@/components/query-fallback.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { useSecurity } from "../security-api.ts";
import { PasskeySettings } from "./passkey-settings.tsx";
import { SessionList } from "./session-list.tsx";
import { TwoFactorSettings } from "./two-factor-settings.tsx";

/** Settings → Password → "Sign-in and security" (decision 0062): passkeys, two-factor sign-in, sessions. */
export function SecuritySection() {
  const security = useSecurity();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{securityMessages.sectionTitle}</CardTitle>
        <CardDescription>
          Passkeys, two-factor sign-in and the places you're signed in. We e-mail you when any of them changes.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {security.data ? (
          <>
            <PasskeySettings passkeys={security.data.passkeys} />
            <TwoFactorSettings enabled={security.data.twoFactorEnabled} />
            <SessionList sessions={security.data.sessions} />
          </>
        ) : (
          <QueryFallback
            query={security}
            loading="Loading sign-in and security..."
            failed="Sign-in and security could not be loaded."
          />
        )}
      </CardContent>
    </Card>
  );
}
