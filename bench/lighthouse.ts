// Lighthouse category scores (default config: mobile preset, simulated throttling) in Debian's
// Chromium, launched by chrome-launcher with the same flags as the Playwright runs.
import {CHROMIUM_LAUNCH_OPTIONS} from '../tests/chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type LighthouseScores = Record<Category, number>;
export type LighthouseResult = {
  /** The median of each category over the runs. */
  scores: LighthouseScores;
  /** Audits that cost points in the last run. */
  failing: string[];
  /** The median of each performance metric over the runs. */
  metrics: Record<string, number>;
  /** Lighthouse's measure of the host's speed in each run (higher is faster; a fast desktop is ~1,500+). */
  benchmarkIndex: number[];
};
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

type Lighthouse = (typeof import('lighthouse'))['default'];
type LighthouseFlags = NonNullable<Parameters<Lighthouse>[1]>;
/** The mobile preset's CPU slowdown: Lighthouse runs the page's scripts this many times slower than the host. */
export const MOBILE_CPU_SLOWDOWN = 4;
/**
 * Runs that failed for Lighthouse's own reasons are tried again, twice at most: on a loaded host a big
 * page can outlast a DevTools call (PROTOCOL_TIMEOUT), and now and then the trace misses the page's
 * navigation start (NO_NAVSTART, "Please run Lighthouse again").
 */
const RETRIED = new Set(['PROTOCOL_TIMEOUT', 'NO_NAVSTART']);
async function lighthouseRun(lighthouse: Lighthouse, url: string, port: number, cpuSlowdown: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Merged into the mobile preset's throttling: only the CPU's factor changes.
      throttling: {cpuSlowdownMultiplier: cpuSlowdown} as NonNullable<LighthouseFlags['throttling']>,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (!RETRIED.has(error.code ?? '') || attempt === 3)
      throw new Error(`Lighthouse on ${url}: ${error.code} ${error.message}`);
    console.error(`[bench] Lighthouse on ${url}: ${error.code}, trying again`);
  }
}

/**
 * Scores of each URL (0 to 100); with several runs, the median of each category and metric. The runs
 * go round the URLs (every URL once, then again), so that a host slowing down in the middle of a run
 * weighs on every URL alike. A `cpuSlowdown` above the preset's models a slower host: 8 is this host's
 * slow hours (a benchmark index about half its fast hours').
 */
export async function lighthouseScores(
  urls: string[],
  runs: number,
  cpuSlowdown = MOBILE_CPU_SLOWDOWN,
): Promise<Record<string, LighthouseResult>> {
  // Both packages are ES modules only.
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH_OPTIONS.args],
  });
  type Run = {scores: LighthouseScores; metrics: Record<string, number>; failing: string[]; benchmarkIndex: number};
  const perUrl = new Map<string, Run[]>(urls.map((url) => [url, []]));
  try {
    for (let run = 0; run < runs; run++)
      for (const url of urls) {
        const result = await lighthouseRun(lighthouse, url, chrome.port, cpuSlowdown);
        const {categories, audits, environment} = result.lhr;
        perUrl.get(url)!.push({
          scores: Object.fromEntries(
            CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
          ) as LighthouseScores,
          metrics: Object.fromEntries(METRICS.map((id) => [id, audits[id]?.numericValue ?? NaN])),
          failing: CATEGORIES.flatMap((category) =>
            (categories[category]?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
              .map((ref) => `${category}:${ref.id}`),
          ),
          benchmarkIndex: environment.benchmarkIndex,
        });
      }
  } finally {
    chrome.kill();
  }
  return Object.fromEntries(
    [...perUrl].map(([url, list]) => [
      url,
      {
        scores: Object.fromEntries(
          CATEGORIES.map((category) => [category, median(list.map((r) => r.scores[category]))]),
        ) as LighthouseScores,
        failing: list.at(-1)!.failing,
        metrics: Object.fromEntries(METRICS.map((id) => [id, median(list.map((r) => r.metrics[id]))])),
        benchmarkIndex: list.map((r) => r.benchmarkIndex),
      },
    ]),
  );
}
