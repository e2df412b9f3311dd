/** How the check-your-inbox panel ends its sentence: where the confirmation link will take the person. */
export function afterConfirmText(returnTo: string | null): string {
  if (!returnTo) return "and taken to your dashboard";
  if (/^\/listings?\/[^/?#]+/.test(returnTo)) return "and taken back to the listing you opened";
  return "and taken back to the page you opened";
}

/**
 * The check-your-inbox state survives a reload in this tab (sessionStorage, never the URL: an address does
 * not belong in history or logs). One entry per card.
 */
const storageKey = (role: "creator" | "host") => `collabstay.checkInbox.${role}`;

export type PendingConfirmation = { email: string; fullName: string };

export function readPendingConfirmation(role: "creator" | "host"): PendingConfirmation | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(storageKey(role)) ?? "null");
    if (typeof value !== "object" || value === null) return null;
    const { email, fullName } = value as Record<string, unknown>;
    if (typeof email !== "string" || email === "") return null;
    return { email, fullName: typeof fullName === "string" ? fullName : "" };
  } catch {
    return null;
  }
}

export function writePendingConfirmation(role: "creator" | "host", pending: PendingConfirmation | null): void {
  try {
    if (pending) window.sessionStorage.setItem(storageKey(role), JSON.stringify(pending));
    else window.sessionStorage.removeItem(storageKey(role));
  } catch {
    // Storage blocked (private mode): the panel still shows until the page is left.
  }
}
