// A small fixture build (tests/fixture-site.ts) with the real config, every integration variable set to
// a test value, a closeable announcement bar and a page that throws: what the production build must not ship.
// It is served with the headers host-config wrote for it: the policy names exactly these integrations.
import {expect, test, type Page} from '@playwright/test';
import {buildFixtureSite, page as fixturePage} from '../fixture-site';
import {startStaticServer, type RunningServer} from '../../src/plugins/host-config';
import {expectDismissedUntilIdChanges} from './support/announcement';
import {navigateClientSide} from './support/navigation';
import {policyViolations, recordPolicyViolations} from './support/policyViolations';

const INTEGRATIONS = {
  GTM_CONTAINER_ID: 'GTM-E2ETEST',
  GA_MEASUREMENT_ID: 'G-E2ETEST',
  SESSION_REPLAY_SCRIPT_URL: 'https://replay.example.test/recorder.js',
  VISITOR_ID_SCRIPT_URL: 'https://visitors.example.test/identify.js',
  MEETING_SCHEDULER_SCRIPT_URL: 'https://meetings.example.test/scheduler.js',
  ENRICHMENT_SCRIPT_URL: 'https://enrich.example.test/tag.js',
  CHAT_WIDGET_SCRIPT_URL: 'https://assistant.example.test/widget.js',
  WEB_FONT_STYLESHEET_URL: 'https://fonts.example.test/css2?family=Inter',
  WEB_FONT_FILES_ORIGIN: 'https://fontfiles.example.test',
};

const CONFIG = `
import base from '../../../docusaurus.config';
import {GOOGLE_PLUGINS} from '../../../config/integrations';
import thirdPartyScriptsPlugin from '../../../src/plugins/third-party-scripts';
import hostConfigPlugin from '../../../src/plugins/host-config';
export default {
  ...base,
  presets: [['classic', {docs: false, blog: false, theme: {customCss: '../../../src/css/custom.css'}}]],
  plugins: [...GOOGLE_PLUGINS, thirdPartyScriptsPlugin, [hostConfigPlugin, {redirects: []}]],
  clientModules: ['../../../src/css/fonts.css'],
  themeConfig: {...base.themeConfig, algolia: undefined, navbar: {items: [{to: '/second', label: 'Second'}]}, footer: {links: []}},
};
`;

const CRASHING_PAGE = `
import React from 'react';
import Layout from '@theme/Layout';
import useIsBrowser from '@docusaurus/useIsBrowser';

function Bomb(): React.ReactNode {
  // Renders on the server (the build must succeed), throws in the browser until the test defuses it.
  if (useIsBrowser() && !(window as unknown as {defused?: boolean}).defused) throw new Error('Fixture page throws');
  return <h1>Recovered</h1>;
}

export default function CrashingPage(): React.ReactNode {
  return <Layout><Bomb /></Layout>;
}
`;

// Route components are split into chunks and wrapped by react-loadable with @theme/Loading
// (core's ComponentCreator). In a production build a failed route chunk reloads the page instead, so
// this test-only page puts one lazy chunk behind the same Loadable and Loading, where a test can hold it.
const LAZY_PAGE = `
import React from 'react';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';
import Loadable from 'react-loadable';

const LazyPanel = Loadable({
  loader: () => import(/* webpackChunkName: "fixture-lazy-panel" */ '../components/LazyPanel'),
  loading: Loading,
});

export default function LazyPage(): React.ReactNode {
  return <Layout><main className="container"><LazyPanel /></main></Layout>;
}
`;

const LAZY_PANEL = `
import React from 'react';
export default function LazyPanel(): React.ReactNode {
  return <h1>Loaded panel</h1>;
}
`;

const LAZY_CHUNK = /\/assets\/js\/fixture-lazy-panel\.[^/]+\.js$/;

let server: RunningServer | undefined;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const result = buildFixtureSite(
    {
      'docusaurus.config.ts': CONFIG,
      'src/pages/second.md': fixturePage('Second', 'The second fixture page.'),
      'src/pages/crash.tsx': CRASHING_PAGE,
      'src/pages/lazy.tsx': LAZY_PAGE,
      'src/components/LazyPanel.tsx': LAZY_PANEL,
    },
    {...INTEGRATIONS, ANNOUNCEMENT_CLOSEABLE: 'true'},
  );
  expect(result.status, result.output).toBe(0);
  server = await startStaticServer({root: result.outDir, redirects: []});
});

test.afterAll(async () => {
  await server?.close();
});

/** Answers every request to another origin locally, with an empty script or stylesheet. */
async function stubForeignOrigins(page: Page): Promise<string[]> {
  const foreign: string[] = [];
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      foreign.push(route.request().url());
      const isStyle = route.request().resourceType() === 'stylesheet';
      return route.fulfill({status: 200, contentType: isStyle ? 'text/css' : 'text/javascript', body: ''});
    },
  );
  return foreign;
}

