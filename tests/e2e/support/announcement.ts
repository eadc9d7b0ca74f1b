// The announcement bar's id-based dismissal (theme storage keys), as a reader meets it after a dismissal.
import {expect, type Locator, type Page} from '@playwright/test';

async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** After a dismissal: hidden on the next load; a new id clears the dismissal, and the bar is back from the load after. */
export async function expectDismissedUntilIdChanges(page: Page, bar: Locator): Promise<void> {
  await reloadHydrated(page);
  await expect(bar).toBeHidden();
  // The inline head script reads the dismissal before hydration, so the bar shows from the load after.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await reloadHydrated(page);
  await page.reload();
  await expect(bar).toBeVisible();
}
