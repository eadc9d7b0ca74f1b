// Measures the local search of a production build: bytes fetched from opening the modal to the first
// results (cold cache) and for each later query, keystroke-to-results time on a warm index (timed inside
// the page), and the indexing time of the whole site. Prints a table with a PASS/FAIL per budget.
// Usage: npm run bench:search [-- --strict] [--verbose] [--no-index] [--port 4391] [--dir build]
//   --strict: exit 1 when a budget fails; --verbose: every timed query; --no-index: skip the indexing run
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type BrowserContext, type Page, type Request} from '@playwright/test';
import {CHROMIUM_LAUNCH_OPTIONS} from '../tests/chromium';
import {isCompressible, startStaticServer} from '../src/plugins/host-config';
import {buildIndex, pagesToIndex} from '../src/plugins/search';
import readerQueries from '../tests/fixtures/search-queries.json';
import {ARCHIVED_VERSIONS} from '../config/site';

const ROOT = path.resolve(__dirname, '..');
const arg = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1]! : fallback;
};
const STRICT = process.argv.includes('--strict');
const VERBOSE = process.argv.includes('--verbose');
const SKIP_INDEX = process.argv.includes('--no-index');
const PORT = Number(arg('port', '4391'));
const BUILD = path.resolve(ROOT, arg('dir', 'build'));
const PAGE = '/docs/quickstart';

const BUDGET = {coldBytes: 200_000, queryBytes: 100_000, medianMs: 100};
/**
 * The first runs on a cold cache; the others follow in the same tab: topics, then identifiers as readers
 * copy them (a variable, an option, a flag, a GraphQL field and object), each defined on one of the
 * reference's longest pages.
 */
const BYTE_QUERIES = [
  'snowflake',
  'lineage',
  'access token',
  'glossary',
  'aspect',
  'kubernetes',
  'data contract',
  'METADATA_SERVICE_AUTH_ENABLED',
  'include_column_lineage',
  '--dump-logs-on-failure',
  // A flag of a common word: its row is looked for among the pages with flag rows, after the first results.
  '--port',
  'searchAcrossEntities',
  'DatasetProperties',
  // A GraphQL field as `Type.field`: its type's section is looked for among the GraphQL pages.
  'Dataset.schemaMetadata',
  'profiling.enabled',
];
/** Realistic reader queries (both halves of the relevance fixture), timed on a warm index. */
const TIMED_QUERIES = [...readerQueries.tuning, ...readerQueries.heldOut].map((item) => item.query);

type Fetched = {url: string; start: number; headers: number; raw: number; gzip: number};
type Window = {start: number; end: number};
type Sizes = {requests: number; raw: number; gzip: number};

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** What a file of the build weighs as served (raw) and as a compressing host sends it (gzip). */
const bodySizes = new Map<string, {raw: number; gzip: number}>();
function fileSizes(build: string, url: string): {raw: number; gzip: number} | undefined {
  const {pathname} = new URL(url);
  const base = path.join(build, decodeURIComponent(pathname));
  const file = [base, path.join(base, 'index.html')].find((f) => existsSync(f) && statSync(f).isFile());
  if (!file) return undefined;
  if (!bodySizes.has(file)) {
    const body = readFileSync(file);
    bodySizes.set(file, {raw: body.length, gzip: isCompressible(file) ? gzipSync(body).length : body.length});
  }
  return bodySizes.get(file);
}

/** Records every finished request of the context (the page's and Pagefind's web worker's). */
function recordRequests(context: BrowserContext, build: string) {
  const fetched: Fetched[] = [];
  const seen = new Set<string>();
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  context.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  context.on('requestfailed', settle);
  context.on('requestfinished', (request: Request) => {
    void request.sizes().then((sizes) => {
      // A file asked for again in this context (a second Pagefind instance loads its runtime again) and
      // sent without a body came from the browser's cache: from memory (Chromium reports a body size
      // below 0; nothing sent) or revalidated (a 304 of the server: its headers). Otherwise the body as
      // served, from the build (Chromium reports no body size for a worker's script).
      const again = seen.has(request.url()) && sizes.responseBodySize <= 0;
      seen.add(request.url());
      const body = again
        ? {raw: 0, gzip: 0}
        : (fileSizes(build, request.url()) ?? {raw: sizes.responseBodySize, gzip: sizes.responseBodySize});
      const headers = again && sizes.responseBodySize < 0 ? 0 : sizes.responseHeadersSize;
      fetched.push({
        url: request.url(),
        start: request.timing().startTime,
        headers,
        raw: headers + body.raw,
        gzip: headers + body.gzip,
      });
      settle();
    });
  });
  /** Resolves once no request has been in flight for `quietMs`. */
  const quiet = async (quietMs = 400) => {
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < quietMs))
      await new Promise((r) => setTimeout(r, 50));
  };
  const within = ({start, end}: Window) => fetched.filter((f) => f.start >= start && f.start <= end);
  return {fetched, quiet, within};
}

