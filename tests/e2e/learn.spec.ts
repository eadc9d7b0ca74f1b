// The Learn blog (issue 9): the index as article cards, every Learn route and feed, and links that resolve.
import {expect, test} from '@playwright/test';

const POSTS = ['business-glossary', 'business-metric', 'data-freshness', 'data-mesh', 'data-pipeline'];
const TAGS = [
  'business-glossary',
  'business-metric',
  'data-freshness',
  'data-mesh',
  'data-pipeline',
  'for-data-analysts',
  'for-data-architects',
  'for-data-engineers',
  'for-data-governance-leads',
  'for-data-platform-leads',
  'use-case',
];
const ROUTES = [
  '/learn',
  '/learn/archive',
  '/learn/tags',
  '/learn/authors',
  '/learn/authors/datahub-docs',
  ...POSTS.map((post) => `/learn/${post}`),
  ...TAGS.map((tag) => `/learn/tags/${tag}`),
];

test('/learn lists every article as a card with its date, reading time and audience', async ({page}) => {
  await page.goto('/learn');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator('h1')).toHaveText('DataHub Learn');
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(POSTS.length);
  const titles = await cards.locator('h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect([...titles].sort()).toEqual(POSTS.map((post) => `/learn/${post}`));
  for (const card of await cards.all()) {
    await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
    await expect(card).toContainText(/\d+ min read/);
    const audience = card.locator('a[href^="/learn/tags/for-"]');
    expect(await audience.count(), 'each article names who it is for').toBeGreaterThan(0);
    await expect(audience.first()).toHaveText(/^Data [a-z ]+$/);
    expect((await card.locator('p').allTextContents()).join(' ').length).toBeGreaterThan(80);
  }
  // A card's title opens its article.
  await cards.first().locator('h2 a').click();
  await expect(page.locator('article h1')).toBeVisible();
  expect(POSTS.some((post) => page.url().endsWith(`/learn/${post}`))).toBe(true);
});

test('tag and author pages list their articles as the same cards', async ({page}) => {
  await page.goto('/learn/tags/for-data-engineers');
  const tagged = page.locator('main article');
  expect(await tagged.count()).toBeGreaterThan(0);
  await expect(tagged.first()).toContainText(/min read/);
  await page.goto('/learn/authors/datahub-docs');
  await expect(page.locator('main article')).toHaveCount(POSTS.length);
});

test('every Learn route answers with one h1 and a description', async ({request}) => {
  for (const route of ROUTES) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    expect(html.match(/<h1[\s>]/g)?.length, `${route}: one h1`).toBe(1);
    expect(html, `${route}: description`).toMatch(/<meta[^>]*name="?description"?[^>]*content="?[^"\s>]/);
  }
});

test('the RSS and Atom feeds carry every article, linking to pages that exist', async ({request}) => {
  for (const [feed, item] of [
    ['/learn/rss.xml', /<item>[\s\S]*?<link>([^<]+)<\/link>/g],
    ['/learn/atom.xml', /<entry>[\s\S]*?<link href="([^"]+)"/g],
  ] as const) {
    const response = await request.get(feed);
    expect(response.status(), feed).toBe(200);
    const links = [...(await response.text()).matchAll(item)].map((match) => new URL(match[1]).pathname);
    expect([...links].sort(), feed).toEqual(POSTS.map((post) => `/learn/${post}`));
    for (const link of links) expect((await request.get(link)).status(), link).toBe(200);
  }
});

test('links inside the Learn articles resolve', async ({page, request}) => {
  const checked = new Map<string, number>();
  for (const post of POSTS) {
    await page.goto(`/learn/${post}`);
    const hrefs = await page
      .locator('article a[href^="/"]')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname));
    for (const href of hrefs) {
      if (!checked.has(href)) checked.set(href, (await request.get(href)).status());
    }
  }
  expect(checked.size, 'the articles link into the docs').toBeGreaterThan(POSTS.length);
  expect([...checked].filter(([, status]) => status !== 200)).toEqual([]);
});
