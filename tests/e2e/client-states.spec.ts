// Client states (spec §4, §8) as Docusaurus 3.10 provides them, proved against the production build.
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {startStaticServer} from '../../src/plugins/host-config';
import {expectDismissedUntilIdChanges} from './support/announcement';
import {CHUNK_PATTERN, navigateClientSide} from './support/navigation';

const DOC = '/docs/features';

test('the html element carries data-has-hydrated once React has hydrated', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
});

test('a route whose chunks fail to load logs a warning and reloads the browser', async ({page}) => {
  await page.goto(DOC);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route(CHUNK_PATTERN, (route) => route.abort());
  const reloaded = page.waitForEvent('load');
  await navigateClientSide(page, '/learn');
  await reloaded;
  expect(page.url()).toMatch(/\/learn$/);
  expect(warnings.join('\n')).toMatch(/ChunkLoadError|Loading chunk/);
});

test('visible links are prefetched with link rel=prefetch, each path once and each chunk once', async ({page}) => {
  await page.goto(DOC);
  const prefetched = page.locator('link[rel="prefetch"]');
  await expect(prefetched.first()).toBeAttached();
  await expect.poll(() => prefetched.count()).toBeGreaterThan(3);
  const hrefs = await prefetched.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.every((href) => /\/assets\/js\/.+\.js$/.test(href))).toBe(true);
  // The chunks that many routes share get one link (slim-route-table's gca), not one per route.
  expect(hrefs.length).toBe(new Set(hrefs).size);
  // Chunk names webpack merged away resolve to ".../undefined...": Docusaurus filters them out.
  expect(hrefs.filter((href) => href.includes('undefined'))).toEqual([]);
  // A path already prefetched is not prefetched again.
  const again = await page.evaluate(() => {
    const {prefetch} = (window as unknown as {docusaurus: {prefetch: (p: string) => unknown}}).docusaurus;
    prefetch('/learn');
    return prefetch('/learn');
  });
  expect(again).toBe(false);
});

/** Opens `url` and waits until the visible links' prefetches (queued as the page hydrated) are done. */
async function openAndSettle(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const prefetched = page.locator('link[rel="prefetch"]');
  let settled = -1;
  await expect
    .poll(
      async () => {
        const count = await prefetched.count();
        const same = count === settled;
        settled = count;
        return same;
      },
      {intervals: [1000]},
    )
    .toBe(true);
}

test('a prefetch waits for idle time: the call itself requests nothing (idle-prefetch)', async ({page}) => {
  await openAndSettle(page, DOC);
  const prefetched = page.locator('link[rel="prefetch"]');
  // A page of the same section that is not in view: its content chunk is its own, not yet prefetched.
  const {before, after, answer} = await page.evaluate((target) => {
    const count = () => document.querySelectorAll('link[rel="prefetch"]').length;
    const {prefetch} = (window as unknown as {docusaurus: {prefetch: (p: string) => unknown}}).docusaurus;
    const before = count();
    const answer = prefetch(target);
    return {before, after: count(), answer};
  }, '/docs/domains');
  // docusaurus-accelerate's wrapper answers true and queues the path; core's own would answer a promise.
  expect(answer).toBe(true);
  expect(after).toBe(before);
  await expect.poll(() => prefetched.count()).toBeGreaterThan(before);
});

// The routes' chunk names come with each section's route group (slim-route-table): a path in a section
// no page has loaded yet, or in an archived version, must still have its chunks prefetched.
for (const target of ['/docs/graphql/objects', '/learn/data-mesh', '/docs/1.1.0/quickstart']) {
  test(`a prefetch of ${target}, in a section not loaded yet, prefetches the chunks its page loads`, async ({page}) => {
    await openAndSettle(page, DOC);
    const hrefs = () =>
      page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
    const before = new Set(await hrefs());
    await page.evaluate(
      (path) => (window as unknown as {docusaurus: {prefetch: (p: string) => unknown}}).docusaurus.prefetch(path),
      target,
    );
    await expect.poll(async () => (await hrefs()).length).toBeGreaterThan(before.size);
    const prefetched = (await hrefs())
      .filter((href) => !before.has(href))
      .map((href) => new URL(href, page.url()).pathname);
    // Going there, the page requests each chunk prefetched for it (its route's chunks; the code blocks'
    // grammars and the chunks a route module imports are not route chunks, as in Docusaurus).
    const requested = new Set<string>();
    page.on('request', (request) => {
      if (CHUNK_PATTERN.test(request.url())) requested.add(new URL(request.url()).pathname);
    });
    await navigateClientSide(page, target);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('article h1')).toBeVisible();
    expect(prefetched.filter((chunk) => !requested.has(chunk))).toEqual([]);
  });
}

