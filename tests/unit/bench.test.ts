// The benchmark's own parts: stage parsing, budgets, the static server and the synthetic pages.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {countHtmlPages, parseStages} from '../../bench/build';
import {SYNTHETIC_DIR, withSyntheticPages} from '../../bench/growth';
import {checkBudgets, DOC_PAGE, PAGES, type Budgets, type Report} from '../../bench/report';
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
    const lighthouse = {
      scores: {performance: 94, accessibility: 100, 'best-practices': 100, seo: 100},
      failing: [],
      metrics: {},
    };
    const results = checkBudgets(
      reportWith({
        build: {cold: build(39, 2 ** 30), warm: build(21, 5 * 2 ** 30)},
        pages: {[DOC_PAGE]: {client, lighthouse}},
      }),
      budgets,
    );
    const failed = results.filter((r) => r.ok === false).map((r) => r.name);
    assert.deepEqual(failed, [
      'warm build',
      'build peak memory',
      `${DOC_PAGE} JS before hydration (gzip)`,
      `${DOC_PAGE} Lighthouse performance`,
    ]);
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
