// `npm run bench -- --scale`: the site with two docs versions and with ten, side by side in one run.
// A scratch copy of the site (build-bench-scale/site, git-ignored, removed afterwards) is built cold and
// warm as it is (current and 1.1.0), then again with eight more versions copied from 1.1.0's pages under
// the names of the version menu's archived releases. Each build reports its wall time, milliseconds per
// page and peak memory; each output, the JavaScript before hydration of a current and an archived doc
// page and the search index's size and first query.
import {cpSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {runBuild, type BuildFigures} from './build';
import {launchBrowser, measurePage, type ClientFigures} from './client';
import {table} from './report';
import {measureFirstSearch} from './search';
import {EXTERNAL_VERSIONS} from '../config/site';
import {startStaticServer} from '../src/plugins/host-config';

export const SCALE_DIR = 'build-bench-scale';
/** Eight more versions: with current and 1.1.0, ten. */
export const EXTRA_VERSIONS = EXTERNAL_VERSIONS.slice(0, 8);
const TEMPLATE_VERSION = '1.1.0';
export const CURRENT_PAGE = '/docs/quickstart';
/** A page of the oldest version each site builds. */
const archivedPage = (version: string) => `/docs/${version}/quickstart`;

/** What the copy leaves out: dependencies (found in the project's node_modules, above it), outputs, caches. */
const NOT_COPIED =
  /^(node_modules|build|build-.*|\.docusaurus|\.git|\.search-index|\.scratch|test-results|playwright-report)$/;

export type ScaleFigures = {
  versions: number;
  cold: BuildFigures;
  warm: BuildFigures;
  /** With the biggest files it loads before hydration (gzip), to see what grows with the versions. */
  currentPage: {path: string; jsBeforeHydrationGzip: number; biggest: {file: string; gzip: number}[]};
  archivedPage: {path: string; jsBeforeHydrationGzip: number};
  search: {
    indexFiles: number;
    indexBytes: number;
    firstQueryGzip: number;
    firstQueryRequests: number;
    /** From the oldest version's page, which searches that version's own index bundle. */
    archivedFirstQueryGzip: number;
    /** Records in that bundle (its docs' pages and parts, and the pages outside the docs). */
    archivedBundleRecords: number;
  };
};

export type ScaleReport = {date: string; sites: ScaleFigures[]};

/** Copies the site's sources (not node_modules, outputs or caches) to `dest`. */
export function copySite(siteDir: string, dest: string): void {
  rmSync(dest, {recursive: true, force: true});
  for (const entry of readdirSync(siteDir))
    if (!NOT_COPIED.test(entry)) cpSync(path.join(siteDir, entry), path.join(dest, entry), {recursive: true});
}

/** Adds `names` as versions of `site`, each a copy of the template version's pages and sidebars. */
export function addVersions(site: string, names: readonly string[]): void {
  const versionsFile = path.join(site, 'versions.json');
  const versions = JSON.parse(readFileSync(versionsFile, 'utf8')) as string[];
  for (const name of names) {
    cpSync(
      path.join(site, 'versioned_docs', `version-${TEMPLATE_VERSION}`),
      path.join(site, 'versioned_docs', `version-${name}`),
      {recursive: true},
    );
    cpSync(
      path.join(site, 'versioned_sidebars', `version-${TEMPLATE_VERSION}-sidebars.json`),
      path.join(site, 'versioned_sidebars', `version-${name}-sidebars.json`),
    );
  }
  writeFileSync(versionsFile, `${JSON.stringify([...versions, ...names], null, 2)}\n`);
}

function folderSize(dir: string): {files: number; bytes: number} {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, {recursive: true, withFileTypes: true}))
    if (entry.isFile()) {
      files++;
      bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    }
  return {files, bytes};
}

