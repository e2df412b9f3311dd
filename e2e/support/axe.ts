import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { sidewaysScrollAt375 } from "./narrow.ts";

/** What an axe run looks at: the whole page unless `include` narrows it; `exclude` leaves parts out (e.g. toasts). */
export type AxeScope = { include?: string[]; exclude?: string[] };

/**
 * axe's serious and critical violations on the page, one line each (`rule: targets`). Every rule runs; only the
 * violations are gathered in detail (`resultTypes`), which spares axe collecting every passing node on a long page.
 * The sweep's second check rides along (issue 35 part 1): every page it visits — signed out, as host and as
 * creator — must not scroll sideways at 375 px (`sidewaysScrollAt375`, one more line when it does).
 */
export async function seriousA11yViolations(page: Page, scope: AxeScope = {}): Promise<string[]> {
  return [...(await axeViolations(page, scope)), ...(await sidewaysScrollAt375(page))];
}

async function axeViolations(page: Page, scope: AxeScope): Promise<string[]> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  for (const selector of scope.include ?? []) builder = builder.include(selector);
  for (const selector of scope.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

export async function expectNoSeriousA11yViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  expect(await seriousA11yViolations(page, scope)).toEqual([]);
}

/** The toasts come and go while axe runs; screens that raise them are checked without them. */
export const withoutToasts: AxeScope = { exclude: ["[data-sonner-toaster]"] };
