// The custom pages as a reader sees them: home, the integrations catalogue, the community pages and 404.
import {expect, test, type Page} from '@playwright/test';
import {loadSources} from '../../src/reference/data';
import {firstSentence} from '../../src/reference/mdx';
import {CUSTOMER_STORIES_SURVEY_URL, SLACK_URL, YOUTUBE_URL} from '../../config/site';

const SOURCES = loadSources();
/** Sources whose card text (name, slug, category, first sentence) contains `word`. */
const mentioning = (word: string) =>
  SOURCES.filter((s) =>
    [s.name, s.slug, s.category, firstSentence(s.description)].join(' ').toLowerCase().includes(word),
  );

async function hydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

const PAGES: {path: string; h1: string; links: string[]}[] = [
  {
    path: '/',
    h1: 'Know your data. Trust your data.',
    links: [
      '/docs/quickstart',
      '/docs/how/search',
      '/docs/features/feature-guides/lineage',
      '/docs/glossary/business-glossary',
      '/docs/authorization/policies',
      '/docs/managed-datahub/observe/assertions',
      '/docs/incidents/incidents',
      '/integrations',
      '/docs/generated/ingestion/sources/snowflake',
      '/slack',
      '/docs/townhalls',
      '/learn',
    ],
  },
  {path: '/integrations', h1: 'Integrations', links: ['/docs/generated/ingestion/sources/bigquery']},
  {path: '/adoption-stories', h1: 'Adoption stories', links: ['/customer-stories-survey']},
  {path: '/champions', h1: 'DataHub Champions', links: ['/slack', '/docs/contributing', '/customer-stories-survey']},
  {path: '/customer-stories-survey', h1: 'Share your DataHub story', links: [CUSTOMER_STORIES_SURVEY_URL]},
  {
    path: '/events',
    h1: 'Events and town halls',
    links: ['/docs/townhalls', '/docs/townhall-history', YOUTUBE_URL, '/slack'],
  },
  {path: '/guild', h1: 'DataHub Data Practitioners Guild', links: [SLACK_URL, '/slack']},
  {path: '/hack_display_image', h1: 'Community hackathon showcase', links: ['/docs/contributing']},
  {path: '/slack', h1: 'Join the DataHub Slack', links: [SLACK_URL, '/docs/code_of_conduct']},
];

test.describe('custom pages', () => {
  for (const {path, h1, links} of PAGES) {
    test(`${path}: one h1, a description, its links, no errors or third-party requests`, async ({page, baseURL}) => {
      const foreign: string[] = [];
      const errors: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(baseURL!)) foreign.push(request.url());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await hydrated(page, path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(h1);
      const description = await page.locator('head meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0, 'description meta').toBeGreaterThan(60);
      const main = page.locator('main');
      for (const href of links) await expect(main.locator(`a[href="${href}"]`).first(), href).toBeVisible();
      await page.waitForLoadState('load');
      expect(foreign).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('the hackathon showcase image is sized, described and loaded', async ({page}) => {
    await hydrated(page, '/hack_display_image');
    const image = page.locator('main figure img');
    await expect(image).toHaveAttribute('src', '/img/hack-showcase.svg');
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '675');
    expect((await image.getAttribute('alt'))?.length ?? 0).toBeGreaterThan(100);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    const box = (await image.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(1200 / 675, 1);
  });
});

for (const width of [1280, 390]) {
  test(`the home page does not shift while it loads or scrolls (${width}px wide)`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    await page.addInitScript(() => {
      const shifts: {value: number; nodes: string[]}[] = [];
      Object.assign(window, {layoutShifts: shifts});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: {node?: Node}[];
        })[]) {
          if (entry.hadRecentInput) continue;
          shifts.push({value: entry.value, nodes: (entry.sources ?? []).map((s) => s.node?.nodeName ?? '?')});
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await hydrated(page, '/');
    expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift'))).toBe(true);
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.mouse.move(600, 400);
    for (let i = 0; i < 4; i += 1) await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    await page.mouse.wheel(0, -300);
    // Two animation frames let the last scroll's layout settle and its entries be delivered.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: {value: number}[]}).layoutShifts);
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(cls, JSON.stringify(shifts)).toBe(0);
  });
}

// On a loaded machine Chromium paints a page it has parsed only in part; what arrives later must not move what
// is already painted (the navbar's right-hand items once grew leftwards, the home cards' grid reflowed).
test('the home page does not shift while a slow CPU parses it', async ({page}) => {
  test.slow();
  await page.setViewportSize({width: 1280, height: 800});
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 6});
  await page.addInitScript(() => {
    const shifts: {value: number; nodes: string[]}[] = [];
    Object.assign(window, {layoutShifts: shifts});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; sources?: {node?: Node}[]})[]) {
        const nodes = (entry.sources ?? []).map((s) => (s.node as Element | undefined)?.className?.toString() ?? '?');
        shifts.push({value: entry.value, nodes});
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  // It happened in about half of the loads before the fix; three loads catch it nearly always.
  for (let load = 0; load < 3; load += 1) {
    await hydrated(page, '/');
    const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: unknown[]}).layoutShifts);
    expect(shifts, `load ${load + 1}`).toEqual([]);
  }
});

