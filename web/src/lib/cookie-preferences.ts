import { type CookiePreferences, cookiePreferencesKey } from "@domain/site-messages.ts";
import { useMemo, useSyncExternalStore } from "react";

export type { CookiePreferences };

/** What applies while the visitor has not chosen: only the necessary cookies. */
export const defaultCookiePreferences: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
};

export const allCookiesAccepted: CookiePreferences = {
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
};

const changeEvent = "collabstay:cookie-preferences";

/** Reads the stored choice; null when nothing (or something unreadable) is stored. */
export function readCookiePreferences(): CookiePreferences | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(cookiePreferencesKey);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (typeof value !== "object" || value === null) return null;
    return {
      necessary: true,
      analytics: value.analytics === true,
      marketing: value.marketing === true,
      functional: value.functional === true,
    };
  } catch {
    return null;
  }
}

/**
 * Applies a choice to the page at once: `data-consent-*` attributes on <html> that optional scripts check
 * before loading (none ship today), listeners in this tab are told through `useCookiePreferences`.
 */
export function applyCookiePreferences(prefs: CookiePreferences): void {
  const root = document.documentElement;
  root.dataset.consentAnalytics = String(prefs.analytics);
  root.dataset.consentMarketing = String(prefs.marketing);
  root.dataset.consentFunctional = String(prefs.functional);
}

/** Stores the choice exactly as `{ necessary: true, analytics, marketing, functional }` and applies it. */
export function saveCookiePreferences(prefs: Omit<CookiePreferences, "necessary">): CookiePreferences {
  const stored: CookiePreferences = {
    necessary: true,
    analytics: prefs.analytics,
    marketing: prefs.marketing,
    functional: prefs.functional,
  };
  try {
    window.localStorage.setItem(cookiePreferencesKey, JSON.stringify(stored));
  } catch {
    // Storage can be unavailable (private mode, quota); the choice still applies to this page view.
  }
  applyCookiePreferences(stored);
  snapshot = serialize(stored);
  window.dispatchEvent(new Event(changeEvent));
  return stored;
}

// useSyncExternalStore needs a stable snapshot: keep the serialized value and compare strings.
let snapshot: string | undefined;
const serialize = (prefs: CookiePreferences | null) => (prefs ? JSON.stringify(prefs) : "");

function getSnapshot(): string {
  if (snapshot === undefined) snapshot = serialize(readCookiePreferences());
  return snapshot;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== cookiePreferencesKey) return;
    const prefs = readCookiePreferences();
    snapshot = serialize(prefs);
    if (prefs) applyCookiePreferences(prefs);
    onChange();
  };
  window.addEventListener(changeEvent, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored choice (null until the visitor has chosen), updated when it changes in this or another tab. */
export function useCookiePreferences(): CookiePreferences | null {
  const value = useSyncExternalStore(subscribe, getSnapshot, () => "");
  return useMemo(() => (value ? (JSON.parse(value) as CookiePreferences) : null), [value]);
}

// Apply a stored choice as soon as the module loads, before any page asks for it.
if (typeof window !== "undefined") {
  const stored = readCookiePreferences();
  if (stored) applyCookiePreferences(stored);
}
