/** A route named by method and path pattern, for the deny-by-default lists (multipart bodies, session-neutral changes). */
export type ListedRoute = { method: string; path: RegExp };

export const isListed = (routes: readonly ListedRoute[], method: string, path: string) =>
  routes.some((route) => route.method === method && route.path.test(path));
