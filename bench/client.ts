// What a reader's browser loads for one page: the HTML, then the JS and CSS before hydration
// (until html[data-has-hydrated=true]) and after it (until the network is idle).
import {chromium, type Browser} from '@playwright/test';
import zlib from 'node:zlib';
import {CHROMIUM_LAUNCH_OPTIONS} from '../tests/chromium';

export type Bytes = {raw: number; gzip: number};
export type Resource = {url: string; kind: 'js' | 'css' | 'other'; beforeHydration: boolean} & Bytes;
export type ClientFigures = {
  html: Bytes;
  jsBeforeHydration: Bytes;
  cssBeforeHydration: Bytes;
  jsAfterHydration: Bytes;
  cssAfterHydration: Bytes;
  requestsBeforeHydration: number;
  requests: number;
  hydratedMs: number;
  /** Every JS and CSS file, biggest (gzip) first. */
  resources: Resource[];
};

const gzipSize = (body: Buffer) => zlib.gzipSync(body).length;
const sum = (resources: Resource[]): Bytes => ({
  raw: resources.reduce((total, r) => total + r.raw, 0),
  gzip: resources.reduce((total, r) => total + r.gzip, 0),
});
const kindOf = (url: string): Resource['kind'] => {
  const {pathname} = new URL(url);
  return pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : 'other';
};

/**
 * Runs in the page before its scripts: records when React marks the document hydrated. A string,
 * not a function: tsx would wrap a function's inner names in a helper the page does not have.
 */
const WATCH_HYDRATION = `
  performance.setResourceTimingBufferSize(2000);
  const observer = new MutationObserver(() => {
    if (document.documentElement?.dataset.hasHydrated !== 'true') return;
    window.benchHydratedAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
`;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

export async function measurePage(browser: Browser, url: string): Promise<ClientFigures> {
  // A new context per page: empty cache, as a first visit.
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_HYDRATION);
    // A preloaded file answers twice (the preload, then the script from memory cache with an
    // empty body): count each URL once, with its largest body.
    const bodies = new Map<string, Promise<Buffer | undefined>[]>();
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(request.url()));
    page.on('response', (response) => {
      if (response.status() >= 300) return;
      const body = response.body().catch(() => undefined);
      bodies.set(response.url(), [...(bodies.get(response.url()) ?? []), body]);
    });
    const documentResponse = await page.goto(url, {waitUntil: 'networkidle'});
    if (!documentResponse?.ok()) throw new Error(`${url} answered ${documentResponse?.status()}`);
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 30_000});
    const timing = await page.evaluate(() => ({
      hydratedAt: (window as unknown as {benchHydratedAt: number}).benchHydratedAt,
      entries: performance
        .getEntriesByType('resource')
        .map((entry) => ({url: entry.name, responseEnd: (entry as PerformanceResourceTiming).responseEnd})),
    }));
    // A chunk can be fetched twice (loaded, then prefetched for a link to a sibling page): its first fetch counts.
    const finishedAt = new Map<string, number>();
    for (const {url: entryUrl, responseEnd} of timing.entries) {
      finishedAt.set(entryUrl, Math.min(responseEnd, finishedAt.get(entryUrl) ?? Number.POSITIVE_INFINITY));
    }
    const resources: Resource[] = [];
    for (const [resourceUrl, bodyPromises] of bodies) {
      const body = (await Promise.all(bodyPromises)).reduce<Buffer | undefined>(
        (largest, b) => (b && b.length > (largest?.length ?? -1) ? b : largest),
        undefined,
      );
      const kind = kindOf(resourceUrl);
      if (!body || kind === 'other') continue;
      const end = finishedAt.get(resourceUrl) ?? Number.POSITIVE_INFINITY;
      resources.push({
        url: resourceUrl,
        kind,
        beforeHydration: end <= timing.hydratedAt,
        raw: body.length,
        gzip: gzipSize(body),
      });
    }
    resources.sort((a, b) => b.gzip - a.gzip);
    const html = (await documentResponse.body()) ?? Buffer.alloc(0);
    const pick = (kind: Resource['kind'], before: boolean) =>
      sum(resources.filter((r) => r.kind === kind && r.beforeHydration === before));
    return {
      html: {raw: html.length, gzip: gzipSize(html)},
      jsBeforeHydration: pick('js', true),
      cssBeforeHydration: pick('css', true),
      jsAfterHydration: pick('js', false),
      cssAfterHydration: pick('css', false),
      requestsBeforeHydration:
        1 + new Set(timing.entries.filter((e) => e.responseEnd <= timing.hydratedAt).map((e) => e.url)).size,
      requests: requested.size,
      hydratedMs: timing.hydratedAt,
      resources,
    };
  } finally {
    await context.close();
  }
}
