// Tabs that offer the same choice share a group (the content check's `tabs` rule): a reader who picks
// Python once sees Python in every API tab set that offers it, on this page, on the next and after a reload.
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/hydration';
import {navigateClientSide} from './support/navigation';

const TAGS = '/docs/api/tutorials/tags';
const DOMAINS = '/docs/api/tutorials/domains';

/** Each tab set of the page's content: the labels it offers and the one selected. */
const tabSets = (page: Page) =>
  page.locator('article [role="tablist"]').evaluateAll((lists) =>
    lists.map((list) => ({
      offered: Array.from(list.querySelectorAll('[role="tab"]'), (tab) => tab.textContent!.trim()),
      selected: list.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.trim(),
    })),
  );

/** Whether every tab set offering `label` shows it (and at least one does). */
async function showsEverywhere(page: Page, label: string): Promise<boolean> {
  const offering = (await tabSets(page)).filter((set) => set.offered.includes(label));
  return offering.length > 0 && offering.every((set) => set.selected === label);
}

test('choosing an API language once applies to every API tab set, across pages and reloads', async ({page}) => {
  await page.goto(TAGS);
  await waitForHydration(page);
  const sets = await tabSets(page);
  expect(sets.length).toBeGreaterThanOrEqual(6);
  expect(sets.every((set) => set.selected === 'GraphQL')).toBe(true);

  await page
    .locator('article [role="tab"]', {hasText: /^Python$/})
    .first()
    .click();
  await expect.poll(() => showsEverywhere(page, 'Python')).toBe(true);

  // Another page, loaded in full: its tab sets open on Python.
  await page.goto(DOMAINS);
  await waitForHydration(page);
  expect(await showsEverywhere(page, 'Python')).toBe(true);

  // Changed again, the choice survives a reload and a client-side navigation.
  await page
    .locator('article [role="tab"]', {hasText: /^OpenAPI$/})
    .first()
    .click();
  await page.reload();
  await waitForHydration(page);
  expect(await showsEverywhere(page, 'OpenAPI')).toBe(true);
  await navigateClientSide(page, TAGS);
  await expect(page.locator('article h1')).toHaveText(/tags/i);
  await expect.poll(() => showsEverywhere(page, 'OpenAPI')).toBe(true);
});