test.describe('integrations catalogue', () => {
  const total = SOURCES.length;
  const cards = (page: Page) => page.locator('main ul > li:has(h2)');
  const status = (page: Page) => page.getByRole('status').filter({hasText: 'integrations'});
  const cardNames = (page: Page) => cards(page).locator('h2').allInnerTexts();

  test('lists every ingestion source, each linking to its page with a status badge', async ({page}) => {
    await hydrated(page, '/integrations');
    await expect(cards(page)).toHaveCount(total);
    await expect(status(page)).toHaveText(`Showing all ${total} integrations`);
    await expect(status(page)).toHaveAttribute('aria-live', 'polite');
    const hrefs = await cards(page)
      .locator('h2 a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(SOURCES.map((s) => `/docs/generated/ingestion/sources/${s.slug}`).sort());
    const snowflake = cards(page).filter({has: page.getByRole('link', {name: 'Snowflake', exact: true})});
    await expect(snowflake.locator('[title^="Certified"]')).toHaveText('certified');
    await snowflake.getByRole('link', {name: 'Snowflake', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/generated\/ingestion\/sources\/snowflake$/);
    await expect(page.locator('article h1')).toHaveText('Snowflake');
  });

  test('category, capability and text filters narrow the list and update the URL', async ({page}) => {
    await hydrated(page, '/integrations');
    const warehouses = SOURCES.filter((s) => s.category === 'Data Warehouse');
    await page.getByLabel('Category').selectOption('Data Warehouse');
    await expect(page).toHaveURL(/\?category=Data\+Warehouse$/);
    await expect(cards(page)).toHaveCount(warehouses.length);
    await expect(status(page)).toHaveText(`Showing ${warehouses.length} of ${total} integrations`);

    // A capability that some warehouses have and others lack (Snowflake among those that have it), from the data.
    const withCapability = (key: string) => warehouses.filter((s) => s.capabilities[key]?.supported);
    const capability = ['column_lineage', 'usage_stats', 'classification', 'tags'].find(
      (key) =>
        withCapability(key).length < warehouses.length && withCapability(key).some((s) => s.name === 'Snowflake'),
    )!;
    await page.getByLabel('Capability').selectOption(capability);
    await expect(page).toHaveURL(new RegExp(`\\?category=Data\\+Warehouse&capability=${capability}$`));
    expect((await cardNames(page)).sort()).toEqual(
      withCapability(capability)
        .map((s) => s.name)
        .sort(),
    );

    await page.getByLabel('Name or keyword').fill('snow');
    await expect(page).toHaveURL(/[?&]q=snow(&|$)/);
    await expect(cards(page)).toHaveCount(1);
    expect(await cardNames(page)).toEqual(['Snowflake']);

    await page.getByRole('button', {name: 'Clear filters'}).click();
    await expect(page).toHaveURL(/\/integrations$/);
    await expect(cards(page)).toHaveCount(total);
    await expect(page.getByLabel('Name or keyword')).toHaveValue('');
    await expect(page.getByRole('button', {name: 'Clear filters'})).toHaveCount(0);
  });

  test('a filtered URL restores the filters and the result after a reload', async ({page}) => {
    await hydrated(page, '/integrations?q=snow&category=Data+Warehouse&capability=column_lineage');
    await expect(page.getByLabel('Name or keyword')).toHaveValue('snow');
    await expect(page.getByLabel('Category')).toHaveValue('Data Warehouse');
    await expect(page.getByLabel('Capability')).toHaveValue('column_lineage');
    await expect(status(page)).toHaveText(`Showing 1 of ${total} integrations`);
    expect(await cardNames(page)).toEqual(['Snowflake']);

    await page.getByLabel('Support status').selectOption('testing');
    await expect(page).toHaveURL(/status=testing/);
    await expect(page).toHaveURL(/q=snow/);
    await expect(page.getByText('No integration matches these filters.')).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByLabel('Support status')).toHaveValue('testing');
    await expect(status(page)).toHaveText(`Showing 0 of ${total} integrations`);
  });

  test('an unknown category in the URL is ignored rather than hiding everything', async ({page}) => {
    await hydrated(page, '/integrations?category=No+Such+Category&q=kafka');
    await expect(page.getByLabel('Category')).toHaveValue('');
    const expected = mentioning('kafka');
    expect(expected.length).toBeGreaterThan(0);
    expect((await cardNames(page)).sort()).toEqual(expected.map((s) => s.name).sort());
  });

  test('works with the keyboard alone, with visible focus', async ({page}) => {
    await hydrated(page, '/integrations');
    const search = page.getByLabel('Name or keyword');
    for (let i = 0; i < 40 && !(await search.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(search).toBeFocused();
    expect(await search.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.type('looker');
    await expect(page).toHaveURL(/\?q=looker$/);
    expect(await cardNames(page)).toContain('Looker');

    await page.keyboard.press('Tab');
    const category = page.getByLabel('Category');
    await expect(category).toBeFocused();
    expect(await category.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    const firstCategory = [...new Set(SOURCES.map((s) => s.category))].sort((a, b) => a.localeCompare(b, 'en'))[0];
    await page.keyboard.press('ArrowDown');
    await expect(category).toHaveValue(firstCategory);
    await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(firstCategory).replace(/%20/g, '\\+')}`));
    const expected = mentioning('looker').filter((s) => s.category === firstCategory);
    expect(expected.length).toBeGreaterThan(0);
    await expect(status(page)).toHaveText(`Showing ${expected.length} of ${total} integrations`);
  });
});

test.describe('not-found page', () => {
  test('offers a search form and ways back', async ({page}) => {
    const response = await page.goto('/docs/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    const form = page.getByRole('search').filter({has: page.getByLabel('Search the docs')});
    await expect(form).toHaveAttribute('action', '/search');
    await expect(form).toHaveAttribute('method', 'get');
    const main = page.locator('main');
    await expect(main.locator('a[href="/docs/features"]')).toBeVisible();
    await expect(main.locator('a[href="/"]')).toBeVisible();

    await page.getByLabel('Search the docs').fill('column lineage');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=column\+lineage$/);
  });
});
