import { portfolioMimeTypes } from "@domain/creator-messages.ts";
import type { PortfolioItem } from "@domain/creators.ts";

export type MediaFilter = "all" | "images" | "videos";

/** Every tag used in the gallery, first-seen order, case-insensitively unique (the filter chips). */
export function galleryTags(items: readonly PortfolioItem[]): string[] {
  const seen = new Map<string, string>();
  for (const item of items) {
    for (const tag of item.tags) if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  }
  return [...seen.values()];
}

/** Items of the chosen tab (All / Images / Videos) carrying the chosen tag (if any). */
export function filterGallery(
  items: readonly PortfolioItem[],
  filter: MediaFilter,
  tag: string | null,
): PortfolioItem[] {
  return items.filter(
    (item) =>
      (filter === "all" || (filter === "images" ? item.type === "image" : item.type === "video")) &&
      (tag === null || item.tags.some((t) => t.toLowerCase() === tag.toLowerCase())),
  );
}

/** At most two tags on a tile, plus how many more there are ('+N', spec 001 §9). */
export function tileTags(tags: readonly string[]): { shown: string[]; more: number } {
  const shown = tags.slice(0, 2);
  return { shown, more: tags.length - shown.length };
}

/** `items` with the one at `from` moved to `to` (both clamped); the same array when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** Index of the lightbox after ←/→ (wrapping around). */
export function stepIndex(index: number, step: 1 | -1, length: number): number {
  if (length === 0) return 0;
  return (index + step + length) % length;
}

const allowed = new Set<string>(portfolioMimeTypes);
const byExtension: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  mp4: "video/mp4",
};

/**
 * The upload card's file filter (spec 001 §5): JPEG, PNG, WebP and MP4 only; others are dropped. A file with no
 * browser-reported type is judged by its extension. The server checks the bytes again.
 */
export function acceptedMedia<T extends { name: string; type: string }>(files: readonly T[]): T[] {
  return files.filter((file) => {
    const type = file.type || byExtension[file.name.split(".").pop()?.toLowerCase() ?? ""] || "";
    return allowed.has(type);
  });
}
