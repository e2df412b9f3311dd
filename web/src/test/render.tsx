// Component tests only: the app never imports this file (it brings in Testing Library and jest-dom).
import "@testing-library/jest-dom/vitest";
import type { SessionUser } from "@domain/accounts.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { toast } from "sonner";
import { afterEach, expect, vi } from "vitest";
import { AppToaster } from "@/components/app-toaster.tsx";
import { AuthProvider } from "@/lib/auth.tsx";
import { createQueryClient } from "@/lib/query-client.ts";

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module-level store: none may leak into the next test's toaster.
  toast.dismiss();
  vi.unstubAllGlobals();
});

export const demoCreator: SessionUser = {
  id: "00000000-0000-4000-8000-00000000c001",
  email: "creator@demo.collabstay.test",
  fullName: "Casey Creator",
  userType: "creator",
  avatarUrl: null,
};

export const demoHost: SessionUser = {
  id: "00000000-0000-4000-8000-00000000a001",
  email: "host@demo.collabstay.test",
  fullName: "Hana Host",
  userType: "host",
  avatarUrl: null,
};

/**
 * Renders `ui` as the app does: a real QueryClient (the app's settings), the signed-in `user` (null: a visitor), a router at
 * `path`, and the toaster, so a test can read the toasts a person would see.
 */
export function renderApp(
  ui: ReactElement,
  { user = demoCreator, path = "/" }: { user?: SessionUser | null; path?: string } = {},
) {
  const queryClient = createQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider initialUser={user}>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <AppToaster />
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/**
 * One request the component sent: method, path with query, the parsed JSON body, and the `Idempotency-Key` header
 * when it had one (every create has: decision 0055).
 */
export type SentRequest = { method: string; path: string; body: unknown; idempotencyKey?: string };
/** What the stub answers: a status (200 by default) and a JSON body. */
export type StubAnswer = { status?: number; body?: unknown };

/**
 * Replaces `fetch` (the network boundary) for one test: every request is recorded in `sent`, and `answer` says
 * what the server replies. A request `answer` does not know gets a 404 with the API's error shape, so a test
 * notices a call it did not expect.
 */
export function stubApi(answer: (request: SentRequest) => StubAnswer | undefined = () => undefined) {
  const sent: SentRequest[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const href = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, "http://localhost");
    const text = typeof init.body === "string" ? init.body : undefined;
    const request: SentRequest = {
      method: (init.method ?? "GET").toUpperCase(),
      path: url.pathname + url.search,
      body: text === undefined ? init.body : JSON.parse(text),
    };
    const key = new Headers(init.headers).get("idempotency-key");
    if (key !== null) request.idempotencyKey = key;
    sent.push(request);
    const reply = answer(request) ?? {
      status: 404,
      body: { error: { code: "not_found", message: `No stub for ${request.method} ${request.path}` } },
    };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  return {
    sent,
    /** The requests other than GETs: what the component asked the server to change. */
    changes: () => sent.filter((r) => r.method !== "GET"),
  };
}

/** The newest toast's text (title and description), once one shows. */
export async function latestToast(): Promise<string> {
  await waitFor(() => expect(document.querySelector("[data-sonner-toast]")).not.toBeNull());
  return document.querySelector("[data-sonner-toast]")?.textContent ?? "";
}
