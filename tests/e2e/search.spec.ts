// The DocSearch experience over the local index: shortcuts, results, context, failures, bad input.
import {expect, test, type Page} from '@playwright/test';
import {recordScripts, scriptsWithModal} from './support/docsearch';
import {installSearchClient, searchHits} from './support/searchClient';

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
async function openAndType(page: Page, query: string) {
  // DocSearch ignores the shortcut until a closing modal has released the page.
  await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeVisible();
  await input.fill(query);
  return input;
}
const hitLinks = (page: Page) => page.locator('.DocSearch-Hit a');

test('nothing search-related loads until the reader searches', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await ready(page, '/docs/quickstart');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((u) => u.includes('/pagefind/'))).toEqual([]);
  await openAndType(page, 'tags');
  await expect(hitLinks(page).first()).toBeVisible();
  expect(requests.some((u) => u.includes('/pagefind/pagefind.js'))).toBe(true);
  expect(requests.filter((u) => !u.startsWith('http://127.0.0.1'))).toEqual([]);
});

// A reader's first query starts Pagefind's two instances (the second ranks names and identifiers). Started
// together, they once shared one state by a race, for the page's whole life: in about one fresh page in
// ten, "snowflake" lost its source page. Twenty fresh pages' first queries must all rank alike.
test('the first query of every fresh page ranks alike', async ({browser}) => {
  test.setTimeout(120_000);
  const firsts = new Map<string, string[]>();
  for (let i = 0; i < 20; i++) {
    const query = i % 2 ? 'kafka' : 'snowflake';
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/404.html');
    await installSearchClient(page);
    const pages = [...new Set((await searchHits(page, query)).map((hit) => hit.url.split('#')[0]!))];
    expect(pages[0], `fresh page ${i + 1}`).toBe(`/docs/generated/ingestion/sources/${query}`);
    expect(pages, `fresh page ${i + 1}`).toEqual(firsts.get(query) ?? pages);
    firsts.set(query, pages);
    await context.close();
  }
});

test('a misspelt word is searched as the site spells it; the word list loads only then, once', async ({page}) => {
  const vocabulary: string[] = [];
  page.on('request', (r) => r.url().includes('/pagefind/vocabulary.json') && vocabulary.push(r.url()));
  await ready(page, '/docs/quickstart');
  await openAndType(page, 'snowflake');
  await expect(hitLinks(page).first()).toHaveAttribute('href', /snowflake/);
  expect(vocabulary).toEqual([]);
  const input = page.locator('.DocSearch-Input');
  await input.fill('tabelau');
  await expect(hitLinks(page).first()).toHaveAttribute('href', /tableau/);
  await expect(page.locator('.DocSearch-Hit-title').first()).toContainText(/tableau/i);
  await input.fill('reshift lineage');
  await expect(hitLinks(page).first()).toHaveAttribute('href', /redshift/);
  await expect(input).toHaveValue('reshift lineage');
  expect(vocabulary).toHaveLength(1);
});

test('DocSearch’s modal code loads when search opens, once, and not with the page', async ({page}) => {
  const scripts = recordScripts(page);
  await ready(page, '/docs/quickstart');
  await page.waitForLoadState('networkidle');
  expect(await scriptsWithModal(page, scripts)).toBe(0);
  const loaded = scripts.length;
  await openAndType(page, 'tags');
  await expect(hitLinks(page).first()).toBeVisible();
  expect(await scriptsWithModal(page, scripts.slice(loaded))).toBe(1);
});

test('Ctrl+K and / open the modal with the Search docs placeholder; Escape closes it', async ({page}) => {
  await ready(page, '/docs/quickstart');
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'Search docs');
  await page.keyboard.press('Escape');
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.locator('body').click({position: {x: 5, y: 300}});
  await page.keyboard.press('/');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
});

