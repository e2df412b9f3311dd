import { Compass } from "lucide-react";
import { PageIcon } from "@/app/layout/page-icon.tsx";
import { LinkButton } from "@/components/link-button.tsx";

export function Component() {
  return (
    <main className="flex flex-1 items-center justify-center px-4 py-16">
      <div className="max-w-md text-center">
        <PageIcon icon={Compass} className="bg-primary-soft text-primary" />
        <p className="text-sm font-semibold tracking-wide text-accent-strong uppercase">404</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">Page not found</h1>
        <p className="mt-3 text-muted-foreground">
          The page you are looking for doesn't exist or has moved. Let's get you back on track.
        </p>
        <LinkButton to="/" className="mt-6">
          Go Home
        </LinkButton>
      </div>
    </main>
  );
}
