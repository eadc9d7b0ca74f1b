// "Was this page helpful?" and "Report a problem with this page" under every doc page. In a build without
// FEEDBACK_URL nothing leaves the browser; the answer is remembered per page. (What is POSTed when
// FEEDBACK_URL is set, and the policy that allows exactly its origin: tests/unit/page-feedback.test.ts and
// host-config.test.ts.)
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/hydration';

const PAGE = '/docs/quickstart';
const widget = (page: Page) => page.getByRole('region', {name: 'Was this page helpful?'});

test('an answer and a comment stay in the browser, and the widget does not ask twice', async ({page, baseURL}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL!)) elsewhere.push(request.url());
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  const feedback = widget(page);
  await feedback.scrollIntoViewIfNeeded();
  await feedback.getByRole('button', {name: 'No'}).click();
  await expect(feedback.getByRole('status')).toHaveText('Thanks for your feedback.');
  await expect(feedback.getByRole('button', {name: 'Yes'})).toHaveCount(0);
  // Focus moves on to the optional comment instead of being lost with the buttons.
  const comment = feedback.getByLabel('What was missing or wrong? (optional)');
  await expect(comment).toBeFocused();
  await expect(feedback.getByRole('button', {name: 'Send'})).toBeDisabled();
  await comment.fill('The port list is missing 9002.');
  await feedback.getByRole('button', {name: 'Send'}).click();
  await expect(feedback.getByRole('status')).toHaveText('Thanks for your feedback. We read every comment.');
  const {violations} = await new AxeBuilder({page}).include('section[aria-labelledby]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  const stored = await page.evaluate(() => ({...window.localStorage}));
  expect(stored['datahub-docs.feedback:/docs/quickstart']).toBe(JSON.stringify({helpful: false, commented: true}));
  await page.reload();
  await waitForHydration(page);
  await expect(widget(page).getByRole('status')).toHaveText('Thanks for your feedback. We read every comment.');
  await expect(widget(page).getByRole('button')).toHaveCount(0);
  // Another page asks again.
  await page.goto('/docs/features');
  await waitForHydration(page);
  await expect(widget(page).getByRole('button', {name: 'Yes'})).toBeVisible();
  expect(elsewhere).toEqual([]);
});

test('"Report a problem" opens a GitHub issue prefilled with the page, its title and its version', async ({page}) => {
  for (const [path, version] of [
    [PAGE, 'Next'],
    ['/docs/1.1.0/quickstart', '1.1.0'],
  ]) {
    await page.goto(path!);
    const link = widget(page).getByRole('link', {name: 'Report a problem with this page'});
    const url = new URL((await link.getAttribute('href'))!);
    expect(url.origin + url.pathname).toBe('https://github.com/datahub-project/datahub/issues/new');
    const title = await page.locator('article h1').innerText();
    expect(url.searchParams.get('title')).toBe(`Docs: problem on "${title}"`);
    expect(url.searchParams.get('body')).toContain(
      `Page: https://docs.datahub.com${path}\nTitle: ${title}\nDocs version: ${version}\n`,
    );
    expect(url.searchParams.get('labels')).toBe('documentation');
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});
  test('only the report link shows: no button that cannot work', async ({page}) => {
    await page.goto(PAGE);
    await expect(widget(page).getByRole('link', {name: 'Report a problem with this page'})).toBeVisible();
    await expect(widget(page).getByRole('button')).toHaveCount(0);
  });
});
