// Realistic reader queries each find their page in the top 3, through the same client as the
// modal (on the /search page, which lists results in rank order for the current version).
import {expect, test} from '@playwright/test';
import queries from '../fixtures/search-queries.json';

test('reader queries find their page in the top 3', async ({page}) => {
  test.setTimeout(180_000);
  const misses: string[] = [];
  for (const item of queries) {
    await page.goto(`/search?q=${encodeURIComponent(item.query)}`);
    const links = page.locator('main article h2 a');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!.split('#')[0]));
    const top = [...new Set(hrefs)].slice(0, 3);
    if (!top.some((url) => item.expect.includes(url))) misses.push(`${item.query} -> ${top.join(', ')}`);
  }
  console.log(`search relevance: ${queries.length - misses.length}/${queries.length} queries hit in the top 3`);
  expect(queries.length).toBeGreaterThanOrEqual(40);
  expect(misses).toEqual([]);
});