const total = (list: Fetched[]): Sizes => ({
  requests: list.length,
  raw: list.reduce((sum, f) => sum + f.raw, 0),
  gzip: list.reduce((sum, f) => sum + f.gzip, 0),
});

/**
 * The in-page probe: the time of the Ctrl+K keydown and of the search input's `input` event
 * (performance.now()), and a MutationObserver that notes when results are in the modal (every
 * query measured has results). Plain JavaScript: tsx's helpers do not exist in the page.
 */
const ARM_PROBE = `(() => {
  const probe = {};
  probe.done = new Promise((resolve) => {
    const onKey = (event) => {
      if (event.key === 'k' && (event.ctrlKey || event.metaKey)) probe.opened ??= performance.now();
    };
    const onInput = (event) => {
      if (event.target.classList && event.target.classList.contains('DocSearch-Input')) probe.typed ??= performance.now();
    };
    const observer = new MutationObserver(() => {
      // Not the no-results screen: the modal shows it while a query's first results are on their way.
      if (!probe.typed || !document.querySelector('.DocSearch-Dropdown .DocSearch-Hit')) return;
      probe.rendered = performance.now();
      observer.disconnect();
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('input', onInput, true);
      resolve();
    });
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('input', onInput, true);
    observer.observe(document.body, {childList: true, subtree: true, characterData: true});
  });
  window.benchProbe = probe;
})()`;
/** The probe's times on the wall clock, like Playwright's request start times. */
const READ_PROBE = `window.benchProbe.done.then(() => {
  const wall = (t) => (t === undefined ? undefined : performance.timeOrigin + t);
  const probe = window.benchProbe;
  return {opened: wall(probe.opened), typed: wall(probe.typed), rendered: wall(probe.rendered)};
})`;

const armProbe = (page: Page) => page.evaluate(ARM_PROBE);
const readProbe = (page: Page) => page.evaluate<{opened?: number; typed: number; rendered: number}>(READ_PROBE);

/** Types a query into the open modal (one input event) and waits for its results. */
async function search(page: Page, query: string) {
  const input = page.locator('.DocSearch-Input');
  // Back to the empty start screen first, so that the next results in the list are this query's.
  await input.fill('');
  await page.locator('.DocSearch-Dropdown .DocSearch-Hit').first().waitFor({state: 'detached'});
  await armProbe(page);
  await input.fill(query);
  const times = await readProbe(page);
  const hits = await page.locator('.DocSearch-Dropdown .DocSearch-Hit').count();
  return {...times, hits};
}

/** Reruns the site's indexer over the build's pages, writing to a temporary folder. */
async function measureIndexing(): Promise<{pages: number; wallMs: number}> {
  const routes: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name));
      else if (entry.name === 'index.html') routes.push(`/${path.relative(BUILD, dir).split(path.sep).join('/')}`);
    }
  };
  walk(BUILD);
  // Section labels (the result groups) come from the docs plugin during a build; they do not change the
  // work. Each archived version is a bundle of its own, at its docs path, as in the build.
  const archived = ARCHIVED_VERSIONS.map((name) => ({name, path: `/docs/${name}`}));
  const pages = pagesToIndex(BUILD, routes, new Map(), archived);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  try {
    const started = Date.now();
    await buildIndex({outputPath: path.join(tmp, 'pagefind'), devCopyPath: path.join(tmp, 'dev-copy'), pages});
    return {pages: pages.length, wallMs: Date.now() - started};
  } finally {
    rmSync(tmp, {recursive: true, force: true});
  }
}

function kind(url: string): string {
  const {pathname} = new URL(url);
  // The main bundle's files, or an archived version's (`/pagefind/1.1.0/index/...`).
  const part = /^\/pagefind\/(?:[^/]+\/)?(fragment|index|filter)\//.exec(pathname)?.[1];
  if (part === 'fragment') return 'Pagefind fragments (one per result page)';
  if (part === 'index') return 'Pagefind index chunks';
  if (part === 'filter') return 'Pagefind filters';
  if (pathname.startsWith('/pagefind/')) return 'Pagefind runtime (js, worker, wasm, entry, meta)';
  if (pathname.startsWith('/assets/')) return 'DocSearch modal (JS and CSS chunks)';
  return 'other';
}

type Row = {measure: string; value: string; budget: string; ok?: boolean};

