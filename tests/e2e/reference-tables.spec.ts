// The generated reference's tables (GraphQL, sources, metamodel, CLI, environment variables) sit in
// `.reference-table` boxes that the browser lays out only near the viewport (docusaurus-accelerate's
// static-reference-tables, src/css/custom.css), as is the content around them between two headings
// (`.reference-section`, the accelerator's reference-sections), and so are the runs of headings with their content
// (`.reference-group`; on a long page, the groups after the first come as `<noscript>` text and are built in the
// browser, and are all there without scripts): what is on screen is there, the rest follows the reader, an
// address with a heading lands on it, and no table is wider than a phone (other tables scroll on their own
// there). Their HTML is not in the browser's bundle: a page opened directly keeps the server's tables, a page
// reached by client-side navigation loads them as one chunk, and says so if it cannot. Their links to other
// pages navigate client-side, as Link's do (src/theme/ReferenceTable).
import {expect, test, type Page, type Response} from '@playwright/test';
import {PENDING} from '../../packages/docusaurus-accelerate/reference-sections/deferredGroups';
import {waitForDeferredGroups, waitForHydration as hydrated} from './support/hydration';
import {CHUNK_PATTERN, navigateClientSide} from './support/navigation';

const OBJECTS = '/docs/graphql/objects';
const REFERENCE_PAGES = [
  ...['objects', 'queries', 'mutations', 'inputObjects', 'interfaces', 'enums', 'unions', 'scalars'].map(
    (name) => `/docs/graphql/${name}`,
  ),
  '/docs/generated/ingestion/sources/snowflake',
  '/docs/generated/metamodel/entities/dataset',
  '/docs/generated/cli-reference',
  '/docs/deploy/environment-vars',
];

/** Indexes of the boxes whose table the browser has laid out (content-visibility does not skip it). */
const laidOut = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('.reference-table')).flatMap((box, index) =>
      box.querySelector('td')!.checkVisibility({contentVisibilityAuto: true}) ? [index] : [],
    ),
  );

test('the objects page lays out the tables on screen and those the reader scrolls to', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto(OBJECTS);
  await hydrated(page);
  await waitForDeferredGroups(page);
  const boxes = page.locator('.reference-table');
  const count = await boxes.count();
  expect(count).toBeGreaterThan(150);
  const first = await laidOut(page);
  expect(first).toContain(0);
  expect(first.length).toBeLessThan(10);
  // The paragraphs around a table far down are skipped with it, in the box of the content between two
  // headings, and the headings far down with their group (the accelerator's reference-sections).
  const visible = (selector: string, index: number) =>
    page
      .locator(selector)
      .nth(index)
      .evaluate((element) => element.checkVisibility({contentVisibilityAuto: true}));
  expect(await page.locator('.reference-section').count()).toBeGreaterThan(150);
  expect(await page.locator('.markdown > .reference-group').count()).toBeGreaterThan(20);
  expect(await visible('.reference-section p', 240)).toBe(false);
  expect(await visible('.markdown h2', 240)).toBe(false);
  // A heading keeps its place for the table of contents, which picks the first one below the window's top:
  // asked for it, the browser lays out its group (not the sections in it), and the headings far down are in
  // order, each below the one before, on a phone and on a desktop (where the table of contents is shown).
  for (const width of [412, 1280]) {
    await page.setViewportSize({width, height: 823});
    const tops = await page
      .locator('.markdown h2')
      .evaluateAll((headings) => headings.map((heading) => heading.getBoundingClientRect().top));
    expect(
      tops.flatMap((top, index) => (index > 0 && top <= tops[index - 1]! ? [index] : [])),
      `headings out of order at ${width}px`,
    ).toEqual([]);
  }
  await page.setViewportSize({width: 412, height: 823});
  // Asking where the headings are did not lay out the sections between them.
  expect(await visible('.reference-section p', 240)).toBe(false);
  // Each box holds its estimated height until it is seen.
  const estimate = await boxes.nth(120).evaluate((box) => box.getBoundingClientRect().height);
  expect(estimate).toBeGreaterThan(50);

  await boxes.nth(120).scrollIntoViewIfNeeded();
  await expect.poll(() => laidOut(page)).toContain(120);
  await expect(boxes.nth(120).locator('tbody tr').first()).toBeVisible();
  // Every row is there for find-in-page and assistive technology, laid out or not.
  expect(await page.locator('.reference-table tbody tr').count()).toBeGreaterThan(1000);
});

