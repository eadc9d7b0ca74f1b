// The foundation as a reader sees it: head tags, navbar, footer, versions, sidebar, routing.
import {expect, test, type Page} from '@playwright/test';
import {readdirSync} from 'node:fs';
import path from 'node:path';

const DOC = '/docs/quickstart';

async function hydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

test.describe('head tags', () => {
  test('title delimiter, social card, viewport, alternates, indexable', async ({page}) => {
    await hydrated(page, DOC);
    await expect(page).toHaveTitle(/^.+ \| DataHub$/);
    const head = page.locator('head');
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(head.locator('meta[name="viewport"]')).toHaveAttribute(
      'content',
      'width=device-width, initial-scale=1.0',
    );
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});

test.describe('navbar', () => {
  test('logo, Docs, Integrations and the community icons', async ({page}) => {
    await hydrated(page, DOC);
    const nav = page.getByRole('navigation', {name: 'Main'});
    await expect(nav.locator('a.navbar__brand')).toHaveAttribute('href', 'https://datahub.com');
    await expect(nav.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs/features');
    await expect(nav.getByRole('link', {name: 'Integrations', exact: true})).toHaveAttribute('href', '/integrations');
    await expect(nav.getByRole('link', {name: 'Join the DataHub Slack community'})).toHaveAttribute(
      'href',
      'https://datahub.com/slack',
    );
    await expect(nav.getByRole('link', {name: 'DataHub source code on GitHub'})).toHaveAttribute(
      'href',
      'https://github.com/datahub-project/datahub',
    );
  });

  test('hides on scroll down and comes back on scroll up', async ({page}) => {
    await hydrated(page, DOC);
    const navbar = page.locator('nav.navbar');
    const isHidden = () => navbar.evaluate((el) => el.getBoundingClientRect().bottom <= 1);
    await page.mouse.move(600, 400);
    for (let i = 0; i < 5; i += 1) await page.mouse.wheel(0, 300);
    await expect.poll(isHidden).toBe(true);
    await page.mouse.wheel(0, -200);
    await expect.poll(isHidden).toBe(false);
  });

  test('mobile menu at 375px opens and closes', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await hydrated(page, DOC);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar.getByRole('link', {name: 'Integrations'})).toBeVisible();
    await page.locator('.navbar-sidebar__close').click();
    await expect(sidebar.getByRole('link', {name: 'Integrations'})).toBeHidden();
  });

  // docusaurus-accelerate's idle-mobile-menu: the closed menu is built in idle time after hydration, not in
  // the render that follows it; a reader who opens it before gets it at once.
  test('the closed mobile menu is built once the browser is idle, or at once when opened first', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await hydrated(page, DOC);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Integrations'})).toBeHidden();

    // A browser that never goes idle: nothing is built until the reader opens the menu.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await hydrated(page, DOC);
    await page.waitForTimeout(500);
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Integrations'})).toBeVisible();
  });
});

test('footer has the Docs, Community and More columns', async ({page}) => {
  await hydrated(page, '/');
  const footer = page.locator('footer');
  const columns = footer.locator('.footer__col');
  await expect(columns.locator('.footer__title')).toHaveText(['Docs', 'Community', 'More']);
  await expect(columns.nth(0).locator('a')).toHaveText(['Introduction', 'Quickstart']);
  await expect(columns.nth(1).locator('a')).toHaveText([/Slack/, /YouTube/, /Blog/, /Town Halls/, /Customer Stories/]);
  await expect(columns.nth(2).locator('a')).toHaveText([
    /Demo/,
    /Roadmap/,
    /Contributing/,
    /GitHub/,
    /Feature Requests/,
  ]);
  await expect(columns.nth(0).getByRole('link', {name: 'Quickstart'})).toHaveAttribute('href', '/docs/quickstart');
  await expect(columns.nth(1).getByRole('link', {name: 'Blog'})).toHaveAttribute('href', '/learn');
});

test('announcement bar promotes the summit and cannot be closed', async ({page}) => {
  await hydrated(page, '/');
  const bar = page.getByRole('banner').filter({hasText: 'Summit'});
  await expect(bar).toContainText('Metadata Summit');
  await expect(bar.getByRole('link', {name: 'Register'})).toBeVisible();
  await expect(page.locator('[class*="announcementBarClose"]')).toHaveCount(0);
});

