// Hosted search mode without the network: a small fixture build of the real config with the three
// ALGOLIA_* variables set. No local index is built or fetched, the head announces Algolia, and a query
// in the modal goes to the Algolia host (answered here by page.route, so nothing leaves the machine).
import {existsSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Request} from '@playwright/test';
import {buildFixtureSite, page as fixturePage} from '../fixture-site';
import {startStaticServer, type RunningServer} from '../../src/plugins/host-config';
import {recordScripts, scriptsWithModal} from './support/docsearch';
import {sitemapPaths, watchPageProblems} from './support/pageProblems';
import {policyViolations, recordPolicyViolations} from './support/policyViolations';

const ALGOLIA = {ALGOLIA_APP_ID: 'TESTAPPID', ALGOLIA_API_KEY: 'testkey', ALGOLIA_INDEX_NAME: 'datahub-test'};
const ALGOLIA_HOST = `${ALGOLIA.ALGOLIA_APP_ID.toLowerCase()}-dsn.algolia.net`;

// The real config with one docs version and the plugins of the real list that belong to search (in
// Algolia mode only the one that splits DocSearch's modal from the main bundle: a local index would be
// built if the mode switch failed), plus the host-config plugin for the deployed Content-Security-Policy
// of this mode.
const CONFIG = `
import base from '../../../docusaurus.config';
import hostConfigPlugin from '../../../src/plugins/host-config';
const SEARCH_PLUGINS = new Set(['searchIndexPlugin', 'searchClientPlugin', 'docSearchChunks']);
const pluginName = (plugin) => (Array.isArray(plugin) ? plugin[0] : plugin)?.name;
export default {
  ...base,
  presets: [['classic', {
    docs: {path: 'docs', routeBasePath: 'docs', sidebarPath: false},
    blog: false,
    theme: {customCss: '../../../src/css/custom.css'},
  }]],
  plugins: [...base.plugins.filter((plugin) => SEARCH_PLUGINS.has(pluginName(plugin))), [hostConfigPlugin, {redirects: []}]],
  clientModules: [],
  themeConfig: {...base.themeConfig, navbar: {items: []}, footer: {links: []}},
};
`;

const DOCS = {
  'docs/intro.md': fixturePage('Introduction', 'The fixture introduction page.'),
  'docs/ingestion.md': fixturePage('Ingestion', 'The fixture page about ingestion from Snowflake.'),
};

/** One hit in the shape of a DocSearch record, for an answer from the fake Algolia host. */
const HIT = {
  objectID: 'ingestion-1',
  url: 'https://docs.datahub.com/docs/ingestion#snowflake',
  url_without_anchor: 'https://docs.datahub.com/docs/ingestion',
  anchor: 'snowflake',
  type: 'lvl2',
  content: null,
  hierarchy: {
    lvl0: 'Fixture docs',
    lvl1: 'Ingestion',
    lvl2: 'Snowflake from Algolia',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {
    hierarchy: {
      lvl0: {value: 'Fixture docs', matchLevel: 'none', matchedWords: []},
      lvl1: {value: 'Ingestion', matchLevel: 'none', matchedWords: []},
      lvl2: {value: '<mark>Snowflake</mark> from Algolia', matchLevel: 'full', matchedWords: ['snowflake']},
    },
  },
  _snippetResult: {content: {value: '', matchLevel: 'none'}},
};

let server: RunningServer | undefined;
let outDir = '';
let buildOutput = '';
let contentSecurityPolicy = '';

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const result = buildFixtureSite({'docusaurus.config.ts': CONFIG, ...DOCS}, ALGOLIA);
  expect(result.status, result.output).toBe(0);
  outDir = result.outDir;
  buildOutput = result.output;
  // The policy the hosts get for this build; the local server sends the same (it serves the build's _headers).
  contentSecurityPolicy = readFileSync(path.join(outDir, '_headers'), 'utf8').match(
    /Content-Security-Policy: (.+)/,
  )![1]!;
  server = await startStaticServer({root: outDir, host: '127.0.0.1', redirects: []});
});

