// @vitest-environment happy-dom
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ListingImage } from "./listing-image.tsx";

/** The pictures of a grid of listing cards (discovery, the host's My Listings), in order. */
function gridPictures(count: number) {
  const { container } = render(
    <ul>
      {Array.from({ length: count }, (_, position) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list made for this test
        <li key={position}>
          <ListingImage src={`/files/listings/${position}.webp`} alt="" gridPosition={position} />
        </li>
      ))}
    </ul>,
  );
  return [...container.querySelectorAll("img")];
}

describe("listing pictures in a grid (issue 38: a lazy first picture held back the host dashboard's LCP)", () => {
  it("loads the first row at once, the first picture first of all, and the rest when they come near", () => {
    const pictures = gridPictures(5);
    expect(pictures.map((img) => img.getAttribute("loading"))).toEqual(["eager", "eager", "eager", "lazy", "lazy"]);
    expect(pictures.map((img) => img.getAttribute("fetchpriority"))).toEqual(["high", null, null, null, null]);
  });

  it("outside a grid, a picture is lazy unless it is the page's largest", () => {
    const { container } = render(
      <>
        <ListingImage src="/a.webp" alt="" />
        <ListingImage src="/b.webp" alt="" priority />
      </>,
    );
    const [plain, largest] = [...container.querySelectorAll("img")];
    expect(plain?.getAttribute("loading")).toBe("lazy");
    expect(largest?.getAttribute("loading")).toBe("eager");
    expect(largest?.getAttribute("fetchpriority")).toBe("high");
  });
});
