import { expect, type Locator, type Page } from "@playwright/test";

/** A day cell of a react-day-picker calendar, paging forward month by month until it is shown. */
export async function dayCell(calendar: Locator, iso: string) {
  const cell = calendar.locator(`[data-day="${iso}"]:not([data-outside])`).first();
  // The month on screen first: on a busy machine the dialog can still be rendering, and paging forward from nothing
  // would go past the day.
  await expect(calendar.locator("[data-day]:not([data-outside])").first()).toBeVisible();
  for (let i = 0; i < 3 && !(await cell.isVisible()); i++)
    await calendar.getByRole("button", { name: "Go to the Next Month" }).click();
  await expect(cell).toBeVisible();
  return cell;
}

/** Opens a listing's calendar from My Listings on the host dashboard; returns the dialog's calendar. */
export async function openListingCalendar(page: Page, title: string): Promise<Locator> {
  await page.goto("/host/dashboard");
  await page
    .locator("article, li, div")
    .filter({ hasText: title })
    .getByRole("button", { name: /Calendar/ })
    .first()
    .click();
  return page.getByRole("dialog", { name: `Calendar: ${title}` }).locator(".stay-calendar");
}
