// How a page's scripts start, as Lighthouse's simulation weighs it: each chunk the page's scripts request is
// requested from a task of its own (docusaurus-accelerate's chunk-requests-apart), not inside the task that needs
// it, where the request lengthened a task of the page's start-up.
import {expect, test} from '@playwright/test';
import {waitForHydration} from './support/hydration';

for (const path of ['/docs/quickstart', '/docs/graphql/objects']) {
  test(`${path}: every chunk is requested from a task of its own`, async ({page}) => {
    // The stack of each chunk script's append: Rspack's chunk loader (`__webpack_require__.l`, by the name the
    // unmangled runtime keeps) is on it when the append runs inside the task that requested the chunk.
    await page.addInitScript(() => {
      const appends: string[] = [];
      (window as unknown as {chunkAppends: string[]}).chunkAppends = appends;
      const append = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
        if (node instanceof HTMLScriptElement && node.src.includes('/assets/js/'))
          appends.push(new Error().stack ?? '');
        return append.call(this, node) as T;
      };
    });
    await page.goto(path);
    await waitForHydration(page);
    const stacks = await page.evaluate(() => (window as unknown as {chunkAppends: string[]}).chunkAppends);
    // The page's loader appends the runtime and main bundle; the runtime requests the page's chunks (8-12).
    expect(stacks.length).toBeGreaterThan(8);
    expect(stacks.filter((stack) => stack.includes('__webpack_require__'))).toEqual([]);
  });
}

// docusaurus-accelerate's unhydrated-desktop-columns: on a phone, the desktop sidebar and table of contents that the
// server sent are removed after hydration without having been hydrated; on a wide window they are hydrated and
// work as upstream's.
test.describe('the desktop columns on a phone', () => {
  // A hydrated DOM node carries its React fiber under a `__reactFiber$...` key.
  /** The links of the desktop sidebar and table of contents. */
  const COLUMNS = '.theme-doc-sidebar-menu a, .theme-doc-toc-desktop a';

  test('/docs/graphql/objects at 375px: the desktop columns are removed, never hydrated', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await page.addInitScript((columns) => {
      const removed: {hydrated: boolean}[] = [];
      (window as unknown as {removedColumnLinks: typeof removed}).removedColumnLinks = removed;
      new MutationObserver((records) => {
        for (const record of records)
          record.removedNodes.forEach((node) => {
            if (node instanceof Element)
              node.querySelectorAll(columns).forEach((link) => {
                removed.push({hydrated: Object.keys(link).some((key) => key.startsWith('__reactFiber$'))});
              });
          });
      }).observe(document, {childList: true, subtree: true});
    }, COLUMNS);
    await page.goto('/docs/graphql/objects');
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await expect(page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu')).toHaveCount(0);
    const removed = await page.evaluate(
      () => (window as unknown as {removedColumnLinks: {hydrated: boolean}[]}).removedColumnLinks,
    );
    // The table of contents has one link per object (483) and the sidebar a few dozen.
    expect(removed.length).toBeGreaterThan(400);
    expect(removed.filter((link) => link.hydrated)).toEqual([]);
    // The phone's own table of contents works.
    await page.getByRole('button', {name: 'On this page'}).click();
    await expect(page.locator('.theme-doc-toc-mobile a').first()).toBeVisible();
  });

  test('/docs/quickstart at 1280px: the columns are hydrated and the table of contents follows the reader', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/docs/quickstart');
    await waitForHydration(page);
    const hydratedLinks = await page.evaluate(
      (columns) =>
        Array.from(document.querySelectorAll(columns)).filter((link) =>
          Object.keys(link).some((key) => key.startsWith('__reactFiber$')),
        ).length,
      COLUMNS,
    );
    expect(hydratedLinks).toBe(await page.locator(COLUMNS).count());
    // A heading scrolled to the top of the window (below the navbar) becomes the active entry.
    const heading = page.locator('article h2').nth(2);
    await heading.evaluate((element) => element.scrollIntoView({block: 'start'}));
    const id = await heading.getAttribute('id');
    await expect(page.locator('.theme-doc-toc-desktop .table-of-contents__link--active')).toHaveAttribute(
      'href',
      `#${id}`,
    );
  });
});

// docusaurus-accelerate's date-format-free-start: the dates of the Learn pages are formatted without Intl in the
// browser (the first Intl.DateTimeFormat of a page loads the locale's date data), and read as the server wrote them.
for (const path of ['/learn/data-mesh', '/learn']) {
  test(`${path}: no Intl.DateTimeFormat while the page starts, and the dates the server wrote`, async ({page}) => {
    await page.addInitScript(() => {
      const counted = window as unknown as {dateFormats: number};
      counted.dateFormats = 0;
      const Upstream = Intl.DateTimeFormat;
      Intl.DateTimeFormat = new Proxy(Upstream, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          counted.dateFormats += 1;
          return new target(...args);
        },
        apply(target, self, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          counted.dateFormats += 1;
          return target(...args);
        },
      });
    });
    const response = await page.goto(path);
    const served = [...(await response!.text()).matchAll(/<time dateTime="[^"]+">([^<]+)<\/time>/g)].map((m) => m[1]);
    await waitForHydration(page);
    expect(served.length).toBeGreaterThan(0);
    await expect(page.locator('main time')).toHaveText(served as string[]);
    expect(await page.evaluate(() => (window as unknown as {dateFormats: number}).dateFormats)).toBe(0);
  });
}