test('a long reference page sends its later groups as text, builds them in the browser, and shows them without scripts', async ({
  page,
  browser,
}) => {
  const server = await (await page.request.get(OBJECTS)).text();
  const serverHeadings = server.match(/<h2[\s>]/g)!.length;
  const deferred = server.match(/<div class="reference-group"[^>]*><noscript>/g)?.length ?? 0;
  expect(serverHeadings).toBeGreaterThan(400);
  // All groups but the first (reference-sections' rehype.ts).
  expect(deferred).toBe((server.match(/<div class="reference-group"/g)?.length ?? 0) - 1);
  expect(deferred).toBeGreaterThan(20);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(OBJECTS);
  await hydrated(page);
  // Built after hydration, each group once: every heading of the server's HTML is in the document once.
  await waitForDeferredGroups(page);
  await expect(page.locator('.markdown h2')).toHaveCount(serverHeadings);
  expect(await page.locator('.markdown h2').evaluateAll((all) => new Set(all.map((h) => h.id)).size)).toBe(
    serverHeadings,
  );
  expect(errors).toEqual([]);

  // Without scripts, the groups' content is the page's, in order, down to the last heading.
  const noScripts = await browser.newContext({javaScriptEnabled: false});
  const plain = await noScripts.newPage();
  await plain.goto(OBJECTS);
  const headings = plain.locator('.markdown h2');
  await expect(headings).toHaveCount(serverHeadings);
  await headings.last().scrollIntoViewIfNeeded();
  await expect(headings.last()).toBeInViewport();
  await expect(plain.locator('.reference-table tbody tr').last()).toBeAttached();
  const tops = await headings.evaluateAll((all) => all.map((heading) => heading.getBoundingClientRect().top));
  expect(tops.flatMap((top, index) => (index > 0 && top <= tops[index - 1]! ? [index] : []))).toEqual([]);
  await noScripts.close();

  // Reached by client-side navigation, the page renders every group at once: nothing is deferred.
  await page.goto('/docs/graphql/queries');
  await hydrated(page);
  await navigateClientSide(page, OBJECTS);
  await expect(page.locator('h1')).toHaveText('Objects');
  await expect(page.locator('.markdown h2')).toHaveCount(serverHeadings);
  await expect(page.locator('.reference-group > noscript')).toHaveCount(0);
});

