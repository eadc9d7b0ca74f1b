// "Check your recipe" on the ingestion source pages: nothing loads until the reader asks for it, the
// starter recipe passes, each kind of mistake is reported on its line with a link to the option's row,
// and the panel works from the keyboard and passes axe.
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';

const SNOWFLAKE = '/docs/generated/ingestion/sources/snowflake';

async function openChecker(page: Page, path = SNOWFLAKE) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.getByRole('button', {name: 'Check your recipe'}).click();
  const editor = page.getByLabel(/^Recipe for /);
  await expect(editor).not.toHaveValue('');
  return editor;
}

const status = (page: Page) => page.locator('#recipe-checker-status');

test('the checker and its data load only when the reader asks for them', async ({page}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(SNOWFLAKE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  const before = requested.length;
  const button = page.getByRole('button', {name: 'Check your recipe'});
  await button.focus();
  await expect.poll(() => requested.length).toBeGreaterThan(before);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Recipe for Snowflake')).toHaveValue(/type: snowflake/);
  await expect(status(page)).toHaveText(/^No problems found/);
});

test('each kind of mistake is reported on its line, linked to the option', async ({page}) => {
  const editor = await openChecker(page);
  const recipe = [
    'source:',
    '  type: snowflake',
    '  config:',
    '    account_id: "${SNOWFLAKE_ACCOUNT}"',
    '    include_table_lineages: true',
    '    top_n_queries: many',
    '    extract_tags: always',
    '    include_field_min_value: true',
  ].join('\n');
  await editor.fill(recipe);
  await expect(status(page)).toHaveText('4 problems found.');
  const items = page.locator('#check-your-recipe ~ ol li');
  await expect(items).toHaveText([
    /^Line 5, column 5: source snowflake has no option include_table_lineages \(did you mean include_table_lineage\?\)/,
    /^Line 6, column 5: option top_n_queries of snowflake takes a number, not "many"/,
    /^Line 7, column 5: option extract_tags of snowflake is one of with_lineage, without_lineage, skip, not always/,
    /^Line 8, column 5: option include_field_min_value belongs under profiling/,
  ]);
  await items.nth(3).getByRole('link', {name: 'See profiling.include_field_min_value'}).click();
  await expect(page).toHaveURL(/#config-profiling-include-field-min-value$/);
  await expect(page.locator('[id="config-profiling-include-field-min-value"]')).toBeInViewport();
});

test('a recipe of another source points to its page; broken YAML is placed where it breaks', async ({page}) => {
  const editor = await openChecker(page);
  await editor.fill('source:\n  type: bigquery\n  config: {}\n');
  await expect(page.locator('#check-your-recipe ~ ol li')).toHaveText(/^Line 2, column 3: This recipe is for bigquery/);
  await expect(page.getByRole('link', {name: 'Open the BigQuery page'})).toHaveAttribute(
    'href',
    '/docs/generated/ingestion/sources/bigquery',
  );
  await editor.fill('source:\n  type: snowflake\n  config:\n    account_id: [x\n');
  await expect(page.locator('#check-your-recipe ~ ol li')).toHaveText(
    /^Line \d+, column \d+: The text is not valid YAML or JSON/,
  );
});

test('the open panel passes axe and the frozen version checks its own source types', async ({page}) => {
  await openChecker(page);
  const results = await new AxeBuilder({page}).include('section[aria-labelledby="check-your-recipe"]').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);

  const editor = await openChecker(page, '/docs/1.1.0/generated/ingestion/sources/snowflake');
  await expect(status(page)).toHaveText(/only the source type is checked/);
  await editor.fill('source:\n  type: snowflak\n');
  await expect(page.locator('#check-your-recipe ~ ol li')).toHaveText(
    /unknown source type snowflak \(did you mean snowflake\?\)/,
  );
});
