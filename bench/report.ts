// The shape of bench/report.json, the budgets it is held to, and the table printed from it.
import type {BuildFigures} from './build';
import type {Bytes, ClientFigures} from './client';
import type {ScaleTargets} from './scale';
import {CATEGORIES, MOBILE_CPU_SLOWDOWN, type Category, type LighthouseResult} from './lighthouse';

/** The pages measured: a typical doc page, the biggest generated page, the home page, a Learn post, a page with diagrams and an image. */
export const PAGES = [
  '/docs/quickstart',
  '/docs/graphql/objects',
  '/',
  '/learn/data-mesh',
  '/docs/architecture/architecture',
] as const;
export const DOC_PAGE = PAGES[0];

export type Growth = {
  method: string;
  addedPages: number;
  docPageJsBeforeHydrationGzip: {before: number; after: number; per1000Pages: number};
  docPageJsBeforeHydrationRaw: {before: number; after: number; per1000Pages: number};
};

export type Report = {
  date: string;
  machine: {cores: number; memoryBytes: number; node: string; loadAverage: number[]};
  build: {cold?: BuildFigures; warm?: BuildFigures};
  pages: Record<string, {client?: ClientFigures; lighthouse?: LighthouseResult}>;
  growth?: Growth;
  /** Stock Docusaurus's doc page, scored in the same Lighthouse run (bench/stock.ts). */
  stock?: {page: string; lighthouse: LighthouseResult};
  /** How many times Lighthouse slowed the CPU (the mobile preset's 4 unless `--cpu-slowdown`). */
  lighthouseCpuSlowdown?: number;
};

export type Budgets = {
  /** The scale benchmark's targets (`--scale`): ten docs versions against two. */
  scale: ScaleTargets;
  build: {coldMsPerPage: number; warmMsPerPage: number; peakRssBytes: number};
  client: {docPageJsBeforeHydrationGzipBytes: number};
  lighthouse: Record<Category, number> & {
    /** Each page's total blocking time over stock Docusaurus's doc page's, in the same run. */
    tbtRatioToStock: number;
  };
};

export type BudgetResult = {name: string; limit: string; actual?: string; ok?: boolean};

const TBT = 'total-blocking-time';
const KB = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const GiB = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Each budget with the figure it holds; `ok` is undefined where that figure was not measured. */
export function checkBudgets(report: Report, budgets: Budgets): BudgetResult[] {
  const results: BudgetResult[] = [];
  const atMost = (name: string, limit: number, actual: number | undefined, format: (n: number) => string) =>
    results.push({
      name,
      limit: `<= ${format(limit)}`,
      actual: actual === undefined ? undefined : format(actual),
      ok: actual === undefined ? undefined : actual <= limit,
    });
  const msPerPage = (n: number) => `${n.toFixed(1)} ms/page`;
  atMost('cold build', budgets.build.coldMsPerPage, report.build.cold?.msPerPage, msPerPage);
  atMost('warm build', budgets.build.warmMsPerPage, report.build.warm?.msPerPage, msPerPage);
  const peaks = [report.build.cold?.peakRssBytes, report.build.warm?.peakRssBytes].filter(
    (n): n is number => n !== undefined,
  );
  atMost('build peak memory', budgets.build.peakRssBytes, peaks.length ? Math.max(...peaks) : undefined, GiB);
  atMost(
    `${DOC_PAGE} JS before hydration (gzip)`,
    budgets.client.docPageJsBeforeHydrationGzipBytes,
    report.pages[DOC_PAGE]?.client?.jsBeforeHydration.gzip,
    KB,
  );
  for (const page of PAGES)
    for (const category of CATEGORIES) {
      const limit = budgets.lighthouse[category];
      const actual = report.pages[page]?.lighthouse?.scores[category];
      results.push({
        name: `${page} Lighthouse ${category}`,
        limit: `>= ${limit}`,
        actual: actual === undefined ? undefined : String(actual),
        ok: actual === undefined ? undefined : actual >= limit,
      });
    }
  const stockTbt = report.stock?.lighthouse.metrics[TBT];
  for (const page of PAGES) {
    const tbt = report.pages[page]?.lighthouse?.metrics[TBT];
    atMost(
      `${page} TBT / stock Docusaurus's`,
      budgets.lighthouse.tbtRatioToStock,
      tbt === undefined || !stockTbt ? undefined : tbt / stockTbt,
      (n) => `${Math.round(n * 100)}%`,
    );
  }
  return results;
}

const bytes = ({raw, gzip}: Bytes) => `${KB(raw)} / ${KB(gzip)}`;