function printTable(rows: Row[]): void {
  const cells = rows.map((r) => [r.measure, r.value, r.budget, r.ok === undefined ? '-' : r.ok ? 'PASS' : 'FAIL']);
  const header = ['Measure', 'Value', 'Budget', 'Result'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const c of cells) console.log(line(c));
}

const stats = (ms: number[]) =>
  `median ${percentile(ms, 50).toFixed(1)} ms, p90 ${percentile(ms, 90).toFixed(1)} ms, max ${ms.at(-1)!.toFixed(1)} ms`;
const sizeLine = (label: string, s: Sizes) =>
  `  ${label.padEnd(50)} ${String(s.requests).padStart(3)} req ${kB(s.raw).padStart(10)} raw ${kB(s.gzip).padStart(10)} gzip`;

/**
 * Opens `url` in a new context (an empty HTTP cache: the reader's first search), waits until the page
 * is hydrated and quiet, then times Ctrl+K to the first rendered results of the first byte query.
 */
async function firstSearch(browser: Browser, build: string, url: string) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const network = recordRequests(context, build);
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  await network.quiet();
  const onLoad = network.fetched.filter((f) => f.url.includes('/pagefind/')).length;
  await armProbe(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  await page.locator('.DocSearch-Input').fill(BYTE_QUERIES[0]!);
  const cold = await readProbe(page);
  return {context, network, page, onLoad, cold};
}

