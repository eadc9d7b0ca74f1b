// Code blocks in the production build: highlighted on the server and kept through hydration without
// loading Prism (no remount once the page is interactive), highlighted in the browser after client-side
// navigation (their language registered on demand), and the fonts of the first paint preloaded with the page.
import {expect, test, type Page, type Response} from '@playwright/test';
import {CHUNK_PATTERN, navigateClientSide} from './support/navigation';

const PAGE_WITH_CODE = '/docs/quickstart';

test('hydration keeps the server-rendered code blocks, highlighted, and the copy button works on them', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Marks the nodes the server sent; a remounted block would replace them with unmarked ones.
  // Marks the nodes the server sent; a remounted block would replace them with unmarked ones. And keeps each
  // block's first line: a block whose HTML React set again would have new lines (a mark would not tell, the
  // HTML being read from the page with it).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelectorAll('pre').forEach((pre) => pre.setAttribute('data-from-server', ''));
      Object.assign(window, {serverLines: Array.from(document.querySelectorAll('pre > code > :first-child'))});
    }),
  );
  await page.goto(PAGE_WITH_CODE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForTimeout(500);
  const blocks = page.locator('.theme-code-block pre');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(0);
  await expect(page.locator('.theme-code-block pre[data-from-server]')).toHaveCount(count);
  const serverLines = await page.evaluate(() =>
    (window as unknown as {serverLines: Element[]}).serverLines.map((line) => line.isConnected),
  );
  expect(serverLines).toEqual(Array(count).fill(true));
  // Highlighted: Prism tokens, as the server rendered them.
  expect(await page.locator('.theme-code-block pre .token').count()).toBeGreaterThan(10);

  const first = page.locator('.theme-code-block').first();
  // innerText shows each line's <br> as an empty line: compare the lines with text.
  const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
  const code = lines(await first.locator('pre').innerText());
  await first.hover();
  await first.getByRole('button', {name: /copy code/i}).click();
  expect(lines(await page.evaluate(() => navigator.clipboard.readText()))).toEqual(code);
});

test('a page reached by client-side navigation highlights its code blocks too', async ({page}) => {
  await page.goto('/docs/features');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await navigateClientSide(page, PAGE_WITH_CODE);
  await expect(page.locator('.theme-code-block pre .token').first()).toBeVisible();
  const tokens = await page.locator('.theme-code-block pre .token').count();
  expect(tokens).toBeGreaterThan(10);
});

/** Prism's chunk is the only script with prism-react-renderer's line class in it. */
const isPrismCode = (script: string) => script.includes('token-line');

async function isPrismChunk(response: Response): Promise<boolean> {
  // A response still arriving when the test ends has no body any more: not Prism's, for this test.
  return CHUNK_PATTERN.test(response.url()) && isPrismCode(await response.text().catch(() => ''));
}

test('a page opened directly loads no Prism; the first client-side navigation does', async ({page}) => {
  const prismResponses: string[] = [];
  page.on('response', async (response) => {
    if (await isPrismChunk(response)) prismResponses.push(response.url());
  });
  await page.goto(PAGE_WITH_CODE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForTimeout(500);
  expect(await page.locator('.theme-code-block pre .token').count()).toBeGreaterThan(10);
  expect(prismResponses, 'hydration takes the server-highlighted lines as they are').toEqual([]);

  await navigateClientSide(page, '/docs/api/graphql/getting-started');
  await expect(page.locator('.theme-code-block pre .token').first()).toBeVisible();
  await expect.poll(() => prismResponses.length).toBe(1);
});

test('a hydrated block re-rendering (word wrap) keeps its highlighted lines', async ({page}) => {
  await page.setViewportSize({width: 360, height: 740});
  await page.goto(PAGE_WITH_CODE);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const block = page.locator('.theme-code-block').filter({has: page.getByRole('button', {name: /word wrap/i})});
  const first = block.first();
  const before = await first.locator('code').innerHTML();
  expect(before).toContain('class="token ');
  await first.hover();
  await first.getByRole('button', {name: /word wrap/i}).click();
  await expect(first.locator('code')).toHaveCSS('white-space', 'pre-wrap');
  expect(await first.locator('code').innerHTML()).toBe(before);
});

test('a block whose highlighter cannot load shows its code, unhighlighted', async ({page}) => {
  await page.route(CHUNK_PATTERN, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (isPrismCode(body)) await route.abort('internetdisconnected');
    else await route.fulfill({response, body});
  });
  await page.goto('/docs/features');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await navigateClientSide(page, PAGE_WITH_CODE);
  const code = page.locator('.theme-code-block pre code').filter({hasText: 'datahub docker quickstart'});
  await expect(code.first()).toBeVisible();
  expect(await page.locator('.theme-code-block pre .token').count()).toBe(0);
  // Prefetches may still be in the handler: the test's own route ends with it.
  await page.unrouteAll({behavior: 'ignoreErrors'});
});

/**
 * The font preloads of a page's HTML as the server sent it: what the first paint has. (The live head is
 * not read: react-helmet-async rewrites its tags while the page hydrates.)
 */
async function fontPreloads(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel=["']?preload\b/.test(tag) && /\bas=["']?font\b/.test(tag))
    .map((tag) => new URL(/\bhref=["']?([^"' >]+)/.exec(tag)![1], page.url()).href);
}

test('the fonts of the first paint are preloaded, from the URLs the stylesheet declares', async ({page}) => {
  await page.goto(PAGE_WITH_CODE);
  const preloads = await fontPreloads(page, PAGE_WITH_CODE);
  expect(preloads.some((href) => /inter-latin-wght-normal-\w+\.woff2$/.test(href))).toBe(true);
  expect(preloads.some((href) => /jetbrains-mono-latin-wght-normal-\w+\.woff2$/.test(href))).toBe(true);
  const declared = await page.evaluate(() =>
    Array.from(document.styleSheets).flatMap((sheet) =>
      Array.from(sheet.cssRules)
        .filter((rule) => rule instanceof CSSFontFaceRule)
        .map((rule) => new URL(/url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))![1], location.href).href),
    ),
  );
  for (const href of preloads) expect(declared).toContain(href);
  // Fetched with the page (whether a font is then used depends on font-display: optional's 100 ms).
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  for (const href of preloads) expect(fetched).toContain(href);

  // A page without code blocks does not preload the code font.
  expect(await fontPreloads(page, '/')).toHaveLength(1);
});