test.describe('versions', () => {
  const expected = [
    'Next',
    '1.1.0',
    '1.0.0',
    '0.15.0',
    '0.14.1',
    '0.14.0',
    '0.13.1',
    '0.13.0',
    '0.12.1',
    '0.11.0',
    '0.10.5',
  ];

  test('dropdown lists Next, 1.1.0 and the external archives', async ({page}) => {
    await hydrated(page, DOC);
    const dropdown = page.locator('.navbar .dropdown').filter({hasText: 'Next'});
    await dropdown.hover();
    const items = dropdown.locator('.dropdown__menu a');
    await expect(items).toHaveText(expected);
    await expect(items.filter({hasText: '0.10.5'})).toHaveAttribute('href', /^https:\/\/.+0\.10\.5/);
  });

  test('switching keeps the page and remembers the preferred version', async ({page}) => {
    await hydrated(page, DOC);
    // A hover menu: if it closes while the click waits for it to settle, hover again and retry.
    const pick = async (dropdown: ReturnType<Page['locator']>, item: string) =>
      expect(async () => {
        await dropdown.hover();
        await dropdown.locator('.dropdown__menu a', {hasText: item}).click({timeout: 3_000});
      }).toPass();
    const dropdown = page.locator('.navbar .dropdown').filter({hasText: 'Next'});
    await pick(dropdown, '1.1.0');
    await expect(page).toHaveURL(/\/docs\/1\.1\.0\/quickstart$/);
    await expect(page.locator('h1')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.1.0');
    await pick(page.locator('.navbar .dropdown').filter({hasText: '1.1.0'}), 'Next');
    await expect(page).toHaveURL(/\/docs\/quickstart$/);
  });

  test('version roots land on the main doc', async ({page}) => {
    await page.goto('/docs/');
    await expect(page).toHaveURL(/\/docs\/features$/);
    await page.goto('/docs/1.1.0');
    await expect(page).toHaveURL(/\/docs\/1\.1\.0\/features$/);
  });
});

test.describe('doc layout', () => {
  test('sidebar starts with What Is DataHub? and cannot be hidden', async ({page}) => {
    await hydrated(page, DOC);
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const first = sidebar.locator('a.menu__link').first();
    await expect(first).toHaveText('What Is DataHub?');
    await expect(first).toHaveAttribute('href', '/docs/features');
    await expect(page.locator('button[title="Collapse sidebar"]')).toHaveCount(0);
  });

  test('breadcrumbs and a table of contents of exactly the h2 and h3 headings', async ({page}) => {
    await hydrated(page, '/docs/domains');
    await expect(page.getByRole('navigation', {name: 'Breadcrumbs'})).toBeVisible();
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));
    const headings = await page
      .locator('article .markdown')
      .locator('h2[id], h3[id]')
      .evaluateAll((hs) => hs.map((h) => h.id));
    expect(await page.locator('article .markdown h3').count()).toBeGreaterThan(0);
    expect(tocTargets.length).toBeGreaterThan(2);
    expect(tocTargets).toEqual(headings);
  });

  test('colour mode is light, unswitchable, and the stale `theme` key is cleared', async ({page}) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('theme', 'dark');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await hydrated(page, DOC);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await expect(page.locator('button[title*="dark mode"], button[title*="light mode"]')).toHaveCount(0);
  });
});

test.describe('routing', () => {
  test('unknown paths show the not-found page with status 404', async ({page}) => {
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toContainText('Page Not Found');
  });

  test('an address the router does not know, reached in the page, is asked of the server once', async ({
    page,
    context,
  }) => {
    // history's own way in: a pushState the router hears of through popstate, as a link of another build would.
    const visit = (path: string) =>
      page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    const documents: string[] = [];
    page.on(
      'request',
      (request) => request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname),
    );
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

    // A file the server has and the router does not: the browser shows the file, and the not-found text
    // never shows meanwhile (an observer notes it in sessionStorage, which outlives the document).
    await page.evaluate(() =>
      new MutationObserver(() => {
        if (document.querySelector('h1')?.textContent?.includes('Page Not Found'))
          sessionStorage.setItem('not-found-shown', 'yes');
      }).observe(document.body, {childList: true, subtree: true}),
    );
    documents.length = 0;
    let loaded = page.waitForEvent('load');
    await visit('/llms.txt');
    await loaded;
    expect(await page.evaluate(() => document.contentType)).toBe('text/plain');
    expect(documents).toEqual(['/llms.txt']);
    expect(await page.evaluate(() => sessionStorage.getItem('not-found-shown'))).toBeNull();

    // No page anywhere: the server's not-found page, loaded once, then left as it is.
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    documents.length = 0;
    loaded = page.waitForEvent('load');
    await visit('/docs/no-such-page');
    await loaded;
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('h1')).toContainText('Page Not Found');
    await expect
      .poll(() => page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]!.name).pathname))
      .toBe('/docs/no-such-page');
    await page.waitForTimeout(500);
    expect(documents).toEqual(['/docs/no-such-page']);

    // Offline, the site's not-found page stays instead of the browser's offline page.
    await page.goto(DOC);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    documents.length = 0;
    await context.setOffline(true);
    await visit('/docs/no-such-page');
    await expect(page.locator('h1')).toContainText('Page Not Found');
    await page.waitForTimeout(500);
    expect(documents).toEqual([]);
    await context.setOffline(false);
  });

  test('the old remote executor setup page redirects', async ({page}) => {
    await page.goto('/docs/managed-datahub/operator-guide/setting-up-remote-ingestion-executor');
    await expect(page).toHaveURL(/\/docs\/managed-datahub\/remote-executor\/about$/);
  });

  test('.html and /index.html suffixes resolve to the page', async ({page}) => {
    for (const path of [`${DOC}.html`, `${DOC}/index.html`]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('article h1')).toHaveText(/Quickstart/);
    }
  });

  test('client navigation keeps data-has-hydrated and renders the target', async ({page}) => {
    await hydrated(page, DOC);
    await page.locator('nav[aria-label="Docs sidebar"] a', {hasText: 'What Is DataHub?'}).click();
    await expect(page).toHaveURL(/\/docs\/features$/);
    await expect(page.locator('article h1')).toHaveText('What Is DataHub?');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });
});

test('ideal-image serves a real doc image at the spec sizes', async ({page}) => {
  const built = readdirSync(path.resolve(__dirname, '../../build/assets/ideal-img'));
  for (const width of [320, 640, 1280, 1440, 1600])
    expect(built.some((file) => new RegExp(`^metadata-flow\\.[0-9a-f]+\\.${width}\\.png$`).test(file))).toBe(true);
  await hydrated(page, '/docs/architecture/architecture');
  const image = page.getByRole('img', {name: /Metadata flows from ingestion sources/});
  await image.scrollIntoViewIfNeeded();
  // The component picks the size that fits the column, from the generated set.
  await expect(image).toHaveAttribute(
    'src',
    /\/assets\/ideal-img\/metadata-flow\.[0-9a-f]+\.(320|640|1280|1440|1600)\.png$/,
  );
});
