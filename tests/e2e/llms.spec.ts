// Docs for assistants (issue 14): Markdown twins of every doc and Learn post, llms.txt and llms-full.txt
// in the build, their content types when served, and the "Copy page" menu in the browser.
import {expect, test, type Page} from '@playwright/test';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import type {Root} from 'mdast';
import {CONTENT_TYPES} from '../../config/headers';
import {SITE_URL} from '../../config/site';
import {pageSeparator} from '../../src/plugins/markdown-twins/llmsTxt';

const BUILD = path.resolve(__dirname, '../../build');
const ARCHIVED = '/docs/1.1.0/';
const read = (file: string) => readFileSync(path.join(BUILD, file), 'utf8');
const pageHtml = (route: string) =>
  [path.join(route, 'index.html'), `${route}.html`].map((file) => path.join(BUILD, file)).find(existsSync);
/** A path of the site exists in the build as a page or as a file. */
const served = (pathname: string) =>
  pageHtml(decodeURIComponent(pathname)) !== undefined ||
  (path.extname(pathname) !== '' && existsSync(path.join(BUILD, decodeURIComponent(pathname))));

function twinFiles(dir: string): string[] {
  return readdirSync(path.join(BUILD, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => `/${path.relative(BUILD, path.join(entry.parentPath, entry.name))}`);
}

const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(
      /&(quot|apos|lt|gt|amp);/g,
      (_, name: string) => ({quot: '"', apos: "'", lt: '<', gt: '>', amp: '&'})[name]!,
    );

/** `<html class="...">` and `<meta name="description">` of a built page (the HTML is minified). */
const htmlClasses = (html: string) => /<html[^>]*\sclass="?([^">]*)/.exec(html)?.[1].split(/\s+/) ?? [];
const metaDescription = (html: string) =>
  decodeEntities(
    /<meta[^>]*name="?description"?[^>]*content=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.exec(html)?.slice(1).join('') ?? '',
  );

const parser = unified().use(remarkParse).use(remarkGfm);
const parse = (markdown: string): Root => parser.parse(markdown);

/** Doc and Learn post routes of the sitemap, told apart by the page kind Docusaurus writes on <html>. */
function sitemapPages(): {route: string; html: string}[] {
  const urls = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return urls
    .map((route) => ({route, file: pageHtml(route)}))
    .filter((page): page is {route: string; file: string} => page.file !== undefined)
    .map(({route, file}) => ({route, html: readFileSync(file, 'utf8')}))
    .filter(({html}) => htmlClasses(html).some((name) => name === 'docs-doc-page' || name === 'blog-post-page'));
}

const currentTwins = () => twinFiles('docs').filter((file) => !file.startsWith(ARCHIVED));

