import { regions } from "@domain/constants.ts";
import type { creatorSearchSchema } from "@domain/creators.ts";
import type { z } from "zod";

/** Discovery query as kept in the URL (spec 000 §2 creator discovery). */
export type CreatorQuery = {
  q: string;
  region: string;
  completeOnly: boolean;
  savedOnly: boolean;
  page: number;
};

export const discoveryPageSize = 12;

/** The query GET /api/creators takes for `query` (empty parts left out), typed by the route's contract. */
export function creatorSearchParams(query: CreatorQuery): z.input<typeof creatorSearchSchema> {
  const region = regions.find((r) => r === query.region);
  return {
    ...(query.q.trim() ? { q: query.q.trim() } : {}),
    ...(region ? { region } : {}),
    ...(query.completeOnly ? { completeOnly: "true" as const } : {}),
    ...(query.savedOnly ? { savedOnly: "true" as const } : {}),
    ...(query.page > 1 ? { page: String(query.page) } : {}),
    pageSize: String(discoveryPageSize),
  };
}

/** The discovery query kept in the page URL: ?q=&region=&complete=1&saved=1&page=2 (defaults left out). */
export function readDiscoveryQuery(params: URLSearchParams): CreatorQuery {
  const region = params.get("region") ?? "";
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    region: (regions as readonly string[]).includes(region) ? region : "",
    completeOnly: params.get("complete") === "1",
    savedOnly: params.get("saved") === "1",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL parameters for `query`; any change other than the page goes back to page 1. */
export function writeDiscoveryQuery(query: CreatorQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set("q", query.q);
  if (query.region) params.set("region", query.region);
  if (query.completeOnly) params.set("complete", "1");
  if (query.savedOnly) params.set("saved", "1");
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

/** Number of pages for `total` results (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
