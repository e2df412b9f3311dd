import { useEffect } from "react";
import { connectRealtime, useRealtimeStatus } from "@/lib/realtime.ts";

/** Keeps the tab's realtime stream open while someone is signed in (mounted by the root layout). */
export function RealtimeConnection() {
  useEffect(() => connectRealtime(), []);
  return null;
}

/** "Reconnecting…" while the stream is down (it comes back by itself, with backoff). */
export function ReconnectingHint() {
  const status = useRealtimeStatus();
  if (status !== "reconnecting") return null;
  return (
    <output
      aria-live="polite"
      className="fixed bottom-4 left-1/2 z-50 -translate-x-1/2 rounded-full bg-foreground/90 px-4 py-1.5 text-sm text-background shadow-lg"
    >
      Reconnecting…
    </output>
  );
}
