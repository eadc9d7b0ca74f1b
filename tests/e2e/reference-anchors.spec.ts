// The generated reference pages give every option, variable, command and flag its own anchor: an address
// with one lands on that row, in view, and the row is a link to itself that a reader can copy.
import {expect, test} from '@playwright/test';
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
  });

test('the CLI guide links into the CLI reference by anchor', async ({page}) => {
  await page.goto('/docs/cli');
  await page.locator('a[href$="/docs/generated/cli-reference#datahub-docker-quickstart"]').first().click();
  await expect(page).toHaveURL(/\/docs\/generated\/cli-reference#datahub-docker-quickstart$/);
  await expect(page.locator('[id="datahub-docker-quickstart"]')).toBeInViewport();
});
