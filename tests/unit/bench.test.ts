// The benchmark's own parts: stage parsing, budgets, the static server and the synthetic pages.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {countHtmlPages, parseStages} from '../../bench/build';
import {SYNTHETIC_DIR, withSyntheticPages} from '../../bench/growth';
import {checkBudgets, DOC_PAGE, PAGES, type Budgets, type Report} from '../../bench/report';
import {addVersions, checkScale, copySite, type ScaleFigures} from '../../bench/scale';
import budgetsJson from '../../bench/budgets.json';

const budgets = budgetsJson as Budgets;
const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'bench-test-'));

describe('parseStages', () => {
  test('reads the generate, search index and any later plugin stage, ignoring colours', () => {
    const output = [
      '> docusaurus build',
      'generated 60 source pages, 98 entity pages, 12 release notes, 9 GraphQL pages in docs/graphql in 1234 ms',
      '[INFO] [en] Creating an optimized production build...',
      '\x1b[32m[search-index] indexed 812 pages in 5678 ms\x1b[39m',
      '[deploy-files] wrote 3 files in 42 ms',
      '[SUCCESS] Generated static files in "build".',
    ].join('\n');
    assert.deepEqual(parseStages(output), {generate: 1234, 'search-index': 5678, 'deploy-files': 42});
  });
  test('returns nothing for output without stage timings', () => {
    assert.deepEqual(parseStages('[INFO] [en] Creating an optimized production build...\n[SUCCESS] done'), {});
  });
});

