// Every URL of build/sitemap.xml (all versions), loaded as a reader would: no console error or
// warning, no failed request, no Content-Security-Policy violation, an h1, hydration, a description,
// and in-page anchors that resolve.
import {expect, test, type Page} from '@playwright/test';
import path from 'node:path';
import {waitForDeferredGroups} from './support/hydration';
import {sitemapPaths, watchPageProblems} from './support/pageProblems';
import {policyViolations, recordPolicyViolations} from './support/policyViolations';

const SITEMAP = path.resolve(__dirname, '../../build/sitemap.xml');
/** Pages open at once in one browser context, each reused for one URL after another. */
const PARALLEL_PAGES = 4;
// A sanity bound, not a speed budget (the bench holds speed): the largest reference pages hydrated in
// 2 s alone but took over 10 s once on a loaded CI machine.
const HYDRATION_BOUND_MS = 20_000;

/** Anchors whose target id is missing: `#x` links and links to this same page with a hash. */
function brokenAnchors(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const here = window.location.pathname.replace(/\/$/, '');
    const broken: string[] = [];
    for (const anchor of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]'))) {
      const href = anchor.getAttribute('href') ?? '';
      const url = new URL(href, window.location.href);
      const samePage = url.origin === window.location.origin && url.pathname.replace(/\/$/, '') === here;
      if (!samePage || url.hash.length <= 1) continue;
      const id = decodeURIComponent(url.hash.slice(1));
      if (!document.getElementById(id) && !document.getElementsByName(id).length) broken.push(href);
    }
    return [...new Set(broken)];
  });
}

test('sitemap sweep: every page loads cleanly', async ({browser, baseURL}) => {
  const paths = sitemapPaths(SITEMAP);
  expect(paths.length, 'the sitemap lists the site').toBeGreaterThan(100);
  // Measured here: about 2 pages per second on two busy cores (1,069 pages in about 10 minutes);
  // the bound leaves room for a loaded CI machine.
  test.setTimeout(Math.max(120_000, paths.length * 1_500));

  // No request interception: routing turns off the HTTP cache, and every page would fetch the
  // shared bundles again (main.js carries the whole route table), several times slower.
  const context = await browser.newContext({baseURL});
  // Every violation of the policy the server sends (the build's hashes of its inline scripts and styles).
  await recordPolicyViolations(context);
  const problems: string[] = [];
  const queue = [...paths];
  const started = Date.now();
  let visited = 0;

  async function visitAll(page: Page): Promise<void> {
    let current = '';
    const report = (what: string) => problems.push(`${current}: ${what}`);
    watchPageProblems(page, report);

    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      current = next;
      const response = await page.goto(next, {waitUntil: 'load'}).catch((error: Error) => {
        report(`navigation failed: ${error.message}`);
        return null;
      });
      if (!response) continue;
      const hydrated = await page
        .waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: HYDRATION_BOUND_MS})
        .then(() => true)
        .catch(() => false);
      if (!hydrated) report(`not hydrated within ${HYDRATION_BOUND_MS} ms`);
      // A long reference page's later groups are built after hydration: their anchors are checked once built.
      else
        await waitForDeferredGroups(page, HYDRATION_BOUND_MS).catch(() =>
          report(`deferred reference groups not built within ${HYDRATION_BOUND_MS} ms of hydration`),
        );
      for (const violation of await policyViolations(page)) report(`Content-Security-Policy: ${violation}`);
      const facts = await page.evaluate(() => ({
        h1: document.querySelectorAll('h1').length,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
      }));
      if (facts.h1 === 0) report('no <h1>');
      if (!facts.description) report('no description meta');
      for (const href of await brokenAnchors(page)) report(`anchor to a missing id: ${href}`);
      visited += 1;
      if (visited % 200 === 0) console.log(`sweep: ${visited}/${paths.length} pages, ${problems.length} problems`);
    }
  }

  const pages = await Promise.all(Array.from({length: PARALLEL_PAGES}, () => context.newPage()));
  await Promise.all(pages.map(visitAll));
  await context.close();

  const seconds = (Date.now() - started) / 1000;
  console.log(
    `sweep: ${paths.length} pages in ${seconds.toFixed(1)} s, ${(paths.length / seconds).toFixed(1)} pages/s, ` +
      `${problems.length} problems`,
  );
  expect(problems, `${problems.length} problems`).toEqual([]);
});
