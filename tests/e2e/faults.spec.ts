// Faults a reader meets: a deployment while a page is open, JavaScript off, the network gone.
import {expect, test, type Page} from '@playwright/test';

const START = '/docs/quickstart';
const CHUNK = /\/assets\/js\/[^/]+\.js(\?.*)?$/;

/**
 * A reader with data saver on: Docusaurus then skips its best-effort prefetch of visible links,
 * so the chunks of the next page are really fetched when the reader clicks, not before.
 */
async function dataSaver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}});
  });
}

async function hydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** A sidebar link to another doc of the same sidebar, with the title its page will show. */
async function otherSidebarDoc(page: Page): Promise<{href: string; link: ReturnType<Page['locator']>}> {
  const link = page
    .getByRole('navigation', {name: 'Docs sidebar'})
    .locator('a.menu__link[href^="/docs/"]:not(.menu__link--active):not([href="#"])')
    .first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/docs\//);
  return {href, link};
}

test.describe('deployment', () => {
  // Seen failing in about one full run in ten, never when repeated alone: the reload was read before it
  // had started (the chunks the navigation asked for had all failed), now it is waited for. The failure
  // message still lists those chunks; a consistent failure still fails after the retries.
  test.describe.configure({retries: 2});

  test('a deployment while the page is open: the next navigation reloads into the new page', async ({page}) => {
    await dataSaver(page);
    await hydrated(page, START);
    const {href, link} = await otherSidebarDoc(page);

    // The new deployment renamed every chunk: the chunks this page has not loaded yet now 404.
    // Once the browser loads a document again it gets the new HTML, whose chunks exist.
    let deployed = true;
    let reloadedInto = '';
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        deployed = false;
        reloadedInto = new URL(request.url()).pathname;
      }
    });
    // Which chunks the navigation asked for, to tell from a failure whether the next page's code was already loaded.
    const chunksAfterDeploy: string[] = [];
    await page.route(CHUNK, (route) => {
      chunksAfterDeploy.push(`${deployed ? 404 : 200} ${new URL(route.request().url()).pathname}`);
      return deployed ? route.fulfill({status: 404, contentType: 'text/plain', body: 'Not Found'}) : route.fallback();
    });

    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // The address changes at once, and the old page stays hydrated until the failed chunks make Docusaurus
    // reload: wait for that reload rather than read it right after the click.
    await expect
      .poll(() => reloadedInto)
      .toBe(href)
      .catch((error: unknown) => {
        // The chunks the navigation asked for by the time the wait ended.
        const chunks = chunksAfterDeploy.join(', ');
        throw new Error(`the browser loads the new page from the server; chunks: ${chunks}`, {cause: error});
      });
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Retry'})).toHaveCount(0);
    await expect(page.getByText('This page crashed.')).toHaveCount(0);
  });
});

test.describe('JavaScript disabled', () => {
  test.use({javaScriptEnabled: false});

  test('pages are server-rendered and their links work', async ({page}) => {
    await page.goto(START);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('article .markdown p').first()).toBeVisible();
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /\S/);
    const {href, link} = await otherSidebarDoc(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('article h1')).toBeVisible();
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Integrations', exact: true}).click();
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(page.locator('h1')).toBeVisible();
  });
});

test('offline: navigating shows the error with Retry, and Retry works once back online', async ({page, context}) => {
  await dataSaver(page);
  await hydrated(page, START);
  const {href, link} = await otherSidebarDoc(page);

  await context.setOffline(true);
  await link.click();
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // Still the site, not the browser's offline page: the navbar and sidebar stay.
  await expect(page.getByRole('navigation', {name: 'Main'})).toBeVisible();

  await context.setOffline(false);
  await retry.click();
  await expect(retry).toHaveCount(0);
  await expect(page.locator('article h1')).toBeVisible();
});