async function main() {
  if (!existsSync(path.join(BUILD, 'pagefind', 'pagefind.js')))
    throw new Error(`${BUILD} has no local search index: run \`npm run build\` (without ALGOLIA_*) first`);
  const loadBefore = os.loadavg()[0]!;
  const server = await startStaticServer({root: BUILD, port: PORT, host: '127.0.0.1'});
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const rows: Row[] = [];
  try {
    const {context, network, page, onLoad, cold} = await firstSearch(browser, BUILD, `${server.url}${PAGE}`);
    await network.quiet();
    const coldFetched = network.within({start: cold.opened!, end: cold.rendered});
    const coldSizes = total(coldFetched);
    const coldAfter = total(network.within({start: cold.rendered + 0.001, end: Infinity}));

    // Later queries: what each one adds.
    const later: {query: string; sizes: Sizes; ms: number; hits: number}[] = [];
    for (const query of BYTE_QUERIES.slice(1)) {
      await network.quiet();
      const t = await search(page, query);
      await network.quiet();
      later.push({
        query,
        sizes: total(network.within({start: t.typed, end: t.rendered})),
        ms: t.rendered - t.typed,
        hits: t.hits,
      });
    }

    // Keystroke to results: each reader query the first time (its new words fetch their index chunks,
    // its results their fragments), then twice more on the warm index (everything it needs loaded).
    const readerBytes: {query: string; gzip: number}[] = [];
    const timed = async (pass: string) => {
      const ms: number[] = [];
      for (const query of TIMED_QUERIES) {
        await network.quiet(100);
        const t = await search(page, query);
        ms.push(t.rendered - t.typed);
        await network.quiet(100);
        const s = total(network.within({start: t.typed, end: t.rendered}));
        if (pass === 'first') readerBytes.push({query, gzip: s.gzip});
        if (VERBOSE) {
          const time = `${(t.rendered - t.typed).toFixed(0)} ms`;
          console.log(
            `  ${pass} ${query.padEnd(32)} ${time.padStart(8)} ${String(s.requests).padStart(3)} req ${kB(s.gzip)}`,
          );
        }
      }
      return ms;
    };
    const firstTime = (await timed('first')).sort((a, b) => a - b);
    const warm = [...(await timed('warm ')), ...(await timed('warm '))].sort((a, b) => a - b);
    await context.close();

    const indexing = SKIP_INDEX ? undefined : await measureIndexing();

    console.log(`Search benchmark: ${BUILD} served on ${server.url}, page ${PAGE}, Chromium`);
    console.log(
      `Load average (1 min) ${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after, on ${os.cpus().length} CPUs`,
    );
    console.log(
      'Bytes: every request that starts in the window, response headers included. "raw" as this server sends',
    );
    console.log(
      'it (uncompressed); "gzip" as a compressing host sends it (text gzip -6; Pagefind files are gzip already).',
    );
    console.log('1 kB = 1,000 bytes.');
    console.log(`Search requests during page load: ${onLoad} (tests/e2e/search.spec.ts holds this at 0).\n`);

    console.log(`Cold cache, Ctrl+K to the first results for "${BYTE_QUERIES[0]}":`);
    const groups = new Map<string, Fetched[]>();
    for (const f of coldFetched) groups.set(kind(f.url), [...(groups.get(kind(f.url)) ?? []), f]);
    for (const [name, list] of groups) {
      console.log(sizeLine(name, total(list)));
      if (VERBOSE)
        for (const f of list)
          console.log(
            `      ${new URL(f.url).pathname.padEnd(48)} ${kB(f.headers).padStart(8)} headers ${kB(f.gzip).padStart(9)} gzip`,
          );
    }
    console.log(sizeLine('total', coldSizes));
    console.log(
      `  ${(cold.rendered - cold.opened!).toFixed(0)} ms; then ${kB(coldAfter.gzip)} of route prefetches for the result links (not counted)\n`,
    );

    console.log('Later queries in the same tab, input event to results:');
    console.log(
      `  ${'query'.padEnd(16)} ${'req'.padStart(4)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'time'.padStart(8)} ${'rows'.padStart(5)}`,
    );
    for (const q of later) {
      const time = `${q.ms.toFixed(0)} ms`;
      const {requests, raw, gzip} = q.sizes;
      console.log(
        `  ${q.query.padEnd(16)} ${String(requests).padStart(4)} ${kB(raw).padStart(10)} ${kB(gzip).padStart(10)} ${time.padStart(8)} ${String(q.hits).padStart(5)}`,
      );
    }
    const maxLater = later.reduce((max, q) => (q.sizes.gzip > max.sizes.gzip ? q : max), later[0]!);
    const maxReader = readerBytes.reduce((max, q) => (q.gzip > max.gzip ? q : max), readerBytes[0]!);
    const overBudget = readerBytes.filter((q) => q.gzip > BUDGET.queryBytes).length;
    console.log(
      `  the ${readerBytes.length} reader queries below, first time: max ${kB(maxReader.gzip)} ("${maxReader.query}"), ${overBudget} over ${kB(BUDGET.queryBytes)}\n`,
    );

    console.log(
      `Keystroke to results (input event to results in the DOM, timed in the page), ${TIMED_QUERIES.length} reader queries:`,
    );
    console.log(`  warm index, ${warm.length} runs: ${stats(warm)}`);
    console.log(`  first time each query is typed (new index chunks and fragments fetched): ${stats(firstTime)}\n`);

    rows.push({
      measure: 'Cold: Ctrl+K to first results',
      value: `${kB(coldSizes.gzip)} gzip (${kB(coldSizes.raw)} raw)`,
      budget: `<= ${kB(BUDGET.coldBytes)}`,
      ok: coldSizes.gzip <= BUDGET.coldBytes,
    });
    rows.push({
      measure: `Later queries (max of ${later.length})`,
      value: `${kB(maxLater.sizes.gzip)} gzip (${kB(maxLater.sizes.raw)} raw), "${maxLater.query}"`,
      budget: `<= ${kB(BUDGET.queryBytes)} each`,
      ok: maxLater.sizes.gzip <= BUDGET.queryBytes,
    });
    rows.push({
      measure: 'Keystroke to results, warm index',
      value: `median ${percentile(warm, 50).toFixed(1)} ms, p90 ${percentile(warm, 90).toFixed(1)} ms`,
      budget: `median <= ${BUDGET.medianMs} ms`,
      ok: percentile(warm, 50) <= BUDGET.medianMs,
    });
    rows.push({
      measure: 'Keystroke to results, new words',
      value: `median ${percentile(firstTime, 50).toFixed(1)} ms, p90 ${percentile(firstTime, 90).toFixed(1)} ms`,
      budget: '-',
    });
    if (indexing)
      rows.push({
        measure: 'Indexing the full site',
        value: `${indexing.pages} pages in ${indexing.wallMs} ms`,
        budget: '-',
      });
    printTable(rows);
  } finally {
    await browser.close();
    await server.close();
  }
  if (STRICT && rows.some((r) => r.ok === false)) process.exitCode = 1;
}

/**
 * The bytes (gzip, as a compressing host sends them) from Ctrl+K to the first results of the first
 * byte query, on a cold cache, from `page` of the build in `build` (the scale benchmark's measure).
 */
export async function measureFirstSearch(build: string, page = PAGE): Promise<Sizes> {
  const server = await startStaticServer({root: build});
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const {network, cold} = await firstSearch(browser, build, `${server.url}${page}`);
    await network.quiet();
    return total(network.within({start: cold.opened!, end: cold.rendered}));
  } finally {
    await browser.close();
    await server.close();
  }
}

// `npm run bench:search` runs this file; the scale benchmark imports it.
if (path.resolve(process.argv[1] ?? '') === __filename)
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
