// Lighthouse category scores (default config: mobile preset, simulated throttling) in Debian's
// Chromium, launched by chrome-launcher with the same flags as the Playwright runs.
import {CHROMIUM_LAUNCH_OPTIONS} from '../tests/chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type LighthouseScores = Record<Category, number>;
export type LighthouseResult = {
  scores: LighthouseScores;
  /** Audits that cost points in the last run, and the performance metrics behind its score. */
  failing: string[];
  metrics: Record<string, number>;
};
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Scores of each URL (0 to 100); with several runs, the median of each category. */
export async function lighthouseScores(urls: string[], runs: number): Promise<Record<string, LighthouseResult>> {
  // Both packages are ES modules only.
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH_OPTIONS.args],
  });
  try {
    const results: Record<string, LighthouseResult> = {};
    for (const url of urls) {
      const perRun: LighthouseScores[] = [];
      let failing: string[] = [];
      let metrics: Record<string, number> = {};
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(url, {port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES]});
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const {categories, audits, runtimeError} = result.lhr;
        if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
        failing = CATEGORIES.flatMap((category) =>
          (categories[category]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${category}:${ref.id}`),
        );
        metrics = Object.fromEntries(METRICS.map((id) => [id, audits[id]?.numericValue ?? NaN]));
        perRun.push(
          Object.fromEntries(
            CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
          ) as LighthouseScores,
        );
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, median(perRun.map((s) => s[category]))]),
      ) as LighthouseScores;
      results[url] = {scores, failing, metrics};
    }
    return results;
  } finally {
    chrome.kill();
  }
}
