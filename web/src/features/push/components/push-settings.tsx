import { type PushSubscribeInput, pushMessages } from "@domain/push.ts";
import { useId, useState } from "react";
import { LoadError } from "@/components/load-error.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { failureText } from "@/lib/failure-text.ts";
import { toast } from "@/lib/toast.ts";
import { usePushConfig, useSendTestPush, useSubscribePush, useUnsubscribePush } from "../api.ts";
import { keyBytes, pushSupport } from "../support.ts";

/** The browser's subscription for this device, made with the server's key (asks for permission first). */
async function subscribeThisDevice(publicKey: string): Promise<PushSubscribeInput | "denied"> {
  // Asked only now, when the person turns push on — never on page load.
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  return subscription.toJSON() as PushSubscribeInput;
}

async function forgetThisDevice() {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe().catch(() => undefined);
}

/**
 * Settings → Notifications: "Push notifications on this device" (issue 42). Turning it on asks the browser's
 * permission and keeps this device's subscription on the server; turning it off removes it. The per-type choice is
 * the "Push me about" list (NotificationTypeSettings with channel "push").
 */
export function PushSettings() {
  const id = useId();
  const support = pushSupport();
  const config = usePushConfig();
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  const sendTest = useSendTestPush();
  const [working, setWorking] = useState(false);
  const current = config.data?.devices.find((d) => d.current);
  const denied = support === "ready" && typeof Notification !== "undefined" && Notification.permission === "denied";

  async function turnOn(publicKey: string) {
    setWorking(true);
    try {
      const subscription = await subscribeThisDevice(publicKey);
      if (subscription === "denied") {
        toast.error(pushMessages.denied);
        return;
      }
      const answer = await subscribe.mutateAsync(subscription);
      toast.success(answer.message);
    } catch (error) {
      toast.error(failureText(error, "Push notifications could not be turned on. Please try again."));
    } finally {
      setWorking(false);
    }
  }

  async function turnOff(deviceId: string) {
    setWorking(true);
    try {
      const answer = await unsubscribe.mutateAsync(deviceId);
      await forgetThisDevice();
      toast.success(answer.message);
    } catch (error) {
      toast.error(failureText(error, "Push notifications could not be turned off. Please try again."));
    } finally {
      setWorking(false);
    }
  }

  const hint =
    support === "home-screen"
      ? pushMessages.addToHomeScreen
      : support === "none"
        ? pushMessages.noPush
        : denied
          ? pushMessages.denied
          : current
            ? "This device shows a notification when something needs you, even with CollabStay closed."
            : "Get messages and contract news on this device at once, even with CollabStay closed.";

  return (
    <Card>
      <CardHeader>
        <CardTitle>Push notifications</CardTitle>
        <CardDescription>Notifications on your phone or computer, like an app's.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {config.isPending ? (
          <Spinner label="Loading push settings" />
        ) : config.isError ? (
          <LoadError message="Push settings could not be loaded." onRetry={() => config.refetch()} />
        ) : (
          <>
            <div className="flex items-center justify-between gap-4">
              <div className="grid min-w-0 gap-1">
                <Label htmlFor={`${id}-push`}>{pushMessages.settingLabel}</Label>
                <p id={`${id}-push-hint`} className="text-sm text-muted-foreground">
                  {hint}
                </p>
              </div>
              <Switch
                id={`${id}-push`}
                aria-describedby={`${id}-push-hint`}
                checked={Boolean(current)}
                disabled={support !== "ready" || denied || working}
                onCheckedChange={(on) => {
                  if (on) void turnOn(config.data.publicKey);
                  else if (current) void turnOff(current.id);
                }}
              />
            </div>
            {current ? (
              <div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={sendTest.isPending}
                  onClick={() =>
                    sendTest.mutate(undefined, {
                      onSuccess: (answer) => toast.success(answer.message),
                      onError: (error) => toast.error(failureText(error, "The test notification could not be sent.")),
                    })
                  }
                >
                  {pushMessages.sendTest}
                </Button>
              </div>
            ) : null}
            {config.data.devices.length > (current ? 1 : 0) ? (
              <p className="text-sm text-muted-foreground">
                Push is also on for{" "}
                {config.data.devices
                  .filter((d) => !d.current)
                  .map((d) => d.label || "another device")
                  .join(", ")}
                .
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
