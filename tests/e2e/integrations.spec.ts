// With no integration variable set, the built site talks to no other origin (spec §7).
import {expect, test} from '@playwright/test';
import {navigateClientSide} from './support/navigation';

test('a full page load and a client-side navigation request nothing from another origin', async ({page, baseURL}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/docs/features');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await navigateClientSide(page, '/docs/1.1.0/features');
  await expect(page.locator('article h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const siteOrigin = new URL(baseURL!).origin;
  const foreign = requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== siteOrigin);
  expect(requested.length).toBeGreaterThan(5);
  expect(foreign).toEqual([]);
  // Nor does any page hint the browser to connect elsewhere.
  const hints = await page
    .locator(
      'link[rel="preconnect"], link[rel="dns-prefetch"], script[src^="http"], link[rel="stylesheet"][href^="http"]',
    )
    .evaluateAll((links) => links.map((link) => link.outerHTML));
  expect(hints).toEqual([]);
});