test('each enabled integration is injected with its attributes', async ({page}) => {
  const foreign = await stubForeignOrigins(page);
  await page.goto(`${server!.url}/`);
  const head = page.locator('head');
  for (const [name, url] of [
    ['session-replay', INTEGRATIONS.SESSION_REPLAY_SCRIPT_URL],
    ['visitor-id', INTEGRATIONS.VISITOR_ID_SCRIPT_URL],
    ['meeting-scheduler', INTEGRATIONS.MEETING_SCHEDULER_SCRIPT_URL],
    ['enrichment', INTEGRATIONS.ENRICHMENT_SCRIPT_URL],
    ['chat-widget', INTEGRATIONS.CHAT_WIDGET_SCRIPT_URL],
  ]) {
    const script = head.locator(`script[data-integration="${name}"]`);
    await expect(script).toHaveAttribute('src', url!);
    await expect(script).toHaveAttribute('async', '');
  }
  const chat = head.locator('script[data-integration="chat-widget"]');
  await expect(chat).toHaveAttribute('data-position', 'bottom-right');
  await expect(chat).toHaveAttribute('data-shortcut', 'Mod+j');
  await expect(head.locator('link[rel="stylesheet"][data-integration="web-font"]')).toHaveAttribute(
    'href',
    INTEGRATIONS.WEB_FONT_STYLESHEET_URL,
  );
  await expect(
    head.locator(`script[src="https://www.googletagmanager.com/gtag/js?id=${INTEGRATIONS.GA_MEASUREMENT_ID}"]`),
  ).toBeAttached();
  // The tag manager's loader asks for the container; the analytics config keeps IPs as they are.
  await expect(page.locator(`script[src*="gtm.js?id=${INTEGRATIONS.GTM_CONTAINER_ID}"]`)).toBeAttached();
  expect(await head.innerHTML()).not.toContain('anonymize_ip');
  // The site's own fonts are still served by the site.
  const fontFaces = await page.evaluate(() => {
    const families: string[] = [];
    document.fonts.forEach((font) => families.push(font.family.replace(/["']/g, '')));
    return families;
  });
  expect(fontFaces).toContain('Inter Variable');
  expect(foreign.filter((url) => /\.(woff2?|ttf)(\?|$)/.test(url))).toEqual([]);
});

/**
 * Local stand-ins for the integrations: each script does what its kind of tool does once loaded (reports
 * by beacon, fetch or image, opens a frame, loads a font), every request of theirs answered here.
 */
const STAND_IN_SCRIPTS: Record<string, string> = {
  'www.googletagmanager.com': `navigator.sendBeacon('https://region1.google-analytics.com/g/collect?v=2&en=page_view');
    new Image().src = 'https://www.google-analytics.com/g/pixel';`,
  'replay.example.test': `fetch('https://replay.example.test/record', {method: 'POST', body: '{}'});`,
  'visitors.example.test': `new Image().src = 'https://visitors.example.test/pixel.gif';`,
  'meetings.example.test': `const frame = document.createElement('iframe');
    frame.src = 'https://meetings.example.test/book'; frame.title = 'Book a meeting'; document.body.append(frame);`,
  'enrich.example.test': `navigator.sendBeacon('https://enrich.example.test/collect');`,
  'assistant.example.test': `fetch('https://assistant.example.test/config').then(() => {
    const frame = document.createElement('iframe');
    frame.src = 'https://assistant.example.test/chat'; frame.title = 'Assistant'; document.body.append(frame);
  });`,
};
const STAND_IN_STYLESHEET = `@font-face {font-family: "Stand In"; src: url(https://fontfiles.example.test/stand-in.woff2) format("woff2")}
body::after {content: "."; font-family: "Stand In"}`;
/** What the stand-ins ask for once they run: each must arrive, none refused by the policy. */
const STAND_IN_REQUESTS = [
  'https://region1.google-analytics.com/g/collect?v=2&en=page_view',
  'https://www.google-analytics.com/g/pixel',
  'https://replay.example.test/record',
  'https://visitors.example.test/pixel.gif',
  'https://meetings.example.test/book',
  'https://enrich.example.test/collect',
  'https://assistant.example.test/config',
  'https://assistant.example.test/chat',
  'https://fontfiles.example.test/stand-in.woff2',
];

async function serveStandIns(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      const request = route.request();
      const url = new URL(request.url());
      requested.push(request.url());
      const cors = {'access-control-allow-origin': '*'};
      if (request.resourceType() === 'script') {
        return route.fulfill({
          headers: cors,
          contentType: 'text/javascript',
          body: STAND_IN_SCRIPTS[url.hostname] ?? '',
        });
      }
      if (request.resourceType() === 'stylesheet') {
        return route.fulfill({headers: cors, contentType: 'text/css', body: STAND_IN_STYLESHEET});
      }
      if (request.resourceType() === 'document') {
        return route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><title>Stand-in</title><p>${url.hostname}</p>`,
        });
      }
      return route.fulfill({headers: cors, status: 204});
    },
  );
  return requested;
}

test('with every integration enabled, the page works under the policy deployed for it', async ({page}) => {
  await recordPolicyViolations(page);
  const requested = await serveStandIns(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(`${server!.url}/`);
  const policy = response!.headers()['content-security-policy']!;
  // The policy names each integration's origin, and no 'unsafe-inline' script.
  for (const url of Object.values(INTEGRATIONS).filter((value) => value.startsWith('https://'))) {
    expect(policy).toContain(new URL(url).origin);
  }
  expect(policy).not.toMatch(/script-src [^;]*'unsafe-inline'/);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  for (const url of STAND_IN_REQUESTS) await expect.poll(() => requested, {message: url}).toContain(url);
  await expect(page.frameLocator('iframe[title="Book a meeting"]').locator('p')).toHaveText('meetings.example.test');
  await navigateClientSide(page, '/second');
  await expect(page).toHaveTitle(/^Second/);
  expect(await policyViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('page views are sent on client-side navigation', async ({page}) => {
  await stubForeignOrigins(page);
  await page.goto(`${server!.url}/`);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const pageViews = () =>
    page.evaluate(
      () =>
        ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? [])
          .map((entry) => Array.from(entry as ArrayLike<unknown>))
          .filter((entry) => entry[0] === 'event' && entry[1] === 'page_view').length,
    );
  const before = await pageViews();
  await navigateClientSide(page, '/second');
  await expect(page).toHaveTitle(/^Second/);
  await expect.poll(pageViews).toBe(before + 1);
  const pagePath = await page.evaluate(() =>
    ((window as unknown as {dataLayer: IArguments[]}).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === 'set' && entry[1] === 'page_path')
      .map((entry) => entry[2])
      .pop(),
  );
  expect(pagePath).toBe('/second');
});

test('a page component that throws shows the crash screen, and Try again recovers', async ({page}) => {
  await stubForeignOrigins(page);
  await page.goto(`${server!.url}/crash`);
  await expect(page.getByText('This page crashed.')).toBeVisible();
  const tryAgain = page.getByRole('button', {name: 'Try again'});
  await expect(tryAgain).toBeVisible();
  await page.evaluate(() => ((window as unknown as {defused: boolean}).defused = true));
  await tryAgain.click();
  await expect(page.locator('h1')).toHaveText('Recovered');
});

test('a closeable announcement bar stays closed until its id changes', async ({page}) => {
  await stubForeignOrigins(page);
  await page.goto(`${server!.url}/`);
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  // The page is painted before it hydrates (docusaurus-accelerate's paint-first-template): Close works once React is in.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await expectDismissedUntilIdChanges(page, bar);
});

test('a slow chunk shows the loader after the delay, with its 1.5 s and 3 s animations', async ({page}) => {
  await stubForeignOrigins(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(LAZY_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server!.url}/lazy`);
  const loader = page.locator('svg#loader');
  await expect(loader).toBeVisible();
  const begins = await loader.locator('animate').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('begin')));
  expect(new Set(begins)).toEqual(new Set(['0s', '1.5s', '3s']));
  release();
  await expect(page.locator('h1')).toHaveText('Loaded panel');
  await expect(loader).toHaveCount(0);
});

test('a chunk that fails shows its error in a red, centred box half as wide, and Retry recovers', async ({page}) => {
  await stubForeignOrigins(page);
  await page.route(LAZY_CHUNK, (route) => route.abort());
  await page.goto(`${server!.url}/lazy`);
  const retry = page.getByRole('button', {name: 'Retry'});
  await expect(retry).toBeVisible();
  const box = retry.locator('xpath=../..');
  await expect(box).toContainText(/Loading chunk|ChunkLoadError/);
  expect(await box.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(250, 56, 62)');
  const [own, parent] = await box.evaluate((element) =>
    [element, element.parentElement!].map((e) => {
      const rect = e.getBoundingClientRect();
      const style = getComputedStyle(e);
      const left = rect.left + parseFloat(style.paddingLeft);
      const width = rect.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return {left, width, rectLeft: rect.left, rectWidth: rect.width};
    }),
  );
  expect(Math.abs(own.rectWidth - parent.width / 2)).toBeLessThan(2);
  expect(Math.abs(own.rectLeft - (parent.left + parent.width / 4))).toBeLessThan(2);
  // The chunk is reachable again: Retry loads it in place, without a reload.
  await page.unroute(LAZY_CHUNK);
  await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
  await retry.click();
  await expect(page.locator('h1')).toHaveText('Loaded panel');
  expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
});