test('results are grouped by section; Enter and click navigate', async ({page}) => {
  await ready(page, '/docs/quickstart');
  await openAndType(page, 'personal access token');
  await expect(page.locator('.DocSearch-Hit-source').first()).toBeVisible();
  await expect(hitLinks(page).first()).toHaveAttribute('href', /\/docs\//);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/docs\/quickstart$/);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await openAndType(page, 'business glossary');
  const target = hitLinks(page).first();
  await expect(target).toContainText(/glossary/i); // the results of this query, not the last one
  const href = (await target.getAttribute('href'))!;
  await target.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
});

test('a recent search is offered when the modal opens again', async ({page}) => {
  await ready(page, '/docs/quickstart');
  await openAndType(page, 'domains');
  await hitLinks(page).first().click();
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})).toBeVisible();
});

test('results follow the version of the page: 1.1.0 pages find 1.1.0 docs, current pages find current docs', async ({
  page,
}) => {
  // Each archived version has an index bundle of its own: a 1.1.0 page fetches none of the main index.
  const indexFiles: string[] = [];
  page.on('request', (r) => r.url().includes('/pagefind/') && indexFiles.push(new URL(r.url()).pathname));
  await ready(page, '/docs/1.1.0/quickstart');
  await openAndType(page, 'business glossary');
  await expect(hitLinks(page).first()).toBeVisible();
  const archived = await hitLinks(page).evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(archived.filter((h) => h.startsWith('/docs/')).every((h) => h.startsWith('/docs/1.1.0/'))).toBe(true);
  // Learn and the other pages outside the docs are in every bundle, as DocSearch's contextual filters ask.
  await page.locator('.DocSearch-Input').fill('data mesh');
  await expect(page.locator('.DocSearch-Hit a[href^="/learn/"]').first()).toBeVisible();
  expect(indexFiles.length).toBeGreaterThan(0);
  expect(indexFiles.filter((f) => !f.startsWith('/pagefind/1.1.0/'))).toEqual([]);
  await ready(page, '/docs/quickstart');
  await openAndType(page, 'business glossary');
  await expect(hitLinks(page).first()).toBeVisible();
  const current = await hitLinks(page).evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(current.some((h) => h.startsWith('/docs/1.1.0/'))).toBe(false);
});

test('no results: the spec texts and a prefilled report link', async ({page}) => {
  await ready(page, '/docs/quickstart');
  await openAndType(page, 'zqxjvkwplm');
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toContainText('No results for');
  await expect(screen).toContainText('Believe this query should return results?');
  const report = screen.getByRole('link', {name: 'Let us know.'});
  await expect(report).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/datahub-project\/datahub\/issues\/new\?.*zqxjvkwplm/,
  );
});

test('an index that cannot be fetched shows the failure screen', async ({page}) => {
  await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
  await ready(page, '/docs/quickstart');
  await openAndType(page, 'tags');
  const error = page.locator('.DocSearch-ErrorScreen');
  await expect(error).toContainText('Unable to fetch results');
  await expect(error).toContainText('You might want to check your network connection.');
  // Back online: the next query loads the index and shows results.
  await page.unroute('**/pagefind/**');
  await page.locator('.DocSearch-Input').fill('domains');
  await expect(hitLinks(page).first()).toBeVisible();
  await expect(error).toHaveCount(0);
});

test('bad input never breaks the page or injects markup', async ({page}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await ready(page, '/docs/quickstart');
  const queries = [
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '"quoted phrase"',
    '.*+?^${}()|[]\\',
    '🚀 lineage',
    'שלום עולם',
    'x'.repeat(500),
  ];
  for (const query of queries) {
    await openAndType(page, query);
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal script')).toHaveCount(0);
    await page.keyboard.press('Escape');
  }
  expect(dialogs).toEqual([]);
});

test('the /search page lists results and switches versions', async ({page}) => {
  await ready(page, '/search?q=business%20glossary');
  const results = page.locator('article h2 a');
  await expect(results.first()).toBeVisible();
  const before = await results.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(before.some((h) => h.startsWith('/docs/1.1.0/'))).toBe(false);
  await page.getByLabel('Docs version to search').selectOption({label: '1.1.0'});
  await expect.poll(() => results.first().getAttribute('href')).toMatch(/^\/docs\/1\.1\.0\//);
  await expect(page.getByText('Powered by')).toBeHidden();
});
