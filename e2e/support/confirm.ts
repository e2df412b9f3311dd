import type { Page } from "@playwright/test";

/** Answers the shared confirmation dialog (issue 33 part 6) that binding actions open first. */
export async function confirmWith(page: Page, label: string) {
  await page.getByRole("alertdialog").getByRole("button", { name: label, exact: true }).click();
}
