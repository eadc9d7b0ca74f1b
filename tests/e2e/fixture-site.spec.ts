// A small fixture build (tests/fixture-site.ts) with the real config, every integration variable set to
// a test value, a closeable announcement bar and a page that throws: what the production build must not ship.
import {expect, test, type Page} from '@playwright/test';
import {buildFixtureSite, page as fixturePage} from '../fixture-site';
import {startStaticServer, type RunningServer} from '../../scripts/static-server';
import {navigateClientSide} from './support/navigation';

const INTEGRATIONS = {
  GTM_CONTAINER_ID: 'GTM-E2ETEST',
  GA_MEASUREMENT_ID: 'G-E2ETEST',
  SESSION_REPLAY_SCRIPT_URL: 'https://replay.example.test/recorder.js',
  VISITOR_ID_SCRIPT_URL: 'https://visitors.example.test/identify.js',
  MEETING_SCHEDULER_SCRIPT_URL: 'https://meetings.example.test/scheduler.js',
  ENRICHMENT_SCRIPT_URL: 'https://enrich.example.test/tag.js',
  CHAT_WIDGET_SCRIPT_URL: 'https://assistant.example.test/widget.js',
  WEB_FONT_STYLESHEET_URL: 'https://fonts.example.test/css2?family=Inter',
};

const CONFIG = `
import base from '../../../docusaurus.config';
import {GOOGLE_PLUGINS} from '../../../config/integrations';
import thirdPartyScriptsPlugin from '../../../src/plugins/third-party-scripts';
export default {
  ...base,
  presets: [['classic', {docs: false, blog: false, theme: {customCss: '../../../src/css/custom.css'}}]],
  plugins: [...GOOGLE_PLUGINS, thirdPartyScriptsPlugin],
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

let server: RunningServer | undefined;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const result = buildFixtureSite(
    {
      'docusaurus.config.ts': CONFIG,
      'src/pages/second.md': fixturePage('Second', 'The second fixture page.'),
      'src/pages/crash.tsx': CRASHING_PAGE,
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
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(bar).toBeHidden();
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.reload();
  await expect(bar).toBeVisible();
});