test('an archived page hydrates, and every chunk of a section, a version or a page reached client-side loads by its hashed name', async ({
  page,
}) => {
  // The runtime knows the hashes of shared chunks only; each route group brings those of its routes'
  // chunks (packages/docusaurus-accelerate, slim-route-table): a missing one would ask for ".undefined.js".
  const failed: string[] = [];
  page.on('requestfinished', async (request) => {
    const status = (await request.response())?.status();
    if (CHUNK_PATTERN.test(request.url()) && (status !== 200 || request.url().includes('undefined')))
      failed.push(`${status} ${request.url()}`);
  });
  page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
  // An archived version's page routes load before its page renders (slim-route-table's lazy versions):
  // opened directly, the page hydrates without a mismatch.
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/docs/1.1.0/features');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('article h1')).toHaveText('What Is DataHub?');
  for (const [target, heading] of [
    [DOC, /What Is DataHub/],
    ['/learn/data-mesh', /Data Mesh/],
    ['/docs/1.1.0/quickstart', /Quickstart/],
    ['/docs/graphql/queries', /Queries/],
    ['/integrations', /Integrations/],
    ['/docs/deploy/environment-vars', /Environment Variables/],
  ] as const) {
    await navigateClientSide(page, target);
    await expect(page.locator('h1').first()).toHaveText(heading);
  }
  // Prefetched chunks of the links on screen, as the browser would fetch them.
  const hrefs = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of new Set(hrefs)) expect((await page.request.get(href)).status(), href).toBe(200);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});

for (const connection of [
  {name: '2g', value: {effectiveType: '2g', saveData: false}},
  {name: 'data-saver', value: {effectiveType: '4g', saveData: true}},
]) {
  test(`nothing is prefetched on a ${connection.name} connection`, async ({page}) => {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', {value, configurable: true});
    }, connection.value);
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    // Visible links would have been prefetched by now on a fast connection (previous test).
    await page.waitForTimeout(1_500);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    const prefetched = await page.evaluate(() =>
      (window as unknown as {docusaurus: {prefetch: (p: string) => unknown}}).docusaurus.prefetch('/learn'),
    );
    expect(prefetched).toBe(false);
  });
}

/** Navigates client-side and resolves with the ms until #nprogress was added, or null if it never was. */
function timeToProgressBar(page: Page, url: string, watchMs: number): Promise<number | null> {
  return page.evaluate(
    ([target, watch]) =>
      new Promise<number | null>((resolve) => {
        const started = performance.now();
        const observer = new MutationObserver(() => {
          if (!document.getElementById('nprogress')) return;
          observer.disconnect();
          resolve(performance.now() - started);
        });
        observer.observe(document.body, {childList: true});
        setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, watch);
        window.history.pushState({key: Math.random().toString(36).slice(2)}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate', {state: window.history.state}));
      }),
    [url, watchMs] as const,
  );
}

test('the progress bar appears after 200 ms on a slow navigation, and not on a fast one', async ({page}) => {
  await page.goto(DOC);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.route(CHUNK_PATTERN, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  // A page of the other version: none of its chunks is loaded yet. Timed inside the page, so load on
  // the test machine cannot make the bar look early.
  const shownAfter = await timeToProgressBar(page, '/docs/1.1.0/features', 5_000);
  expect(shownAfter).not.toBeNull();
  expect(shownAfter!).toBeGreaterThanOrEqual(200);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/docs\/1\.1\.0\/features$/);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  // Back to a page whose chunks are loaded: the route resolves before the delay and no bar shows.
  await page.unroute(CHUNK_PATTERN);
  expect(await timeToProgressBar(page, DOC, 1_000)).toBeNull();
});

test.describe('scroll after navigation', () => {
  test('goes to the top on a new page, to the anchor when the URL has a hash', async ({page}) => {
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.mouse.wheel(0, 2_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await navigateClientSide(page, '/learn');
    await expect(page).toHaveURL(/\/learn$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const anchor = await page.locator('article h2[id]').last().getAttribute('id');
    await navigateClientSide(page, '/learn');
    await expect(page).toHaveURL(/\/learn$/);
    await navigateClientSide(page, `${DOC}#${anchor}`);
    await expect(page.locator(`#${anchor}`)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test('does not scroll when only the query string changes', async ({page}) => {
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.mouse.wheel(0, 1_500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const before = await page.evaluate(() => window.scrollY);
    await navigateClientSide(page, `${DOC}?tab=python`);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});

test('served under a wrong base URL, the site shows the base-URL banner with a suggested baseUrl', async ({page}) => {
  const server = await startStaticServer({root: path.resolve('build'), basePath: '/mirror/'});
  try {
    await page.goto(`${server.url}/mirror/`);
    const banner = page.locator('#__docusaurus-base-url-issue-banner');
    await expect(banner).toContainText('Your Docusaurus site did not load properly.');
    await expect(banner).toContainText('baseUrl');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-suggestion-container')).toHaveText('/mirror/');
  } finally {
    await server.close();
  }
});

test('the announcement bar stays dismissed while its id is unchanged (theme storage keys)', async ({page}) => {
  await page.goto('/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  // The theme stores the id in an effect after hydration, so wait for it rather than read once.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')))
    .toBe('metadata-summit-2026');
  // What the close button stores: the build here is not closeable, so the storage key is set directly.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.dismiss', 'true'));
  await expectDismissedUntilIdChanges(page, bar);
});
