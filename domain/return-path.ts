/**
 * Where to send a person after sign-in or sign-up (issue 12 item 9). The value comes from the URL (`?next=`),
 * so anyone can craft it: only a path on this site is accepted, never another origin (no open redirect).
 */

/** Longer values are refused rather than trimmed: a cut path would land somewhere unintended. */
export const returnPathMax = 512;

/** Pages that make no sense to come back to after signing in (they would loop or undo the sign-in). */
const noReturn = ["/auth", "/reset"];

/**
 * The same-origin path (`/listings/abc?x=1#y`) to return to, or null when the value is not one.
 * Refuses protocol-relative (`//evil.com`), backslash (`/\evil.com`, which browsers read as `//`), absolute
 * URLs, control characters and whitespace (browsers drop tabs and newlines inside URLs, which could turn
 * `/\t/evil.com` into `//evil.com`), over-long values and the sign-in pages themselves.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (value.length === 0 || value.length > returnPathMax) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, "https://collabstay.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "https://collabstay.invalid") return null;
  if (noReturn.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Why a visitor is asked to sign in, from the page they wanted. Derived from the path, never echoed
 * from the URL, so a crafted link cannot put its own words on our sign-in page.
 */
export function signInReason(path: string | null): string {
  const p = path ? path.split(/[?#]/)[0] : null;
  if (!p) return "Sign in to continue";
  if (/^\/listings?\/[^/]+\/?$/.test(p)) return "Sign in to see this listing";
  if (p === "/listings" || p === "/listings/") return "Sign in to discover collaboration opportunities";
  if (p === "/creators" || p === "/creators/") return "Sign in as a host to discover creators";
  if (p.startsWith("/host/creator/")) return "Sign in as a host to see this creator's portfolio";
  if (p.startsWith("/host/")) return "Sign in as a host to continue";
  if (p.startsWith("/creator/dashboard") || p.startsWith("/creator/portfolio"))
    return "Sign in as a creator to continue";
  if (p === "/settings") return "Sign in to change your settings";
  if (p === "/profile") return "Sign in to see your profile";
  if (p === "/contracts") return "Sign in to see your contracts";
  return "Sign in to continue";
}

/** The `/auth` address that asks to sign in and then returns to `path` (and opens Sign Up with `signUp`). */
export function signInPath(path: string | null, options: { signUp?: boolean; role?: "creator" | "host" } = {}) {
  const params = new URLSearchParams();
  if (options.signUp) params.set("tab", "signup");
  if (options.role) params.set("role", options.role);
  const next = safeReturnPath(path);
  if (next) params.set("next", next);
  const query = params.toString();
  return query ? `/auth?${query}` : "/auth";
}