/** A Markdown table, each column as wide as its widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

/** Markdown tables of every figure in the report (the README's Performance section uses them). */
export function formatReport(report: Report): string {
  const parts: string[] = [];
  const builds = Object.entries(report.build).filter((entry): entry is [string, BuildFigures] => !!entry[1]);
  if (builds.length) {
    const stageNames = [...new Set(builds.flatMap(([, b]) => Object.keys(b.stages)))];
    parts.push(
      table(
        ['Build', 'Wall time', 'Peak RSS (tree)', 'HTML pages', 'ms/page', ...stageNames.map((s) => `${s} stage`)],
        builds.map(([name, b]) => [
          name,
          seconds(b.wallMs),
          GiB(b.peakRssBytes),
          String(b.htmlPages),
          b.msPerPage.toFixed(1),
          ...stageNames.map((s) => (b.stages[s] === undefined ? '-' : seconds(b.stages[s]))),
        ]),
      ),
    );
  }
  const measured = PAGES.filter((page) => report.pages[page]?.client);
  if (measured.length)
    parts.push(
      table(
        [
          'Page (raw / gzip)',
          'HTML',
          'JS before hydration',
          'CSS before hydration',
          'JS after',
          'CSS after',
          'Requests (before / all)',
        ],
        measured.map((page) => {
          const c = report.pages[page].client!;
          return [
            page,
            bytes(c.html),
            bytes(c.jsBeforeHydration),
            bytes(c.cssBeforeHydration),
            bytes(c.jsAfterHydration),
            bytes(c.cssAfterHydration),
            `${c.requestsBeforeHydration} / ${c.requests}`,
          ];
        }),
      ),
    );
  const scored: [string, LighthouseResult][] = PAGES.filter((page) => report.pages[page]?.lighthouse).map((page) => [
    page,
    report.pages[page].lighthouse!,
  ]);
  if (report.stock) scored.push([`stock Docusaurus ${report.stock.page}`, report.stock.lighthouse]);
  const stockTbt = report.stock?.lighthouse.metrics[TBT];
  if (scored.length)
    parts.push(
      table(
        [
          `Lighthouse (mobile, CPU ${report.lighthouseCpuSlowdown ?? MOBILE_CPU_SLOWDOWN}x slower)`,
          ...CATEGORIES,
          'LCP',
          'TBT',
          'TBT / stock',
          'CLS',
        ],
        scored.map(([page, {scores, metrics}]) => [
          page,
          ...CATEGORIES.map((category) => String(scores[category])),
          `${Math.round(metrics['largest-contentful-paint'])} ms`,
          `${Math.round(metrics[TBT])} ms`,
          stockTbt ? `${Math.round((metrics[TBT] / stockTbt) * 100)}%` : '-',
          metrics['cumulative-layout-shift'].toFixed(3),
        ]),
      ),
    );
  const indexes = scored.flatMap(([, result]) => result.benchmarkIndex ?? []);
  if (indexes.length)
    parts.push(
      `Lighthouse's benchmark index of this host (higher is faster): ${Math.min(...indexes)} to ${Math.max(...indexes)} over the runs.`,
    );
  if (report.growth) {
    const {addedPages, method, docPageJsBeforeHydrationGzip: gz, docPageJsBeforeHydrationRaw: raw} = report.growth;
    parts.push(
      `Growth of ${DOC_PAGE} JS before hydration with ${addedPages} added pages (${method}): ` +
        `${KB(raw.before)} -> ${KB(raw.after)} raw, ${KB(gz.before)} -> ${KB(gz.after)} gzip; ` +
        `${KB(raw.per1000Pages)} raw and ${KB(gz.per1000Pages)} gzip per 1,000 pages.`,
    );
  }
  const doc = report.pages[DOC_PAGE]?.client;
  if (doc) {
    const biggest = doc.resources.filter((r) => r.beforeHydration).slice(0, 10);
    parts.push(
      table(
        [`Biggest files before hydration on ${DOC_PAGE}`, 'raw', 'gzip'],
        biggest.map((r) => [new URL(r.url).pathname, KB(r.raw), KB(r.gzip)]),
      ),
    );
  }
  return parts.join('\n\n');
}

export function formatBudgets(results: BudgetResult[]): string {
  return table(
    ['Budget', 'Limit', 'Measured', 'Result'],
    results.map((r) => [
      r.name,
      r.limit,
      r.actual ?? '-',
      r.ok === undefined ? 'not measured' : r.ok ? 'pass' : 'FAIL',
    ]),
  );
}