test('a long reference page builds its later groups soon on a browser with no idle moment', async ({page}) => {
  // Each frame takes longer than a frame's time (30 ms of script in every animation frame), as on a slow device:
  // the browser is never idle, and groups built one per idle timeout (1 s) took 30 s here.
  await page.addInitScript(() =>
    addEventListener('load', () => {
      const frame = () => {
        const start = performance.now();
        while (performance.now() - start < 30);
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }),
  );
  await page.goto(OBJECTS);
  await hydrated(page);
  expect(await page.locator(PENDING).count()).toBeGreaterThan(20);
  // About 2 s alone on this machine; the bound leaves room for a loaded CI machine.
  await waitForDeferredGroups(page, 10_000);
});

test('a long reference page whose scripts fail to load builds its later groups without React', async ({page}) => {
  const server = await (await page.request.get(OBJECTS)).text();
  const serverHeadings = server.match(/<h2[\s>]/g)!.length;
  // The main bundle fails, as behind a proxy that drops it: the page never hydrates.
  await page.route(/\/assets\/js\/main\.[^/]+\.js$/, (route) => route.abort('blockedbyclient'));
  await page.goto(OBJECTS);
  const headings = page.locator('.markdown h2');
  await expect(headings).toHaveCount(serverHeadings);
  await expect(page.locator(PENDING)).toHaveCount(0);
  await headings.last().scrollIntoViewIfNeeded();
  await expect(headings.last()).toBeInViewport();
  expect(await page.locator('html').getAttribute('data-has-hydrated')).toBe('false');
});

test('an address with a heading far down the objects page lands on that heading', async ({page}) => {
  await page.setViewportSize({width: 412, height: 823});
  await page.goto(OBJECTS);
  const last = await page.locator('.markdown h2').last().getAttribute('id');
  await page.goto('about:blank'); // so that the address below is a new load, not a jump within the page
  await page.goto(`${OBJECTS}#${last}`);
  await hydrated(page);
  const heading = page.locator(`h2#${last}`);
  await expect(heading).toBeInViewport();
  // The table under it is laid out and on screen too (in the box of the content below the heading, the
  // accelerator's reference-sections).
  const table = page.locator(`h2#${last} + .reference-section .reference-table`);
  await expect(table.locator('tbody tr').first()).toBeInViewport();
});

for (const width of [320, 412]) {
  test(`no reference table is wider than a ${width}px screen`, async ({page}) => {
    await page.setViewportSize({width, height: 800});
    for (const name of REFERENCE_PAGES) {
      await page.goto(name);
      // Laid out everywhere, to measure every table: the tables' boxes and the sections' around them.
      // (Through the CSSOM: the site's policy refuses a style element it has no hash for.)
      await page.evaluate(() =>
        document
          .querySelectorAll<HTMLElement>('.reference-table, .reference-section')
          .forEach((box) => box.style.setProperty('content-visibility', 'visible')),
      );
      const tooWide = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.reference-table'))
          .filter((box) => box.querySelector('table')!.getBoundingClientRect().width > box.clientWidth + 0.5)
          .map((box) => box.querySelector('td')!.textContent),
      );
      expect(tooWide, name).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBe(width);
    }
  });
}

// Other tables scroll on their own on a phone instead of widening the page (src/css/custom.css): before,
// 164 of 284 sampled doc pages were wider than a 320px screen, these among them.
const WIDE_TABLE_PAGES = [
  '/docs/advanced/db-retention',
  '/docs/dev-guides/timeline',
  '/docs/actions/actions/slack',
  '/docs/generated/metamodel/entities/dataset',
  '/docs/1.1.0/deploy/environment-vars',
];

test('on a phone, a page with wide tables is no wider than the screen, and its tables scroll', async ({page}) => {
  await page.setViewportSize({width: 320, height: 800});
  let scrolling = 0;
  for (const path of WIDE_TABLE_PAGES) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(320);
    scrolling += await page.evaluate(
      () =>
        Array.from(document.querySelectorAll<HTMLElement>('.markdown table')).filter(
          (table) => table.scrollWidth > table.clientWidth && getComputedStyle(table).overflowX === 'auto',
        ).length,
    );
  }
  expect(scrolling).toBeGreaterThan(0);
});

