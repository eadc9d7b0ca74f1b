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
