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

export function readPendingConfirmation(role: "creator" | "host"): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(role));
  } catch {
    return null;
  }
}

export function writePendingConfirmation(role: "creator" | "host", email: string | null): void {
  try {
    if (email) window.sessionStorage.setItem(storageKey(role), email);
    else window.sessionStorage.removeItem(storageKey(role));
  } catch {
    // Storage blocked (private mode): the panel still shows until the page is left.
  }
}
