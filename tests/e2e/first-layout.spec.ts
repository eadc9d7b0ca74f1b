// What a page's first layout has to set up before the first paint, on a phone, in the page the server sent.
// Font instances: the text comes in few of them (a family at one size and weight; the type scale of
// src/css/custom.css), because the browser sets each one up in that layout, and each is one of the site's two
// fonts (a control or an element that falls back to a system font costs a font lookup of its own, and looks out
// of place). SVG images: none (the chevrons of custom.css are drawn with borders, the icon the pages name is an
// ICO, src/plugins/site-icons), because the browser builds a document for each SVG image it shows.
import {expect, test} from '@playwright/test';

/** The most font instances each page may show before its scripts run: what each has now. */
const FONT_INSTANCES: Record<string, number> = {
  '/docs/quickstart': 8,
  '/docs/graphql/objects': 8,
  '/learn/data-mesh': 9,
  // Two more for the diagram's labels (SVG text, at the diagram's scale).
  '/docs/architecture/architecture': 11,
};

test.use({javaScriptEnabled: false, viewport: {width: 412, height: 823}, isMobile: true});

for (const [path, budget] of Object.entries(FONT_INSTANCES)) {
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

  test(`${path} shows no SVG image and names no SVG icon`, async ({page}) => {
    await page.goto(path);
    const images = await page.evaluate(() => {
      const found: string[] = [];
      for (const element of Array.from(document.querySelectorAll('*'))) {
        if (element.getClientRects().length === 0) continue;
        if (element instanceof HTMLImageElement && /\.svg(\?|$)|^data:image\/svg/.test(element.currentSrc))
          found.push(`img ${element.currentSrc.slice(0, 60)}`);
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          if (style.display === 'none') continue;
          for (const value of [style.backgroundImage, style.maskImage, style.listStyleImage, style.content])
            if (/url\("?(data:image\/svg|[^)]*\.svg)/.test(value))
              found.push(`${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}${pseudo ?? ''}`);
        }
      }
      for (const icon of Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')))
        if (/\.svg$/.test(icon.href)) found.push(`icon ${icon.href}`);
      return found;
    });
    expect(images).toEqual([]);
  });
}
