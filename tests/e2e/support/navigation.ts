// Client-side navigation from a test: the router follows history changes the way it follows the back button.
import type {Page} from '@playwright/test';

export async function navigateClientSide(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({key: Math.random().toString(36).slice(2)}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', {state: window.history.state}));
  }, url);
}

/** Route chunks and page data are the hashed JS files under /assets/js/. */
export const CHUNK_PATTERN = /\/assets\/js\/.+\.js$/;
