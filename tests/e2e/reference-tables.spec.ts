// The GraphQL reference's tables sit in `.reference-table` boxes that the browser lays out only near the
// viewport (docusaurus-accelerate's static-reference-tables, src/css/custom.css): what is on screen is there, the rest
// follows the reader, an address with a heading lands on it, and no table is wider than a phone.
import {expect, test, type Page} from '@playwright/test';

const OBJECTS = '/docs/graphql/objects';
/**
 * Waits for hydration with a plain poll in the page. The objects page is the site's largest (every object type
 * of the schema): on it each poll of `expect(locator).toHaveAttribute` took seconds while React hydrated, so
 * that a page hydrated in ~1.5 s was reported after 10 s or more.
 */
const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 30_000});
const REFERENCE_PAGES = ['objects', 'queries', 'mutations', 'inputObjects', 'interfaces', 'enums', 'unions', 'scalars'];

/** Indexes of the boxes whose table the browser has laid out (content-visibility does not skip it). */
const laidOut = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('.reference-table')).flatMap((box, index) =>
      box.querySelector('td')!.checkVisibility({contentVisibilityAuto: true}) ? [index] : [],
    ),
  );

test('the objects page lays out the tables on screen and those the reader scrolls to', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto(OBJECTS);
  await hydrated(page);
  const boxes = page.locator('.reference-table');
  const count = await boxes.count();
  expect(count).toBeGreaterThan(150);
  const first = await laidOut(page);
  expect(first).toContain(0);
  expect(first.length).toBeLessThan(10);
  // Each box holds its estimated height until it is seen.
  const estimate = await boxes.nth(120).evaluate((box) => box.getBoundingClientRect().height);
  expect(estimate).toBeGreaterThan(50);

  await boxes.nth(120).scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(page)).toContain(120);
  await expect(boxes.nth(120).locator('tbody tr').first()).toBeVisible();
  // Every row is there for find-in-page and assistive technology, laid out or not.
  expect(await page.locator('.reference-table tbody tr').count()).toBeGreaterThan(1000);
});

test('an address with a heading far down the objects page lands on that heading', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto(OBJECTS);
  const last = await page.locator('.markdown h2').last().getAttribute('id');
  await page.goto('about:blank'); // so that the address below is a new load, not a jump within the page
  await page.goto(`${OBJECTS}#${last}`);
  await hydrated(page);
  const heading = page.locator(`h2#${last}`);
  await expect(heading).toBeInViewport();
  // The table under it is laid out and on screen too.
  const table = page.locator(`h2#${last} ~ .reference-table`).first();
  await expect(table.locator('tbody tr').first()).toBeInViewport();
});

for (const width of [320, 412]) {
  test(`no reference table is wider than a ${width}px screen`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    for (const name of REFERENCE_PAGES) {
      await page.goto(`/docs/graphql/${name}`);
      // Laid out everywhere, to measure every table.
      await page.addStyleTag({content: '.reference-table { content-visibility: visible }'});
      const tooWide = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.reference-table'))
          .filter((box) => box.querySelector('table')!.getBoundingClientRect().width > box.clientWidth + 0.5)
          .map((box) => box.querySelector('td')!.textContent),
      );
      expect(tooWide, name).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBe(width);
    }
  });
}
