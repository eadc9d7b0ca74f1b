// Availability and stage badges (src/plugins/page-badges) on the built site: under the title without
// JavaScript, in the Markdown twin's header, and as filters of the local search index.
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import yaml from 'js-yaml';
import {installSearchClient, searchHits} from './support/searchClient';

const PAGE = '/docs/managed-datahub/workflows/access-workflows'; // availability: [cloud], stage: beta
const DOCS = path.join(__dirname, '..', '..', 'docs');

/** The routes of the current docs whose front matter lists `value` as availability. */
function routesAvailableIn(value: string): Set<string> {
  const routes = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.mdx?$/.test(name)) {
        const block = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1];
        const front = (block ? yaml.load(block) : {}) as {availability?: string | string[]; slug?: string};
        const listed = [front.availability ?? []].flat();
        if (!listed.includes(value)) continue;
        const route = front.slug ?? `/${path.relative(DOCS, file).replace(/\.mdx?$/, '')}`;
        routes.add(`/docs${route}`);
      }
    }
  };
  walk(DOCS);
  return routes;
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a Cloud beta page says so right under its title', async ({page}) => {
    await page.goto(PAGE);
    const badges = page.locator('article .page-badges');
    await expect(badges).toHaveText('Available inDataHub CloudStageBeta');
    // Directly below the title (the theme's header, or the page's own h1): nothing between them.
    await expect(page.locator('article :is(header, h1) + .page-badges')).toHaveCount(1);
    await expect(badges.getByText('Beta')).toHaveAttribute('title', /still changing/);
  });
});

test('the badges pass axe', async ({page}) => {
  await page.goto(PAGE);
  const {violations} = await new AxeBuilder({page}).include('article .page-badges').analyze();
  expect(violations).toEqual([]);
});

test("the page's Markdown twin states them under its description", async ({request}) => {
  const twin = await (await request.get(`${PAGE}.md`)).text();
  expect(twin.split('\n\n').slice(0, 3)[2]).toBe('Available in: DataHub Cloud. Stage: Beta.');
});

test('the search index filters by availability and by stage', async ({page}) => {
  const cloud = routesAvailableIn('cloud');
  expect(cloud.size).toBeGreaterThan(50);
  await page.goto('/docs/quickstart');
  await installSearchClient(page);
  const pageOf = (url: string) => url.replace(/#.*$/, '').replace(/\/$/, '');
  const all = await searchHits(page, 'assertions');
  const filtered = await searchHits(page, 'assertions', ['availability:DataHub Cloud']);
  expect(filtered.length).toBeGreaterThan(0);
  for (const hit of filtered) expect(cloud.has(pageOf(hit.url)), hit.url).toBe(true);
  // The filter does something: unfiltered, other pages answer too.
  expect(all.some((hit) => !cloud.has(pageOf(hit.url)))).toBe(true);
  const beta = await searchHits(page, 'workflows', ['stage:Beta']);
  expect(beta.map((hit) => pageOf(hit.url))).toContain(PAGE);
  expect(await searchHits(page, 'workflows', ['stage:Deprecated'])).not.toContainEqual(
    expect.objectContaining({url: expect.stringContaining(PAGE)}),
  );
});

test('the /search page filters its results by availability and stage, kept in its address', async ({page}) => {
  const cloud = routesAvailableIn('cloud');
  await page.goto('/search?q=assertions');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const results = page.locator('article h2 a');
  await expect(results.first()).toBeVisible();
  const pageOf = (href: string) => href.replace(/#.*$/, '').replace(/\/$/, '');
  const hrefs = () => results.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect((await hrefs()).some((href) => !cloud.has(pageOf(href)))).toBe(true);
  // The filters sit right under the search box.
  const group = page.getByRole('group', {name: 'Filter results'});
  expect(await group.evaluate((element) => element.previousElementSibling?.tagName)).toBe('FORM');

  await page.getByLabel('Available in').selectOption('DataHub Cloud');
  await expect(page).toHaveURL(/[?&]availability=cloud(&|$)/);
  await expect
    .poll(async () => {
      const now = await hrefs();
      return now.length > 0 && now.every((href) => cloud.has(pageOf(href)));
    })
    .toBe(true);
  // Focus stays on the select the reader used; the query and the version select's name survive.
  await expect(page.getByLabel('Available in')).toBeFocused();
  await expect(page.locator('input[type="search"]').first()).toHaveValue('assertions');
  await expect(page.getByLabel('Docs version to search')).toBeVisible();

  // The address alone gives the same filtered page.
  await page.reload();
  await expect(page.getByLabel('Available in')).toHaveValue('cloud');
  await expect.poll(async () => (await hrefs()).every((href) => cloud.has(pageOf(href)))).toBe(true);

  await page.getByLabel('Stage').selectOption('Deprecated');
  await expect(page.getByText('No results were found')).toBeVisible();
  await expect(results).toHaveCount(0);
  await page.getByLabel('Available in').selectOption('Any');
  await page.getByLabel('Stage').selectOption('Any');
  await expect(page).toHaveURL(/\/search\?q=assertions$/);
  await expect.poll(async () => (await hrefs()).some((href) => !cloud.has(pageOf(href)))).toBe(true);
});
