import type { Page } from "@playwright/test";

/** The narrowest screen the product supports (DESIGN.md: usable at 1280 px and 375 px). */
export const narrowWidth = 375;

/**
 * Whether the page scrolls sideways at 375 px (issue 35 part 1): the page is shown at 375 px wide (same height),
 * measured once the layout has settled, and put back at its size. One line when it does — "sideways scroll at
 * 375 px: 1578 px wide (nav.sticky…, div.grid…)" naming the widest elements that stick out — none when it fits.
 * Content inside its own scroll box (a chip row, a table) is fine: only the page itself may not pan.
 */
export async function sidewaysScrollAt375(page: Page): Promise<string[]> {
  const size = page.viewportSize();
  if (size && size.width !== narrowWidth) await page.setViewportSize({ width: narrowWidth, height: size.height });
  try {
    // Two frames: the resize's layout, then anything a resize observer or media query re-rendered.
    const found = await page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return null;
      const width = root.clientWidth;
      const culprits = [...document.querySelectorAll("body *")]
        .filter((e) => {
          const box = e.getBoundingClientRect();
          return box.width > 0 && box.right > width + 1;
        })
        .filter((e) => !e.parentElement || e.parentElement.getBoundingClientRect().right <= width + 1)
        .slice(0, 3)
        .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(" ").slice(0, 3).join(".")}`);
      return `sideways scroll at 375 px: ${root.scrollWidth} px wide (${culprits.join(", ")})`;
    });
    return found ? [found] : [];
  } finally {
    if (size && size.width !== narrowWidth) await page.setViewportSize(size);
  }
}
