import { UnsubscribePage } from "@/features/notifications/index.ts";
import { PublicShell } from "@/features/site/components/public-shell.tsx";
import { usePageMeta } from "@/lib/page-meta.ts";

/** /unsubscribe?token= — everyone (the signed token is the permission). */
export function Component() {
  usePageMeta("Unsubscribe", "Stop CollabStay notification e-mails.");
  return (
    <PublicShell>
      <main className="flex-1 px-4 py-16">
        <UnsubscribePage />
      </main>
    </PublicShell>
  );
}