/** The chunk of a page's table HTML: a JSON list of table contents, each starting with its header row. */
/** A page's list of table and intro HTML starts with a table's head or an intro's first paragraph. */
const TABLES_LIST = /JSON\.parse\('\["<(?:thead|p)[ >]/;

async function isTablesChunk(response: Response): Promise<boolean> {
  if (!CHUNK_PATTERN.test(response.url())) return false;
  return TABLES_LIST.test(await response.text().catch(() => ''));
}

const rowCount = (page: Page) => page.locator('.reference-table tbody tr').count();

for (const [path, minTables, minIntros] of [
  ['/docs/graphql/queries', 50, 50],
  // A page with a table in Tabs, which Docusaurus mounts again once the page has hydrated (its key is
  // whether the page is a browser page): that table is written again, from the server's HTML.
  ['/docs/1.1.0/generated/ingestion/sources/snowflake', 2, 0],
] as const) {
  test(`a reference page opened directly hydrates the tables the server sent, without loading them again: ${path}`, async ({
    page,
  }) => {
    const tableChunks: string[] = [];
    page.on('response', async (response) => {
      if (await isTablesChunk(response)) tableChunks.push(response.url());
    });
    // Marks the tables the server sent outside Tabs: hydration must keep these nodes. And keeps each table's
    // first row: a table whose HTML React set again would have new rows (a mark would not tell, the HTML
    // being read from the page with it).
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const outsideTabs = Array.from(document.querySelectorAll('.reference-table > table')).filter(
          (table) => !table.closest('.tabs-container'),
        );
        outsideTabs.forEach((table) => table.setAttribute('data-from-server', ''));
        Object.assign(window, {
          serverRows: outsideTabs.map((table) => table.querySelector('tr')),
          // And each intro's first block (GraphQL entries' descriptions and labels).
          serverIntros: Array.from(document.querySelectorAll('.reference-table-intro'), (intro) => intro.firstChild),
        });
      }),
    );
    // Each table's rows, whenever they change in the page's first 20 s: no table is ever emptied.
    await page.addInitScript(() => {
      const counts: string[] = [];
      const count = () => {
        const rows = Array.from(
          document.querySelectorAll('.reference-table'),
          (box) => box.querySelectorAll('tr').length,
        );
        if (rows.join() !== counts.at(-1)) counts.push(rows.join());
        if (performance.now() < 20_000) requestAnimationFrame(count);
      };
      document.addEventListener('DOMContentLoaded', count);
      Object.assign(window, {rowCounts: counts});
    });
    await page.goto(path);
    await hydrated(page);
    const tables = await page.locator('.reference-table').count();
    expect(tables).toBeGreaterThanOrEqual(minTables);
    const outsideTabs = await page.locator('.reference-table > table:not(.tabs-container table)').count();
    expect(outsideTabs).toBeGreaterThan(0);
    await expect(page.locator('.reference-table > table[data-from-server]')).toHaveCount(outsideTabs);
    await page.waitForTimeout(500);
    const serverRows = await page.evaluate(() =>
      (window as unknown as {serverRows: Element[]}).serverRows.map((row) => row.isConnected),
    );
    expect(serverRows).toHaveLength(outsideTabs);
    expect(serverRows.every(Boolean)).toBe(true);
    const serverIntros = await page.evaluate(() =>
      (window as unknown as {serverIntros: (Node | null)[]}).serverIntros.map((block) => Boolean(block?.isConnected)),
    );
    expect(serverIntros.length).toBeGreaterThanOrEqual(minIntros);
    expect(serverIntros.every(Boolean)).toBe(true);
    const rows = await rowCount(page);
    expect(rows).toBeGreaterThanOrEqual(tables);
    await page.waitForLoadState('networkidle');
    expect(await rowCount(page)).toBe(rows);
    expect(tableChunks).toEqual([]);
    expect(new Set(await page.evaluate(() => (window as unknown as {rowCounts: string[]}).rowCounts)).size).toBe(1);
  });
}

