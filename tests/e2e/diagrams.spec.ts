// Diagrams drawn at build time (src/plugins/diagrams) and the enlarged view of images and diagrams
// (src/plugins/image-zoom), on the built site.
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/hydration';

/** A page with diagrams and an image (the architecture overview). */
const PAGE = '/docs/architecture/architecture';
const DOCS = path.join(__dirname, '..', '..', 'docs');

/** The current docs' ```mermaid blocks, by page file. */
function mermaidBlocks(): Map<string, number> {
  const found = new Map<string, number>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.mdx?$/.test(name)) {
        const count = readFileSync(file, 'utf8').match(/^```mermaid$/gm)?.length ?? 0;
        if (count) found.set(file, count);
      }
    }
  };
  walk(DOCS);
  return found;
}

const seriousViolations = async (page: Page, selector: string) => {
  const {violations} = await new AxeBuilder({page}).include(selector).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
};

test('the docs teach with at least 25 diagrams, each drawn into its page', async ({page}) => {
  const blocks = mermaidBlocks();
  const total = [...blocks.values()].reduce((sum, n) => sum + n, 0);
  expect(total).toBeGreaterThanOrEqual(25);
  // Every page with blocks shows as many figures (a sample of five, to keep the test short).
  for (const [file, count] of [...blocks].slice(0, 5)) {
    const route = readFileSync(file, 'utf8').match(/^slug:\s*(\S+)/m)?.[1];
    const url = route ? `/docs${route}` : `/docs/${path.relative(DOCS, file).replace(/\.mdx?$/, '')}`;
    await page.goto(url);
    await expect(page.locator('article figure.diagram'), url).toHaveCount(count);
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('a diagram is an image named by its title and described, with no style element or script of its own', async ({
    page,
  }) => {
    await page.goto(PAGE);
    const figures = page.locator('article figure.diagram');
    expect(await figures.count()).toBeGreaterThanOrEqual(1);
    const first = figures.first();
    const title = (await first.locator('figcaption').textContent())!;
    const image = first.getByRole('img', {name: title, exact: true});
    await expect(image).toBeVisible();
    const description = await image.evaluate((svg) => {
      const id = svg.getAttribute('aria-describedby')!;
      return document.getElementById(id)?.textContent ?? '';
    });
    expect(description.length).toBeGreaterThan(20);
    expect(await page.locator('article figure.diagram svg style').count()).toBe(0);
    const box = (await image.boundingBox())!;
    expect(box.width).toBeGreaterThan(100);
    expect(box.height).toBeGreaterThan(50);
    // The Enlarge button waits for the page's script: without it, it is not offered.
    await expect(first.getByRole('button')).toBeHidden();
  });
});

test('the page loads no diagram code, and its Markdown twin keeps the Mermaid source', async ({page, request}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  const bodies = await Promise.all(scripts.map(async (url) => (await request.get(url)).text()));
  for (const [index, body] of bodies.entries())
    expect(/beautiful-mermaid|elkjs|renderMermaidSVG/.test(body), scripts[index]).toBe(false);
  const twin = await (await request.get(`${PAGE}.md`)).text();
  expect(twin).toMatch(/```mermaid\n[\s\S]*accTitle: /);
  expect(twin).not.toContain('<svg');
});

test('Enlarge opens the diagram in a modal dialog; Escape closes it and focus returns', async ({page}) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') chunks.push(r.url());
  });
  await page.goto(PAGE);
  await waitForHydration(page);
  const loadedBefore = chunks.length;
  const figure = page.locator('article figure.diagram').first();
  const title = (await figure.locator('figcaption').textContent())!;
  const button = figure.getByRole('button', {name: `Enlarge diagram: ${title}`});
  await button.scrollIntoViewIfNeeded();
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', {name: `Enlarged diagram: ${title}`});
  await expect(dialog).toBeVisible();
  // The dialog's code came on this first use, as a chunk of its own.
  expect(chunks.length).toBeGreaterThan(loadedBefore);
  await expect(dialog.getByRole('button', {name: 'Close'})).toBeFocused();
  // An opaque sheet over a dimmed page (Infima's own background colour is transparent).
  const [sheet, backdrop] = await dialog.evaluate((element) => [
    getComputedStyle(element).backgroundColor,
    getComputedStyle(element, '::backdrop').backgroundColor,
  ]);
  expect(sheet).toBe('rgb(255, 255, 255)');
  expect(backdrop).toMatch(/^rgba\(17, 24, 39, 0\.7\d*\)$/);
  const enlarged = dialog.getByRole('img', {name: title, exact: true});
  await expect(enlarged).toBeVisible();
  const [small, large] = await Promise.all([figure.locator('svg.diagram__svg').boundingBox(), enlarged.boundingBox()]);
  expect(large!.width).toBeGreaterThan(small!.width);
  // One element per id: the copy's ids are its own.
  const duplicateIds = await page.evaluate(() => {
    const ids = Array.from(document.querySelectorAll('[id]'), (element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
  expect(duplicateIds).toEqual([]);
  expect(await seriousViolations(page, 'dialog')).toEqual([]);
  // The rest of the page is inert while the dialog is open.
  expect(await page.evaluate(() => document.querySelector('dialog')?.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();

  // A click on the drawing itself opens it too; a click beside the picture closes it.
  await figure.locator('svg.diagram__svg').click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toHaveCount(0);
});

test('a click on an image opens its largest file; the Close button closes it', async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  const frame = page.locator('article [data-zoom-frame][data-zoom-src]').first();
  const largest = (await frame.getAttribute('data-zoom-src'))!;
  expect(largest).toMatch(/\.1600\.png$/);
  await frame.scrollIntoViewIfNeeded();
  await frame.getByRole('button', {name: /^Enlarge image: Metadata flows/}).click();
  const dialog = page.getByRole('dialog', {name: /^Enlarged image: Metadata flows/});
  const image = dialog.getByRole('img');
  await expect(image).toHaveAttribute('src', largest);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await dialog.getByRole('button', {name: 'Close'}).click();
  await expect(dialog).toHaveCount(0);
});

test('a page with diagrams passes axe', async ({page}) => {
  await page.goto(PAGE);
  await waitForHydration(page);
  expect(await seriousViolations(page, 'article')).toEqual([]);
});