describe('countHtmlPages', () => {
  test('counts HTML files at every depth and nothing else', () => {
    const dir = tempDir();
    try {
      mkdirSync(path.join(dir, 'docs/a'), {recursive: true});
      for (const file of ['index.html', '404.html', 'docs/a/index.html', 'docs/b.html', 'sitemap.xml', 'docs/a/x.js'])
        writeFileSync(path.join(dir, file), '');
      assert.equal(countHtmlPages(dir), 4);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

function reportWith(overrides: Partial<Report>): Report {
  return {
    date: '2026-11-22',
    machine: {cores: 2, memoryBytes: 24 * 2 ** 30, node: 'v20', loadAverage: [0, 0, 0]},
    build: {},
    pages: {},
    ...overrides,
  };
}

describe('checkBudgets', () => {
  test('leaves unmeasured figures unchecked', () => {
    const results = checkBudgets(reportWith({}), budgets);
    assert.ok(results.length >= 4 + PAGES.length * 4);
    assert.ok(results.every((r) => r.ok === undefined));
  });
  test('fails each figure over its limit and passes the rest', () => {
    const build = (msPerPage: number, peakRssBytes: number) => ({
      wallMs: msPerPage * 1000,
      peakRssBytes,
      htmlPages: 1000,
      msPerPage,
      stages: {},
    });
    const js = (gzip: number) => ({raw: gzip * 4, gzip});
    const client = {
      html: js(10),
      jsBeforeHydration: js(budgets.client.docPageJsBeforeHydrationGzipBytes + 1),
      cssBeforeHydration: js(10),
      jsAfterHydration: js(0),
      cssAfterHydration: js(0),
      requestsBeforeHydration: 5,
      requests: 9,
      hydratedMs: 300,
      resources: [],
    };
    const lighthouse = (performance: number, tbt: number) => ({
      scores: {performance, accessibility: 100, 'best-practices': 100, seo: 100},
      failing: [],
      metrics: {'total-blocking-time': tbt},
      benchmarkIndex: [900],
    });
    const stockTbt = 1000;
    const results = checkBudgets(
      reportWith({
        build: {cold: build(39, 2 ** 30), warm: build(21, 5 * 2 ** 30)},
        pages: {
          [DOC_PAGE]: {client, lighthouse: lighthouse(94, stockTbt * budgets.lighthouse.tbtRatioToStock + 1)},
          '/': {lighthouse: lighthouse(99, stockTbt * budgets.lighthouse.tbtRatioToStock)},
        },
        stock: {page: '/docs/quickstart', lighthouse: lighthouse(70, stockTbt)},
      }),
      budgets,
    );
    const failed = results.filter((r) => r.ok === false).map((r) => r.name);
    assert.deepEqual(failed, [
      'warm build',
      'build peak memory',
      `${DOC_PAGE} JS before hydration (gzip)`,
      `${DOC_PAGE} Lighthouse performance`,
      `${DOC_PAGE} TBT / stock Docusaurus's`,
    ]);
    assert.ok(results.find((r) => r.name === "/ TBT / stock Docusaurus's")?.ok);
    assert.ok(results.find((r) => r.name === 'cold build')?.ok);
    assert.ok(results.find((r) => r.name === `${DOC_PAGE} Lighthouse seo`)?.ok);
  });
});

describe('withSyntheticPages', () => {
  test('writes the pages for the build and removes them even when the build fails', async () => {
    const site = tempDir();
    try {
      mkdirSync(path.join(site, '.search-index'));
      writeFileSync(path.join(site, '.search-index/real.txt'), 'real');
      await assert.rejects(
        withSyntheticPages(site, 3, async () => {
          assert.deepEqual(readdirSync(path.join(site, SYNTHETIC_DIR)), [
            'page-0001.md',
            'page-0002.md',
            'page-0003.md',
          ]);
          // What the search index plugin does during the synthetic build.
          mkdirSync(path.join(site, '.search-index'));
          writeFileSync(path.join(site, '.search-index/synthetic.txt'), 'synthetic');
          throw new Error('build failed');
        }),
        /build failed/,
      );
      assert.equal(existsSync(path.join(site, SYNTHETIC_DIR)), false);
      assert.deepEqual(readdirSync(path.join(site, '.search-index')), ['real.txt']);
    } finally {
      rmSync(site, {recursive: true, force: true});
    }
  });
});

describe('scale benchmark', () => {
  test('copies the sources without dependencies or outputs, and adds versions copied from 1.1.0', () => {
    const dir = tempDir();
    try {
      const site = path.join(dir, 'site');
      for (const folder of [
        'docs',
        'node_modules/x',
        'build',
        'build-bench-scale',
        '.docusaurus',
        'versioned_sidebars',
      ])
        mkdirSync(path.join(site, folder), {recursive: true});
      mkdirSync(path.join(site, 'versioned_docs/version-1.1.0/guide'), {recursive: true});
      writeFileSync(path.join(site, 'versioned_docs/version-1.1.0/guide/page.md'), '# Page');
      writeFileSync(path.join(site, 'versioned_sidebars/version-1.1.0-sidebars.json'), '{}');
      writeFileSync(path.join(site, 'versions.json'), '["1.1.0"]');
      const copy = path.join(dir, 'copy');
      copySite(site, copy);
      assert.deepEqual(readdirSync(copy).sort(), ['docs', 'versioned_docs', 'versioned_sidebars', 'versions.json']);
      addVersions(copy, ['1.0.0', '0.15.0']);
      assert.deepEqual(JSON.parse(readFileSync(path.join(copy, 'versions.json'), 'utf8')), [
        '1.1.0',
        '1.0.0',
        '0.15.0',
      ]);
      assert.equal(readFileSync(path.join(copy, 'versioned_docs/version-0.15.0/guide/page.md'), 'utf8'), '# Page');
      assert.ok(existsSync(path.join(copy, 'versioned_sidebars/version-1.0.0-sidebars.json')));
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
  test("holds ten versions to two: page JS, ms per page, memory, the first searches and the oldest version's bundle", () => {
    const build = (msPerPage: number, peakRssBytes: number) => ({
      wallMs: 0,
      peakRssBytes,
      htmlPages: 1000,
      msPerPage,
      stages: {},
    });
    const site = (
      versions: number,
      ms: number,
      peak: number,
      js: number,
      search: number,
      records = 470,
    ): ScaleFigures => ({
      versions,
      cold: build(ms, peak),
      warm: build(ms / 2, peak),
      currentPage: {path: '/docs/quickstart', jsBeforeHydrationGzip: js, biggest: []},
      archivedPage: {path: '/docs/1.1.0/quickstart', jsBeforeHydrationGzip: js},
      search: {
        indexFiles: 1,
        indexBytes: 1,
        firstQueryGzip: search,
        firstQueryRequests: 1,
        archivedFirstQueryGzip: search,
        archivedBundleRecords: records,
      },
    });
    const within = checkScale(
      {date: '', sites: [site(2, 40, 2 ** 31, 200_000, 190_000), site(10, 44, 2 ** 32, 205_000, 191_000)]},
      budgets.scale,
    );
    assert.ok(
      within.every((r) => r.ok),
      JSON.stringify(within),
    );
    const over = checkScale(
      {
        date: '',
        sites: [site(2, 40, 2 ** 31, 200_000, 190_000), site(10, 44.1, 2 ** 32 + 1, 205_001, 191_001, 340)],
      },
      budgets.scale,
    );
    // Page JS, cold and warm ms per page, memory, both first searches, and the oldest version's bundle,
    // which lacks the pages outside the docs.
    assert.equal(over.filter((r) => !r.ok).length, 7);
  });
});
