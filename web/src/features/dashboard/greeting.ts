import { useEffect, useState } from "react";

/** The small part of `Storage` the greeting needs (a test passes its own). */
type VisitStore = Pick<Storage, "getItem" | "setItem">;

const visitKey = (userId: string) => `collabstay.dashboard-visited.${userId}`;

/**
 * A first visit (issue 35 part 9, decision 0058): this account's dashboard has never been shown in this browser.
 * Kept per account in localStorage, so a second person on the same browser gets their own first visit; a browser
 * that keeps nothing (private mode, storage refused) counts every visit as a return, never a false "Welcome".
 */
export function isFirstVisit(store: VisitStore | null, userId: string): boolean {
  try {
    return store !== null && store.getItem(visitKey(userId)) === null;
  } catch {
    return false;
  }
}

export function rememberVisit(store: VisitStore | null, userId: string): void {
  try {
    store?.setItem(visitKey(userId), "1");
  } catch {
    // Storage refused: the next visit is greeted as a return anyway.
  }
}

/** "Welcome, Ana!" on a first visit, "Welcome back, Ana!" after (the sign-in toast keeps the spec's "Welcome back!"). */
export const greeting = (name: string, firstVisit: boolean) => `${firstVisit ? "Welcome" : "Welcome back"}, ${name}!`;

const browserStore = (): VisitStore | null => {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
};

/** The dashboard's greeting: decided once when the dashboard opens, the visit remembered after it shows. */
export function useDashboardGreeting(userId: string, name: string): string {
  const [firstVisit] = useState(() => isFirstVisit(browserStore(), userId));
  useEffect(() => rememberVisit(browserStore(), userId), [userId]);
  return greeting(name, firstVisit);
}
