// Where DocSearch's modal code is: it must load when the reader opens search, never with the page.
import type {Page} from '@playwright/test';

/** Records the URL of every script the page loads, in order. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  return scripts;
}

/** How many of these scripts hold the modal (its footer is rendered only by the modal). */
export async function scriptsWithModal(page: Page, urls: string[]): Promise<number> {
  const bodies = await Promise.all(urls.map((url) => page.request.get(url).then((response) => response.text())));
  return bodies.filter((body) => body.includes('DocSearch-Footer')).length;
}