test.describe('Markdown twins in the build', () => {
  test('every doc route of both versions and every Learn post has its twin', () => {
    const pages = sitemapPages();
    const routes = pages.map(({route}) => route.replace(/\/$/, ''));
    expect(routes.filter((route) => route.startsWith(ARCHIVED)).length).toBeGreaterThan(100);
    expect(routes.filter((route) => route.startsWith('/docs/') && !route.startsWith(ARCHIVED)).length).toBeGreaterThan(
      100,
    );
    expect(routes.filter((route) => route.startsWith('/learn/')).length).toBeGreaterThan(0);
    const missing = routes.filter((route) => !existsSync(path.join(BUILD, `${route}.md`)));
    expect(missing, `${missing.length} pages without a twin`).toEqual([]);
  });

  test('twins are plain Markdown: a title first, no JSX or HTML, no import or export lines', () => {
    test.setTimeout(300_000);
    const problems: string[] = [];
    for (const file of [...twinFiles('docs'), ...twinFiles('learn')]) {
      const markdown = read(file);
      if (!markdown.startsWith('# ')) problems.push(`${file}: does not start with a # title`);
      visit(parse(markdown), (node) => {
        if (node.type === 'html') problems.push(`${file}: HTML or JSX ${node.value.slice(0, 60)}`);
        if (node.type === 'paragraph' && /^(import|export) /m.test(toString(node))) {
          problems.push(`${file}: ${toString(node).slice(0, 60)}`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  test('links in twins are absolute, and those into the site point at pages that exist', () => {
    test.setTimeout(300_000);
    // A sample across both versions, the generated reference and the Learn posts.
    const all = [...twinFiles('docs'), ...twinFiles('learn')];
    const sample = all.filter((file, index) => index % 5 === 0 || /graphql|generated|learn|quickstart/.test(file));
    const broken: string[] = [];
    let siteLinks = 0;
    for (const file of sample) {
      visit(parse(read(file)), (node) => {
        if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
        if (!URL.canParse(node.url)) broken.push(`${file}: relative link ${node.url}`);
        else if (node.url.startsWith(`${SITE_URL}/`)) {
          siteLinks += 1;
          if (!served(new URL(node.url).pathname)) broken.push(`${file}: ${node.url}`);
        }
      });
    }
    expect(siteLinks).toBeGreaterThan(1000);
    expect(broken).toEqual([]);
  });

  test('the archived version links to its own pages', () => {
    const twin = read('/docs/1.1.0/quickstart.md');
    expect(twin).toContain(`${SITE_URL}/docs/1.1.0/`);
  });
});

test.describe('llms.txt and llms-full.txt', () => {
  const links = (markdown: string) => {
    const entries: {url: string; description: string}[] = [];
    visit(parse(markdown), 'listItem', (item) => {
      const paragraph = item.children[0];
      const link = paragraph?.type === 'paragraph' ? paragraph.children[0] : undefined;
      if (link?.type === 'link') {
        entries.push({url: link.url, description: toString(paragraph).slice(toString(link).length + 2)});
      }
    });
    return entries;
  };

  test('llms.txt lists every current doc with its description, in sections, and no archived page', () => {
    const llms = read('llms.txt');
    expect(llms).toMatch(/^# DataHub\n\n> \S.+\n/);
    expect(llms.match(/^## .+$/gm)?.length).toBeGreaterThan(5);
    expect(llms).not.toContain(ARCHIVED);
    const described = new Map(links(llms).map(({url, description}) => [url, description]));
    const twins = currentTwins();
    expect(twins.length).toBeGreaterThan(100);
    const problems = twins.flatMap((twin) => {
      const url = `${SITE_URL}${twin}`;
      if (!described.has(url)) return [`${twin} is not listed`];
      const expected = metaDescription(readFileSync(pageHtml(twin.replace(/\.md$/, ''))!, 'utf8'));
      return described.get(url) === expected.replace(/\s+/g, ' ').trim() ? [] : [`${twin}: "${described.get(url)}"`];
    });
    expect(problems).toEqual([]);
    const targets = [...described.keys()].map((url) => new URL(url).pathname);
    expect(targets.filter((target) => !existsSync(path.join(BUILD, target)))).toEqual([]);
  });

  test('llms-full.txt is every current twin in full and nothing of the archived version', () => {
    const full = read('llms-full.txt');
    expect(full).not.toContain(ARCHIVED);
    const [header, ...pages] = full.split(/\n---\n\nSource: (?=\S+\n\n)/);
    expect(header).toMatch(/^# DataHub\n\n> /);
    const bodies = new Map(
      pages.map((page) => {
        const url = page.slice(0, page.indexOf('\n'));
        return [url, `\n---\n\nSource: ${page}`.slice(pageSeparator(url).length)];
      }),
    );
    const twins = currentTwins();
    expect([...bodies.keys()].sort()).toEqual(twins.map((twin) => `${SITE_URL}${twin}`).sort());
    for (const twin of twins) expect(bodies.get(`${SITE_URL}${twin}`), twin).toBe(read(twin));

    // Lines the 1.1.0 docs have and the current docs do not must not appear.
    const current = new Set(twins.flatMap((twin) => read(twin).split('\n')));
    const archivedOnly = twinFiles('docs/1.1.0')
      .flatMap((twin) => read(twin).split('\n'))
      .filter((line) => line.length > 60 && !current.has(line) && !line.includes(ARCHIVED));
    expect(archivedOnly.length).toBeGreaterThan(0);
    // Whole lines: an edited 1.1.0 line can be a substring of a longer current line.
    const fullLines = new Set(full.split('\n'));
    expect(archivedOnly.filter((line) => fullLines.has(line))).toEqual([]);
  });

  test('twins and llms files are served with their content types from config/headers.ts', async ({request}) => {
    for (const [url, type] of [
      ['/docs/quickstart.md', CONTENT_TYPES['.md']],
      ['/learn/data-mesh.md', CONTENT_TYPES['.md']],
      ['/llms.txt', CONTENT_TYPES['.txt']],
      ['/llms-full.txt', CONTENT_TYPES['.txt']],
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toBe(type);
    }
  });
});

test.describe('Copy page menu', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  async function hydrated(page: Page, route: string): Promise<void> {
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  }
  const trigger = (page: Page) => page.locator('main button[aria-haspopup="menu"]');
  const item = (page: Page, name: string) => page.getByRole('menuitem', {name});

  test('copy puts the twin on the clipboard and says Copied', async ({page, request}) => {
    await hydrated(page, '/docs/quickstart');
    await expect(trigger(page)).toHaveText('Copy page');
    await trigger(page).click();
    await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
    await item(page, 'Copy page as Markdown').click();
    await expect(trigger(page)).toHaveText('Copied');
    // The menu's own live region (the page has others, such as the feedback widget's).
    await expect(trigger(page).locator('xpath=..').getByRole('status')).toHaveText(/copied/i);
    const twin = await (await request.get('/docs/quickstart.md')).text();
    expect(twin).toMatch(/^# .*Quickstart/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  });

  test('view opens the twin; ChatGPT and Claude get a prompt citing its URL', async ({page}) => {
    await hydrated(page, '/docs/1.1.0/quickstart');
    const title = await page.locator('article h1').innerText();
    await trigger(page).click();
    for (const [name, origin] of [
      ['Open in ChatGPT', 'https://chatgpt.com/'],
      ['Open in Claude', 'https://claude.ai/new'],
    ]) {
      const href = (await item(page, name).getAttribute('href'))!;
      expect(href.startsWith(`${origin}?q=`), href).toBe(true);
      expect(new URL(href).searchParams.get('q')).toContain(`${SITE_URL}/docs/1.1.0/quickstart.md`);
      await expect(item(page, name)).toHaveAttribute('target', '_blank');
    }
    await item(page, 'View as Markdown').click();
    await expect(page).toHaveURL(/\/docs\/1\.1\.0\/quickstart\.md$/);
    expect((await page.locator('body').innerText()).startsWith(`# ${title}\n`)).toBe(true);
  });

  test('works from the keyboard: arrows, Home, End, Escape returns focus, Tab closes', async ({page}) => {
    await hydrated(page, '/docs/domains');
    const button = trigger(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(item(page, 'Copy page as Markdown')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'View as Markdown')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item(page, 'Open in Claude')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Copy page as Markdown')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item(page, 'Open in Claude')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(item(page, 'Copy page as Markdown')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(item(page, 'Copy page as Markdown')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('the menu code is not loaded before hydration, only on first interaction', async ({page}) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text());
    });
    await hydrated(page, '/docs/quickstart');
    const loadedBefore = await Promise.all(scripts);
    expect(loadedBefore.length).toBeGreaterThan(0);
    expect(loadedBefore.filter((script) => script.includes('claude.ai/new'))).toEqual([]);
    await trigger(page).hover();
    await expect
      .poll(async () => (await Promise.all(scripts)).some((script) => script.includes('claude.ai/new')))
      .toBe(true);
  });

  test('is on generated category pages and on docs outside the sidebar', async ({page}) => {
    for (const route of ['/docs/category/features', '/docs/roadmap']) {
      await hydrated(page, route);
      await trigger(page).click();
      await expect(item(page, 'View as Markdown')).toHaveAttribute('href', `${route}.md`);
    }
  });
});
