import type { PortfolioItem } from "@domain/creators.ts";
import { describe, expect, it } from "vitest";
import { acceptedMedia, filterGallery, galleryTags, moveItem, stepIndex, tileTags } from "./gallery.ts";

const item = (id: string, type: "image" | "video", tags: string[]): PortfolioItem => ({
  id,
  type,
  url: `/files/${id}`,
  thumbnailUrl: null,
  tags,
  fileName: `${id}.jpg`,
  caption: null,
  fileType: type === "image" ? "image/jpeg" : "video/mp4",
  size: 1,
  position: 0,
  createdAt: "2026-01-01T00:00:00Z",
});

const items = [item("a", "image", ["Beach", "Hotel"]), item("b", "video", ["beach"]), item("c", "image", ["City"])];

describe("gallery filters", () => {
  it("collects tags once, case-insensitively, in first-seen order", () => {
    expect(galleryTags(items)).toEqual(["Beach", "Hotel", "City"]);
  });
  it("filters by tab and tag", () => {
    expect(filterGallery(items, "all", null).map((i) => i.id)).toEqual(["a", "b", "c"]);
    expect(filterGallery(items, "images", null).map((i) => i.id)).toEqual(["a", "c"]);
    expect(filterGallery(items, "videos", null).map((i) => i.id)).toEqual(["b"]);
    expect(filterGallery(items, "all", "BEACH").map((i) => i.id)).toEqual(["a", "b"]);
    expect(filterGallery(items, "images", "beach").map((i) => i.id)).toEqual(["a"]);
  });
  it("shows at most two tags on a tile", () => {
    expect(tileTags(["a", "b", "c", "d"])).toEqual({ shown: ["a", "b"], more: 2 });
    expect(tileTags(["a"])).toEqual({ shown: ["a"], more: 0 });
  });
});

describe("moveItem and stepIndex", () => {
  it("moves an item and clamps the target", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 1, 9)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
  });
  it("wraps the lightbox index", () => {
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe("acceptedMedia", () => {
  it("keeps JPEG, PNG, WebP and MP4 and drops the rest", () => {
    const files = [
      { name: "a.jpg", type: "image/jpeg" },
      { name: "b.gif", type: "image/gif" },
      { name: "c.mp4", type: "video/mp4" },
      { name: "d.mov", type: "video/quicktime" },
      { name: "e.webp", type: "" },
      { name: "f.txt", type: "" },
    ];
    expect(acceptedMedia(files).map((f) => f.name)).toEqual(["a.jpg", "c.mp4", "e.webp"]);
  });
});
