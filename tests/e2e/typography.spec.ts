// The type scale (src/css/custom.css): the text of a page comes in few font instances (a family at one size
// and weight), because the browser sets each one up in the page's first layout, before the first paint. Each
// bench page is held to the instances it has now, in the page the server sent, on a phone; the failure lists
// them with where each is first used. Every instance is one of the site's two fonts: a control or an element
// that falls back to a system font is a font lookup of its own, and looks out of place.
import {expect, test} from '@playwright/test';

/** The most font instances each page may show before its scripts run. */
const BUDGET: Record<string, number> = {
  '/docs/quickstart': 8,
  '/docs/graphql/objects': 8,
  '/learn/data-mesh': 9,
  // Two more for the diagram's labels (SVG text, at the diagram's scale).
  '/docs/architecture/architecture': 11,
};

test.use({javaScriptEnabled: false, viewport: {width: 412, height: 823}, isMobile: true});

for (const [path, budget] of Object.entries(BUDGET)) {
  test(`${path} shows its text in at most ${budget} font instances, all of the site's fonts`, async ({page}) => {
    await page.goto(path);
    const instances = await page.evaluate(() => {
      const first = new Map<string, string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement!;
        if (!node.textContent!.trim() || element.getClientRects().length === 0) continue;
        const style = getComputedStyle(element);
        const key = `${style.fontFamily.split(',')[0]} ${style.fontSize} ${style.fontWeight}`;
        if (!first.has(key))
          first.set(
            key,
            `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${node.textContent!.trim().slice(0, 30)}"`,
          );
      }
      return [...first].map(([key, where]) => `${key}  (${where})`);
    });
    expect(instances.length, instances.join('\n')).toBeLessThanOrEqual(budget);
    expect(instances.filter((instance) => !/^"(Inter|JetBrains Mono) Variable"/.test(instance))).toEqual([]);
  });
}
