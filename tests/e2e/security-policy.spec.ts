// The Content-Security-Policy allows the pages' own inline scripts and style elements by hash and nothing
// else inline (config/headers.ts, src/plugins/host-config/inlineHashes.ts): the site works under it, with
// no violation, and a script injected into a page does not run.
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration as hydrated} from './support/hydration';
import {policyViolations, recordPolicyViolations} from './support/policyViolations';

/** Records the page's policy violations from its first script on; returns their reader. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await recordPolicyViolations(page);
  return () => policyViolations(page);
}

test('the policy has no unsafe-inline for scripts, and a script injected into a page is blocked', async ({page}) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/docs/quickstart');
  const policy = response!.headers()['content-security-policy']!;
  const scriptSources = /(?:^|; )script-src ([^;]+)/.exec(policy)![1]!.split(' ');
  expect(scriptSources).not.toContain("'unsafe-inline'");
  expect(scriptSources.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
  await hydrated(page);
  // The colour-mode script, an inline one, ran.
  await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
  expect(await violations()).toEqual([]);

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
  });
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem: inline/)]);
  expect(await page.evaluate(() => (window as unknown as {injected?: boolean}).injected)).toBeUndefined();
});

test('searching, the search page, navigating and a client redirect raise no violation', async ({page}) => {
  const violations = await recordViolations(page);
  await page.goto('/docs/features');
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await page.getByRole('searchbox').fill('kafka');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
  await page.keyboard.press('Escape');
  await page.getByRole('link', {name: 'Quickstart', exact: true}).first().click();
  await expect(page).toHaveURL(/\/docs\/quickstart/);
  expect(await violations()).toEqual([]);

  // The /search page draws Algolia's logo with an SVG style element, allowed by its hash.
  await page.goto('/search?q=lineage');
  await hydrated(page);
  expect(await violations()).toEqual([]);

  // A client redirect page's inline script runs (hosts answer its path with a 301 before it).
  await page.goto('/docs/index.html');
  await expect(page).toHaveURL(/\/docs\/features/);
  expect(await violations()).toEqual([]);
});

test('the local server, plain HTTP like local development, may be framed from http://localhost', async ({
  page,
  baseURL,
}) => {
  const parent: Server = createServer((_request, response) => {
    response.writeHead(200, {'Content-Type': 'text/html'});
    response.end(`<!doctype html><title>Parent</title><iframe name="docs" src="${baseURL}/docs/features"></iframe>`);
  });
  await new Promise<void>((resolve) => parent.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://localhost:${(parent.address() as AddressInfo).port}/`);
    await expect(page.frameLocator('iframe[name="docs"]').locator('article h1')).toBeVisible();
  } finally {
    await new Promise((resolve) => parent.close(resolve));
  }
});