async function measureSite(site: string, oldest: string, log: (line: string) => void): Promise<ScaleFigures> {
  const versions = (JSON.parse(readFileSync(path.join(site, 'versions.json'), 'utf8')) as string[]).length + 1;
  log(`${versions} versions: cold build`);
  const cold = await runBuild(site, {cold: true, log});
  log(`${versions} versions: cold ${(cold.wallMs / 1000).toFixed(1)} s, ${cold.htmlPages} pages; warm build`);
  const warm = await runBuild(site, {cold: false, log});
  log(`${versions} versions: warm ${(warm.wallMs / 1000).toFixed(1)} s; pages and search`);
  const build = path.join(site, 'build');
  const server = await startStaticServer({root: build});
  const browser = await launchBrowser();
  let current: ClientFigures;
  let archived: number;
  try {
    current = await measurePage(browser, server.url + CURRENT_PAGE);
    archived = (await measurePage(browser, server.url + archivedPage(oldest))).jsBeforeHydration.gzip;
  } finally {
    await browser.close();
    await server.close();
  }
  const index = folderSize(path.join(build, 'pagefind'));
  const entry = JSON.parse(readFileSync(path.join(build, 'pagefind', oldest, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, {page_count: number}>;
  };
  const first = await measureFirstSearch(build, CURRENT_PAGE);
  const firstArchived = await measureFirstSearch(build, archivedPage(oldest));
  return {
    versions,
    cold,
    warm,
    currentPage: {
      path: CURRENT_PAGE,
      jsBeforeHydrationGzip: current.jsBeforeHydration.gzip,
      biggest: current.resources
        .filter((r) => r.beforeHydration && r.kind === 'js')
        .slice(0, 8)
        .map((r) => ({file: new URL(r.url).pathname, gzip: r.gzip})),
    },
    archivedPage: {path: archivedPage(oldest), jsBeforeHydrationGzip: archived},
    search: {
      indexFiles: index.files,
      indexBytes: index.bytes,
      firstQueryGzip: first.gzip,
      firstQueryRequests: first.requests,
      archivedFirstQueryGzip: firstArchived.gzip,
      archivedBundleRecords: Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0),
    },
  };
}

/** Builds and measures the two-version site, then the ten-version one, from one scratch copy. */
export async function measureScale(siteDir: string, log: (line: string) => void): Promise<ScaleReport> {
  const root = path.join(siteDir, SCALE_DIR);
  const site = path.join(root, 'site');
  log(`copying the site to ${path.relative(siteDir, site)}`);
  copySite(siteDir, site);
  try {
    const two = await measureSite(site, TEMPLATE_VERSION, log);
    addVersions(site, EXTRA_VERSIONS);
    const ten = await measureSite(site, EXTRA_VERSIONS.at(-1)!, log);
    return {date: new Date().toISOString(), sites: [two, ten]};
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

export type ScaleTargets = {
  /** JS before hydration on the current doc page: at most this many bytes (gzip) above two versions'. */
  currentPageJsGrowthGzipBytes: number;
  /** Milliseconds per page, cold and warm: at most this ratio of two versions'. */
  msPerPageRatio: number;
  peakRssBytes: number;
  /** The first search's bytes: at most this many above two versions'. */
  firstQueryGrowthBytes: number;
};

export type ScaleResult = {name: string; limit: string; actual: string; ok: boolean};

/** The targets, checked on the ten-version site against the two-version one. */
export function checkScale(report: ScaleReport, targets: ScaleTargets): ScaleResult[] {
  const [two, ten] = report.sites as [ScaleFigures, ScaleFigures];
  const KB = (n: number) => `${(n / 1000).toFixed(1)} KB`;
  const results: ScaleResult[] = [];
  const growth = ten.currentPage.jsBeforeHydrationGzip - two.currentPage.jsBeforeHydrationGzip;
  results.push({
    name: `${CURRENT_PAGE} JS before hydration, ${ten.versions} versions against ${two.versions}`,
    limit: `+${KB(targets.currentPageJsGrowthGzipBytes)}`,
    actual: `${growth >= 0 ? '+' : ''}${KB(growth)}`,
    ok: growth <= targets.currentPageJsGrowthGzipBytes,
  });
  for (const kind of ['cold', 'warm'] as const) {
    const ratio = ten[kind].msPerPage / two[kind].msPerPage;
    results.push({
      name: `${kind} build ms per page, ${ten.versions} versions over ${two.versions}`,
      limit: `<= ${targets.msPerPageRatio.toFixed(2)}`,
      actual: ratio.toFixed(2),
      ok: ratio <= targets.msPerPageRatio,
    });
  }
  const peak = Math.max(ten.cold.peakRssBytes, ten.warm.peakRssBytes);
  results.push({
    name: `build peak memory, ${ten.versions} versions`,
    limit: `<= ${(targets.peakRssBytes / 2 ** 30).toFixed(2)} GiB`,
    actual: `${(peak / 2 ** 30).toFixed(2)} GiB`,
    ok: peak <= targets.peakRssBytes,
  });
  const searchGrowth = ten.search.firstQueryGzip - two.search.firstQueryGzip;
  results.push({
    name: `first search's bytes, ${ten.versions} versions against ${two.versions}`,
    limit: `+${KB(targets.firstQueryGrowthBytes)}`,
    actual: `${searchGrowth >= 0 ? '+' : ''}${KB(searchGrowth)}`,
    ok: searchGrowth <= targets.firstQueryGrowthBytes,
  });
  // The oldest version is a copy of the two-version site's oldest, built in another build: its bundle must
  // hold as much (its docs and the pages outside the docs), and its first search cost the same.
  results.push({
    name: `oldest version's search bundle, ${ten.versions} versions against ${two.versions}`,
    limit: `${two.search.archivedBundleRecords} records`,
    actual: `${ten.search.archivedBundleRecords} records`,
    ok: ten.search.archivedBundleRecords === two.search.archivedBundleRecords,
  });
  const archivedGrowth = ten.search.archivedFirstQueryGzip - two.search.archivedFirstQueryGzip;
  results.push({
    name: `first search from the oldest version, ${ten.versions} versions against ${two.versions}`,
    limit: `+${KB(targets.firstQueryGrowthBytes)}`,
    actual: `${archivedGrowth >= 0 ? '+' : ''}${KB(archivedGrowth)}`,
    ok: archivedGrowth <= targets.firstQueryGrowthBytes,
  });
  return results;
}

/** The two sites side by side, as a Markdown table. */
export function formatScale(report: ScaleReport): string {
  const rows: [string, (s: ScaleFigures) => string][] = [
    ['HTML pages', (s) => String(s.cold.htmlPages)],
    ['cold build', (s) => `${(s.cold.wallMs / 1000).toFixed(1)} s, ${s.cold.msPerPage.toFixed(1)} ms/page`],
    ['warm build', (s) => `${(s.warm.wallMs / 1000).toFixed(1)} s, ${s.warm.msPerPage.toFixed(1)} ms/page`],
    [
      'peak memory (cold / warm)',
      (s) => `${(s.cold.peakRssBytes / 2 ** 30).toFixed(2)} / ${(s.warm.peakRssBytes / 2 ** 30).toFixed(2)} GiB`,
    ],
    [
      `JS before hydration, ${CURRENT_PAGE} (gzip)`,
      (s) => `${(s.currentPage.jsBeforeHydrationGzip / 1000).toFixed(1)} KB`,
    ],
    [
      'JS before hydration, oldest version (gzip)',
      (s) => `${(s.archivedPage.jsBeforeHydrationGzip / 1000).toFixed(1)} KB (${s.archivedPage.path})`,
    ],
    ['search index', (s) => `${s.search.indexFiles} files, ${(s.search.indexBytes / 1e6).toFixed(1)} MB`],
    [
      'first search (gzip)',
      (s) => `${(s.search.firstQueryGzip / 1000).toFixed(1)} KB in ${s.search.firstQueryRequests} requests`,
    ],
    ['first search from the oldest version (gzip)', (s) => `${(s.search.archivedFirstQueryGzip / 1000).toFixed(1)} KB`],
    ["oldest version's search bundle", (s) => `${s.search.archivedBundleRecords} records`],
  ];
  const header = ['', ...report.sites.map((s) => `${s.versions} versions`)];
  const body = rows.map(([label, value]) => [label, ...report.sites.map(value)]);
  const biggest = report.sites.map(
    (s) =>
      `Biggest JS before hydration on ${CURRENT_PAGE}, ${s.versions} versions: ` +
      s.currentPage.biggest.map((b) => `${b.file} ${(b.gzip / 1000).toFixed(1)} KB`).join(', '),
  );
  return [table(header, body), '', ...biggest].join('\n');
}
