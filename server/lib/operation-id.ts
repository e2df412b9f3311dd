/** `/api/listings/:id/images/:imageId` → `/api/listings/{id}/images/{imageId}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");
}

/**
 * An operation's id in the API document (`POST /api/payments` → `postPayments`). The idempotency keys are scoped
 * by it too, so the document and the stored keys name a route alike.
 */
export function operationId(method: string, path: string): string {
  return `${method.toLowerCase()}${openApiPath(path)
    .replace(/^\/api/, "")
    .replace(/[{}]/g, "")
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join("")}`;
}
