// The generated reference pages give every option, variable, command and flag its own anchor: an address
// with one lands on that row, in view, and the row is a link to itself that a reader can copy.
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/hydration';

const CASES = [
  {
    what: 'an environment variable',
    path: '/docs/deploy/environment-vars',
    id: 'METADATA_CHANGE_PROPOSAL_KAFKA_CONSUMER_GROUP_ID',
    row: /generic-mce-consumer-job-client/,
  },
  {
    what: 'a CLI option',
    path: '/docs/generated/cli-reference',
    id: 'datahub-docker-quickstart--dump-logs-on-failure',
    row: /--dump-logs-on-failure/,
  },
  {
    what: 'a field of a source option expanded from AllowDenyPattern',
    path: '/docs/generated/ingestion/sources/snowflake',
    id: 'config-database-pattern-ignoreCase',
    row: /database_pattern\.ignoreCase/,
  },
];

/** How far the element of `id` is from where a link should put it: its scroll margin from the window's top. */
const drift = (page: Page, id: string) =>
  page.evaluate((id) => {
    const target = document.getElementById(id)!;
    return Math.round(target.getBoundingClientRect().top - parseFloat(getComputedStyle(target).scrollMarginTop));
  }, id);

/** How far the element of `id` is below the navbar's bottom (negative: under it). */
const belowNavbar = (page: Page, id: string) =>
  page.evaluate(
    (id) =>
      document.getElementById(id)!.getBoundingClientRect().top -
      Math.max(0, document.querySelector('.navbar')!.getBoundingClientRect().bottom),
    id,
  );

/**
 * The target of an address stays where the browser put it while the page hydrates and the lazily laid-out
 * boxes near it take their real heights: nothing the server's page lacks appears above it, and the boxes'
 * estimates do not move it (reference-sections' holdFragment).
 */
async function expectHeldInPlace(page: Page, id: string) {
  await waitForHydration(page);
  // After a client-side navigation the target arrives with its table's chunk, later on a busy machine (it was
  // not there 500 ms after hydration in about one run of the search hits in four, two workers running).
  await page.waitForFunction((id) => document.getElementById(id) !== null, id);
  await page.waitForTimeout(500);
  expect(Math.abs(await drift(page, id)), 'the target lands at its place').toBeLessThanOrEqual(2);
  await page.waitForTimeout(1000);
  expect(Math.abs(await drift(page, id)), 'and stays there').toBeLessThanOrEqual(2);
  expect(await belowNavbar(page, id), 'clear of the navbar').toBeGreaterThanOrEqual(0);
}

for (const {what, path, id, row} of CASES)
  test(`an address with ${what} lands on its row`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(`${path}#${id}`);
    await waitForHydration(page);
    const anchor = page.locator(`[id="${id}"]`);
    await expect(anchor).toHaveCount(1);
    await expect(anchor).toBeInViewport();
    await expect(anchor).toHaveAttribute('href', `#${id}`);
    await expect(page.locator('tr', {has: anchor})).toHaveText(row);
    await expectHeldInPlace(page, id);
  });

// Headings far down the pages whose content is laid out lazily: a GraphQL type, and an entity's aspect.
for (const [path, id] of [
  ['/docs/graphql/objects', 'corpuser'],
  ['/docs/graphql/objects', 'dataset'],
  ['/docs/graphql/inputObjects', 'searchacrossentitiesinput'],
  ['/docs/generated/metamodel/entities/dataset', 'schemametadata'],
] as const)
  test(`an address with a heading far down the page lands on it and keeps it in place: ${path}#${id}`, async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(`${path}#${id}`);
    await expectHeldInPlace(page, id);
  });

// Through the search modal, a client-side navigation: the rows of a reference table arrive as a chunk of their
// own after the router has looked for the fragment, and are put at their place when they do.
for (const [query, id] of [
  ['METADATA_SERVICE_AUTH_ENABLED', 'METADATA_SERVICE_AUTH_ENABLED'],
  ['--dump-logs-on-failure', 'datahub-docker-quickstart--dump-logs-on-failure'],
] as const)
  test(`a search hit for ${query} opens its row at its place`, async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill(query);
    await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expectHeldInPlace(page, id);
  });

test('the CLI guide links into the CLI reference by anchor', async ({page}) => {
  await page.goto('/docs/cli');
  await page.locator('a[href$="/docs/generated/cli-reference#datahub-docker-quickstart"]').first().click();
  await expect(page).toHaveURL(/\/docs\/generated\/cli-reference#datahub-docker-quickstart$/);
  await expect(page.locator('[id="datahub-docker-quickstart"]')).toBeInViewport();
});