for (const [path, title] of [
  ['/docs/graphql/queries', 'Queries'],
  ['/docs/generated/ingestion/sources/snowflake', 'Snowflake'],
  // An archived version's page: its version module, section and page chunk load first, then its tables.
  ['/docs/1.1.0/generated/ingestion/sources/snowflake', 'Snowflake'],
]) {
  test(`a reference page reached by client-side navigation loads its tables, the same as the server wrote them: ${path}`, async ({
    page,
  }) => {
    await page.goto(path);
    const blocks = '.reference-table > table, .reference-table-intro';
    const serverTables = await page
      .locator(blocks)
      .evaluateAll((tables) => tables.slice(0, 20).map((table) => table.innerHTML));
    const serverRows = await rowCount(page);
    await page.goto('/docs/graphql/objects');
    await hydrated(page);
    const tableChunks: string[] = [];
    page.on('response', async (response) => {
      if (await isTablesChunk(response)) tableChunks.push(response.url());
    });
    await navigateClientSide(page, path);
    await expect(page.locator('h1')).toHaveText(title);
    await expect.poll(() => rowCount(page)).toBe(serverRows);
    const clientTables = await page
      .locator(blocks)
      .evaluateAll((tables) => tables.slice(0, 20).map((table) => table.innerHTML));
    expect(clientTables).toEqual(serverTables);
    expect(tableChunks).toHaveLength(1);
  });
}

test('tables that cannot load say so, and all load when the reader tries again', async ({page}) => {
  await page.goto('/docs/graphql/interfaces');
  const serverRows = await rowCount(page);
  await page.goto('/docs/graphql/queries');
  await hydrated(page);
  // The interfaces page's own chunks load; its tables' chunk fails, as it would offline.
  let failing = true;
  await page.route(CHUNK_PATTERN, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (failing && TABLES_LIST.test(body)) await route.abort('internetdisconnected');
    else await route.fulfill({response, body});
  });
  await navigateClientSide(page, '/docs/graphql/interfaces');
  await expect(page.locator('h1')).toHaveText('Interfaces');
  const retry = page.getByRole('button', {name: 'Try again'}).first();
  await expect(retry).toBeVisible();
  const captions = page.locator('.reference-table caption');
  await expect(captions.first()).toContainText('This table could not be loaded.');
  expect(await captions.count()).toBe(await page.locator('.reference-table').count());
  failing = false;
  // One button tries again for every table of the page.
  await retry.click();
  await expect.poll(() => rowCount(page)).toBe(serverRows);
  await expect(captions).toHaveCount(0);
});

for (const [path, link, target, title] of [
  ['/docs/graphql/queries', '.reference-table a[href="scalars#string"]', /\/docs\/graphql\/scalars#string$/, 'Scalars'],
  // A link in a table's intro: a GraphQL entry's interface.
  [
    '/docs/graphql/objects',
    '.reference-table-intro a[href="interfaces#entity"]',
    /\/docs\/graphql\/interfaces#entity$/,
    'Interfaces',
  ],
  // A link in a group built in the browser (the objects page's last, deferred group), which no React Link renders.
  [
    '/docs/graphql/objects',
    '.markdown > .reference-group >> nth=-1 >> .reference-table a[href="scalars#string"]',
    /\/docs\/graphql\/scalars#string$/,
    'Scalars',
  ],
  [
    '/docs/generated/metamodel/entities/datajob',
    '.reference-table a[href="/docs/generated/metamodel/entities/dataflow"]',
    /\/docs\/generated\/metamodel\/entities\/dataflow$/,
    'Data Flow',
  ],
] as const) {
  test(`a link in a reference table or its intro to another page navigates client-side, as Link does: ${link} on ${path}`, async ({
    page,
  }) => {
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, {samePage: true}));
    // Scrolled to, the boxes near the link are laid out and take their real heights, which may move it
    // between Playwright's aim and its click: click once it stands still.
    const anchor = page.locator(link).first();
    await anchor.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => {
        const before = JSON.stringify(await anchor.boundingBox());
        await page.waitForTimeout(100);
        return before === JSON.stringify(await anchor.boundingBox());
      })
      .toBe(true);
    await anchor.click();
    await expect(page).toHaveURL(target);
    await expect(page.locator('h1')).toHaveText(title);
    expect(await page.evaluate(() => (window as {samePage?: boolean}).samePage)).toBe(true);
  });
}
