import { AlertTriangle, ChevronDown, Home, RefreshCw } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible.tsx";
import { PageIcon } from "./page-icon.tsx";

export const errorFallbackText = {
  title: "Something went wrong",
  description: "We're sorry, but something unexpected happened. Please try refreshing the page.",
  refresh: "Refresh Page",
  home: "Go Home",
  details: "Error details",
} as const;

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/** The spec's error page: Refresh Page, Go Home and collapsible details with the error message. */
export function ErrorFallback({ error }: { error: unknown }) {
  const message = describeError(error);
  return (
    <main className="flex min-h-[70vh] flex-1 items-center justify-center px-4 py-12">
      <div className="w-full max-w-lg rounded-xl border border-border bg-card p-8 text-center shadow-sm">
        <PageIcon icon={AlertTriangle} className="bg-accent-soft text-accent-strong" />
        <h1 className="text-2xl font-semibold tracking-tight">{errorFallbackText.title}</h1>
        <p className="mt-2 text-muted-foreground">{errorFallbackText.description}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            {errorFallbackText.refresh}
          </Button>
          <Button variant="outline" onClick={() => window.location.assign("/")}>
            <Home aria-hidden="true" />
            {errorFallbackText.home}
          </Button>
        </div>
        <Collapsible className="mt-6 text-left">
          <CollapsibleTrigger className="group mx-auto flex cursor-pointer items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            {errorFallbackText.details}
            <ChevronDown
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
              aria-hidden="true"
            />
          </CollapsibleTrigger>
          <CollapsibleContent>
            <pre className="mt-3 max-h-60 overflow-auto rounded-md bg-muted p-3 font-mono text-xs break-words whitespace-pre-wrap text-foreground">
              {message}
            </pre>
          </CollapsibleContent>
        </Collapsible>
      </div>
    </main>
  );
}

/** errorElement for routes: shows the fallback for whatever the router caught. */
export function RouteErrorFallback() {
  const error = useRouteError();
  return <ErrorFallback error={error} />;
}

type BoundaryState = { error: unknown; hasError: boolean };

/** React error boundary for anything rendered outside the router's own boundaries. */
export class ErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("Uncaught render error", error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) return <ErrorFallback error={this.state.error} />;
    return this.props.children;
  }
}
