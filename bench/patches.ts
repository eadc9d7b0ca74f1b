// `npm run bench -- --patches [all|NAME,...]`: what each patch of the build accelerator is worth, measured
// side by side in one sitting. The site is built with every patch, then once without each named patch
// (ACCELERATE_DISABLE), then with every patch again, so that the host's drift shows; each build is cold, then
// warm, and each is followed by the JavaScript the bench pages load before hydration and, with
// --lighthouse-runs N, their Lighthouse performance and total blocking time (median of N).
import path from 'node:path';
import {PATCHES} from 'docusaurus-accelerate';
import {startStaticServer} from '../src/plugins/host-config';
import {runBuild} from './build';
import {launchBrowser, measurePage} from './client';
import {lighthouseScores} from './lighthouse';

/** The pages whose figures the patches move: a doc page, the heaviest reference page and the home page. */
const PAGES = ['/docs/quickstart', '/docs/graphql/objects', '/'] as const;

export type VariantFigures = {
  /** `all`, or the patch left out. */
  variant: string;
  coldMs: number;
  warmMs: number;
  peakRssBytes: number;
  /** Per page: JS before hydration (gzip bytes), and Lighthouse's performance score and TBT when run. */
  pages: Record<string, {jsGzip: number; performance?: number; tbtMs?: number}>;
};

async function measureVariant(
  siteDir: string,
  variant: string,
  lighthouseRuns: number,
  log: (line: string) => void,
  cpuSlowdown?: number,
) {
  process.env.ACCELERATE_DISABLE = variant === 'all' ? '' : variant;
  log(`${variant}: cold build`);
  const cold = await runBuild(siteDir, {cold: true, log});
  log(`${variant}: warm build`);
  const warm = await runBuild(siteDir, {cold: false, log});
  const figures: VariantFigures = {
    variant,
    coldMs: cold.wallMs,
    warmMs: warm.wallMs,
    peakRssBytes: Math.max(cold.peakRssBytes, warm.peakRssBytes),
    pages: {},
  };
  const server = await startStaticServer({root: path.join(siteDir, 'build')});
  try {
    const browser = await launchBrowser();
    try {
      for (const page of PAGES)
        figures.pages[page] = {jsGzip: (await measurePage(browser, server.url + page)).jsBeforeHydration.gzip};
    } finally {
      await browser.close();
    }
    if (lighthouseRuns > 0) {
      const results = await lighthouseScores(
        PAGES.map((page) => server.url + page),
        lighthouseRuns,
        cpuSlowdown,
      );
      for (const page of PAGES) {
        const result = results[server.url + page]!;
        figures.pages[page] = {
          ...figures.pages[page]!,
          performance: result.scores.performance,
          tbtMs: result.metrics['total-blocking-time'],
        };
      }
    }
  } finally {
    await server.close();
  }
  return figures;
}

export async function measurePatches(
  siteDir: string,
  selection: string,
  lighthouseRuns: number,
  log: (line: string) => void,
  /** Lighthouse's CPU slowdown (`--cpu-slowdown`); the mobile preset's by default. */
  cpuSlowdown?: number,
): Promise<VariantFigures[]> {
  const names = selection === 'all' ? [...PATCHES] : selection.split(',').filter(Boolean);
  const unknown = names.filter((name) => !(PATCHES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`no patch named ${unknown.join(', ')} (known: ${PATCHES.join(', ')})`);
  const results: VariantFigures[] = [];
  try {
    for (const variant of ['all', ...names, 'all'])
      results.push(await measureVariant(siteDir, variant, lighthouseRuns, log, cpuSlowdown));
  } finally {
    delete process.env.ACCELERATE_DISABLE;
  }
  return results;
}

/** One row per build: the figures, and each one's difference from the mean of the two full builds. */
export function formatPatches(results: VariantFigures[]): string {
  const full = results.filter((r) => r.variant === 'all');
  const mean = (pick: (r: VariantFigures) => number | undefined) => {
    const values = full.map(pick).filter((v): v is number => v !== undefined);
    return values.length ? values.reduce((a, b) => a + b, 0) / values.length : undefined;
  };
  const delta = (value: number | undefined, base: number | undefined, unit: (n: number) => string) =>
    value === undefined
      ? '-'
      : `${unit(value)}${base === undefined ? '' : ` (${value >= base ? '+' : ''}${unit(value - base)})`}`;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const plain = (n: number) => `${Math.round(n)}`;
  const header = ['without', 'cold', 'warm', 'peak RSS'];
  for (const page of PAGES) header.push(`${page} JS gz`, `${page} perf`, `${page} TBT ms`);
  const rows = results.map((r) => {
    /** A figure of this build beside its difference from the full builds' mean. */
    const cell = (pick: (x: VariantFigures) => number | undefined, unit: (n: number) => string) =>
      delta(pick(r), mean(pick), unit);
    const row = [
      r.variant === 'all' ? '(every patch)' : r.variant,
      cell((x) => x.coldMs, seconds),
      cell((x) => x.warmMs, seconds),
      `${(r.peakRssBytes / 2 ** 30).toFixed(2)} GiB`,
    ];
    for (const page of PAGES)
      row.push(
        cell((x) => x.pages[page]?.jsGzip, kb),
        cell((x) => x.pages[page]?.performance, plain),
        cell((x) => x.pages[page]?.tbtMs, plain),
      );
    return row;
  });
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.join(' | ')} |`).join('\n');
}
