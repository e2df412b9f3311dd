import { realtimeEventTypes } from "@domain/realtime-events.ts";
import { useEffect, useSyncExternalStore } from "react";

/**
 * The browser side of the realtime stream (decision 0018): one EventSource per tab on /api/realtime, opened while
 * someone is signed in. On a drop it reconnects with backoff (1 s, 2 s, 4 s … 30 s, with jitter) and resumes
 * after the last event id it saw, so nothing is missed; `resync` tells listeners to re-read everything (after a
 * reconnect, or when the server says the gap is too long to replay). Events carry ids only: listeners re-read
 * through the API.
 */
export type RealtimeStatus = "idle" | "connecting" | "connected" | "reconnecting";
export type RealtimeMessage = { type: string; data: Record<string, string> };
type Listener = (message: RealtimeMessage) => void;

let status: RealtimeStatus = "idle";
let source: EventSource | null = null;
let lastEventId: string | null = null;
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let users = 0;
let everConnected = false;
const listeners = new Set<Listener>();
/** The id this tab's stream said hello with, and the conversation the tab shows (decision 0065). */
let streamId: string | null = null;
let viewing: string | null = null;
let viewingTimer: ReturnType<typeof setInterval> | null = null;
/** The server counts a told conversation as being read for 90 s; the tab says it again every minute. */
const viewingRepeatMs = 60_000;
const statusListeners = new Set<() => void>();

function setStatus(next: RealtimeStatus) {
  if (status === next) return;
  status = next;
  for (const fn of statusListeners) fn();
}

function emit(message: RealtimeMessage) {
  for (const fn of listeners) {
    try {
      fn(message);
    } catch (error) {
      console.error("realtime listener failed", error);
    }
  }
}

function open() {
  const url = lastEventId ? `/api/realtime?after=${encodeURIComponent(lastEventId)}` : "/api/realtime";
  const es = new EventSource(url);
  source = es;
  es.addEventListener("hello", (event) => {
    try {
      streamId = (JSON.parse((event as MessageEvent<string>).data) as { stream?: string }).stream ?? null;
    } catch {
      streamId = null;
    }
    tellViewing();
  });
  es.addEventListener("ready", () => {
    attempt = 0;
    setStatus("connected");
    // After a drop: re-read everything. The first connection opens once the page is idle (it must not compete
    // with the page's own requests): "connected" lets chat and application screens re-read what may have
    // changed in between.
    emit({ type: everConnected ? "resync" : "connected", data: {} });
    everConnected = true;
  });
  es.addEventListener("reset", (event) => {
    lastEventId = (event as MessageEvent).lastEventId || lastEventId;
    emit({ type: "resync", data: {} });
  });
  for (const type of realtimeEventTypes) {
    es.addEventListener(type, (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId) lastEventId = message.lastEventId;
      try {
        emit({ type, data: JSON.parse(message.data) as Record<string, string> });
      } catch {
        emit({ type: "resync", data: {} });
      }
    });
  }
  es.onerror = () => {
    // Our own backoff instead of EventSource's fixed retry: close, wait, reopen with `after`.
    es.close();
    if (source !== es) return;
    source = null;
    setStatus("reconnecting");
    attempt += 1;
    const delay = Math.min(30_000, 1000 * 2 ** Math.min(attempt - 1, 5)) * (0.75 + Math.random() * 0.5);
    timer = setTimeout(() => {
      timer = null;
      if (users > 0) open();
    }, delay);
  };
}

/** Opens the tab's stream (shared by every caller) and returns the function that lets go of it. */
export function connectRealtime(): () => void {
  users += 1;
  if (users === 1 && !source && !timer) {
    setStatus("connecting");
    // Once the page has loaded and the browser is idle (at most 3 s): the stream never ends, and opening it with
    // the page's own requests would slow the first paint of what the person came for.
    const start = () => {
      if (users > 0 && !source) open();
    };
    const whenIdle = () =>
      "requestIdleCallback" in window ? window.requestIdleCallback(start, { timeout: 3000 }) : setTimeout(start, 1000);
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  }
  return () => {
    users -= 1;
    if (users > 0) return;
    if (timer) clearTimeout(timer);
    timer = null;
    source?.close();
    source = null;
    streamId = null;
    lastEventId = null;
    everConnected = false;
    attempt = 0;
    setStatus("idle");
  };
}

export function onRealtime(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `handler` for every realtime message while mounted (the latest handler, without re-subscribing). */
export function useRealtime(handler: Listener) {
  useEffect(() => onRealtime(handler), [handler]);
}

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    (fn) => {
      statusListeners.add(fn);
      return () => statusListeners.delete(fn);
    },
    () => status,
    () => "idle",
  );
}

/** Tells the server which conversation this tab shows (none while hidden), so no push is sent about it. */
function tellViewing() {
  if (!streamId) return;
  const conversationId = viewing && document.visibilityState === "visible" ? viewing : null;
  void fetch("/api/realtime/viewing", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ stream: streamId, conversationId }),
  }).catch(() => undefined);
}

/** While mounted with an id: this tab shows that conversation (its reader gets no push about it). */
export function useViewingConversation(conversationId: string | undefined) {
  useEffect(() => {
    if (!conversationId) return;
    viewing = conversationId;
    tellViewing();
    const onVisibility = () => tellViewing();
    document.addEventListener("visibilitychange", onVisibility);
    viewingTimer = setInterval(tellViewing, viewingRepeatMs);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      if (viewingTimer) clearInterval(viewingTimer);
      viewingTimer = null;
      viewing = null;
      tellViewing();
    };
  }, [conversationId]);
}