test.afterAll(async () => {
  await server?.close();
  if (outDir) rmSync(path.dirname(outDir), {recursive: true, force: true});
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

test('no local index is built', async () => {
  expect(buildOutput).not.toContain('[search-index]');
  expect(existsSync(path.join(outDir, 'pagefind'))).toBe(false);
  expect(filesUnder(outDir).filter((file) => /pagefind|\.pf_/.test(file))).toEqual([]);
  expect(existsSync(path.join(outDir, '..', '.search-index'))).toBe(false);
  // The deployed policy lets the browser reach Algolia's hosts, and only in this mode.
  expect(contentSecurityPolicy).toMatch(
    /connect-src 'self'[^;]* https:\/\/\*\.algolia\.net https:\/\/\*\.algolianet\.com/,
  );
});

test('the head announces hosted search: preconnect, OpenSearch and DocSearch metadata', async ({page}) => {
  // In the served HTML itself, not only after hydration.
  const html = readFileSync(path.join(outDir, 'docs/intro/index.html'), 'utf8');
  expect(html).toMatch(/<link [^>]*rel="?preconnect"? href="?https:\/\/TESTAPPID-dsn\.algolia\.net"?/);
  expect(html).toMatch(/<meta [^>]*name="?docsearch:docusaurus_tag"? content="?docs-default-current"?/);
  await page.goto(`${server!.url}/docs/intro`);
  const head = page.locator('head');
  await expect(head.locator('link[rel="preconnect"]')).toHaveAttribute(
    'href',
    `https://${ALGOLIA.ALGOLIA_APP_ID}-dsn.algolia.net`,
  );
  await expect(head.locator('link[rel="preconnect"]')).toHaveAttribute('crossorigin', 'anonymous');
  const openSearch = head.locator('link[rel="search"][type="application/opensearchdescription+xml"]');
  await expect(openSearch).toHaveAttribute('href', '/opensearch.xml');
  await expect(openSearch).toHaveAttribute('title', 'DataHub');
  expect(readFileSync(path.join(outDir, 'opensearch.xml'), 'utf8')).toContain(
    'template="https://docs.datahub.com/search?q={searchTerms}"',
  );
  for (const [name, content] of [
    ['docsearch:language', 'en'],
    ['docsearch:version', 'current'],
    ['docsearch:docusaurus_tag', 'docs-default-current'],
    ['docusaurus_locale', 'en'],
    ['docusaurus_version', 'current'],
    ['docusaurus_tag', 'docs-default-current'],
  ])
    await expect(head.locator(`meta[name="${name}"]`)).toHaveAttribute('content', content);
});

test('DocSearch’s modal code loads when search opens, once, and not with the page', async ({page}) => {
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  const scripts = recordScripts(page);
  await page.goto(`${server!.url}/docs/intro`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(await scriptsWithModal(page, scripts)).toBe(0);
  const loaded = scripts.length;
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  expect(await scriptsWithModal(page, scripts.slice(loaded))).toBe(1);
});

test('a query in the modal goes to the Algolia host with the contextual filters; its hit renders', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await recordPolicyViolations(page);
  const searches: Request[] = [];
  // Every other origin is answered here: nothing leaves the machine.
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      const request = route.request();
      const cors = {'access-control-allow-origin': '*', 'access-control-allow-headers': '*'};
      if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
      if (new URL(request.url()).hostname !== ALGOLIA_HOST) return route.fulfill({status: 404, headers: cors});
      searches.push(request);
      const {requests: queries} = request.postDataJSON() as {requests: {indexName: string; query: string}[]};
      return route.fulfill({
        status: 200,
        headers: cors,
        contentType: 'application/json',
        body: JSON.stringify({
          results: queries.map(({indexName, query}) => ({
            hits: [HIT],
            nbHits: 1,
            page: 0,
            nbPages: 1,
            hitsPerPage: 20,
            processingTimeMS: 1,
            exhaustiveNbHits: true,
            query,
            params: '',
            index: indexName,
          })),
        }),
      });
    },
  );
  await page.goto(`${server!.url}/docs/intro`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeVisible();
  await input.fill('snowflake');

  const hit = page.locator('.DocSearch-Hit a');
  await expect(hit).toHaveCount(1);
  await expect(hit).toContainText('Snowflake from Algolia');
  await expect(hit).toHaveAttribute('href', '/docs/ingestion#snowflake');

  // The request DocSearch sent for the full query: credentials, index, query and contextual filters.
  const sent = searches.filter((r) =>
    (r.postDataJSON() as {requests: {query: string}[]}).requests.some((q) => q.query === 'snowflake'),
  );
  expect(sent.length).toBeGreaterThan(0);
  const request = sent.at(-1)!;
  const url = new URL(request.url());
  expect(request.method()).toBe('POST');
  expect(url.pathname).toBe('/1/indexes/*/queries');
  const headers = await request.allHeaders();
  const credential = (name: string) => url.searchParams.get(name) ?? headers[name];
  expect(credential('x-algolia-application-id')).toBe(ALGOLIA.ALGOLIA_APP_ID);
  expect(credential('x-algolia-api-key')).toBe(ALGOLIA.ALGOLIA_API_KEY);
  const [query] = (request.postDataJSON() as {requests: Record<string, unknown>[]}).requests;
  expect(query).toMatchObject({indexName: ALGOLIA.ALGOLIA_INDEX_NAME, query: 'snowflake'});
  expect(query!.facetFilters).toEqual([
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
  ]);

  // Nothing of the local index, no request to any other host, and nothing the deployed policy refused.
  expect(requests.filter((u) => u.includes('pagefind'))).toEqual([]);
  expect(requests.filter((u) => !u.startsWith(server!.url) && new URL(u).hostname !== ALGOLIA_HOST)).toEqual([]);
  expect(await policyViolations(page)).toEqual([]);
});

test('the sitemap sweep of this build: every page loads under the deployed policy, without an error', async ({
  browser,
}) => {
  const paths = sitemapPaths(path.join(outDir, 'sitemap.xml'));
  expect(paths.length).toBeGreaterThanOrEqual(Object.keys(DOCS).length + 1);
  const context = await browser.newContext();
  await recordPolicyViolations(context);
  // Algolia is not reached on page load (the preconnect opens a connection only): any other origin is a failure.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  let current = '';
  watchPageProblems(page, (problem) => problems.push(`${current}: ${problem}`));
  for (const pathname of paths) {
    current = pathname;
    await page.goto(`${server!.url}${pathname}`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    for (const violation of await policyViolations(page)) problems.push(`${pathname}: ${violation}`);
  }
  await context.close();
  expect(problems).toEqual([]);
});
