import { Bell, Lock, User } from "lucide-react";
import { useSearchParams } from "react-router";
import { BackButton } from "@/components/back-button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { EmailTypeSettings } from "@/features/notifications/index.ts";
import { PushSettings } from "@/features/push/index.ts";
import { AccountSettings } from "./account-settings.tsx";
import { NotificationSettings } from "./notification-settings.tsx";
import { PasswordSettings } from "./password-settings.tsx";
import { SecuritySection } from "./security-section.tsx";

export const settingsSections = ["account", "password", "notifications"] as const;
export type SettingsSection = (typeof settingsSections)[number];

function toSection(value: string | null): SettingsSection {
  return settingsSections.find((s) => s === value) ?? "account";
}

/** Settings (spec 000 §2): tabs Account, Password, Notifications; the tab is the `section` URL parameter. */
export function SettingsPage({ onAccountDeleted }: { onAccountDeleted: () => void }) {
  const [params, setParams] = useSearchParams();
  const section = toSection(params.get("section"));

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="grid gap-3">
        <BackButton className="w-fit" />
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
          <p className="text-sm text-muted-foreground">Manage your account details, password and notifications.</p>
        </div>
      </div>
      <Tabs
        value={section}
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set("section", value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabsList className="sm:w-fit">
          <TabsTrigger value="account" icon={User}>
            Account
          </TabsTrigger>
          <TabsTrigger value="password" icon={Lock}>
            Password
          </TabsTrigger>
          <TabsTrigger value="notifications" icon={Bell}>
            Notifications
          </TabsTrigger>
        </TabsList>
        <TabsContent value="account">
          <AccountSettings onAccountDeleted={onAccountDeleted} />
        </TabsContent>
        <TabsContent value="password" className="grid gap-6">
          <PasswordSettings />
          <SecuritySection />
        </TabsContent>
        <TabsContent value="notifications" className="grid gap-6">
          <NotificationSettings />
          <PushSettings />
          <EmailTypeSettings />
          <EmailTypeSettings channel="push" />
        </TabsContent>
      </Tabs>
    </div>
  );
}
