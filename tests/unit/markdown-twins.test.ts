// The Markdown twins: MDX and Markdown pages become plain Markdown, with links absolute to the site.
import {after, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import {absoluteUrl, toMarkdown, type TwinOptions} from '../../src/plugins/markdown-twins/toMarkdown';
import {llmsFullTxt, llmsTxt, pageSeparator} from '../../src/plugins/markdown-twins/llmsTxt';
import {twinPathOf} from '../../src/plugins/markdown-twins/twinPath';
import {convertPage, type ConvertJob, type LinkContext} from '../../src/plugins/markdown-twins/convert';
import {CACHE_FILE, TwinCache} from '../../src/plugins/markdown-twins/cache';
import {codeVersion} from 'docusaurus-accelerate/lib/codeVersion';
import {convertPages} from '../../src/plugins/markdown-twins/pool';

const SITE = 'https://docs.example.com';
const PERMALINKS: Record<string, string> = {
  '../quickstart.md': '/docs/quickstart',
  './sibling.mdx': '/docs/guides/sibling',
};
const options = (overrides: Partial<TwinOptions> = {}): TwinOptions => ({
  format: 'mdx',
  pageUrl: `${SITE}/docs/guides/page`,
  resolveMarkdownLink: (link) => PERMALINKS[link] ?? null,
  ...overrides,
});
const front = '---\ntitle: The Page\ndescription: What the page is for.\n---\n\n';
const convert = (body: string, overrides: Partial<TwinOptions> = {}) => toMarkdown(front + body, options(overrides));

/** Node types of the twin read back as plain CommonMark + GFM: no MDX, no raw HTML. */
function nodeTypes(markdown: string): Set<string> {
  const types = new Set<string>();
  visit(unified().use(remarkParse).use(remarkGfm).parse(markdown), (node) => {
    types.add(node.type);
  });
  return types;
}

describe('front matter', () => {
  test('becomes a `# Title` heading and the description as the first paragraph', () => {
    const out = convert('## Start\n\nBody text.\n');
    assert.equal(out, '# The Page\n\nWhat the page is for.\n\n## Start\n\nBody text.\n');
  });

  test('a leading h1 is the title when the front matter has none, and is not repeated', () => {
    const out = toMarkdown('---\ndescription: Why.\n---\n\n# From the Heading\n\nText.\n', options({format: 'md'}));
    assert.equal(out, '# From the Heading\n\nWhy.\n\nText.\n');
  });

  test('custom heading ids are dropped from the heading text', () => {
    assert.match(convert('## Install {#setup}\n\nText.\n'), /^## Install$/m);
  });
});

describe('Tabs', () => {
  const tabs = [
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    '## Create a tag',
    '',
    '<Tabs>',
    '<TabItem value="python" label="Python SDK" default>',
    '',
    '```python',
    'print("tag")',
    '```',
    '',
    '</TabItem>',
    '<TabItem value="graphql">',
    '',
    'Send the **mutation**.',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    '## Next',
    '',
  ].join('\n');

  test('each tab becomes a section headed by its label, one level below its section', () => {
    const out = convert(tabs);
    assert.match(
      out,
      /## Create a tag\n\n### Python SDK\n\n```python\nprint\("tag"\)\n```\n\n### graphql\n\nSend the \*\*mutation\*\*\.\n\n## Next/,
    );
    assert.doesNotMatch(out, /Tabs|TabItem|import /);
  });

  test('tabs inside a tab go one level deeper', () => {
    const nested =
      '## A\n\n<Tabs>\n<TabItem value="x" label="Outer">\n\n<Tabs>\n<TabItem value="y" label="Inner">\n\nDeep.\n\n</TabItem>\n</Tabs>\n\n</TabItem>\n</Tabs>\n';
    assert.match(convert(nested), /### Outer\n\n#### Inner\n\nDeep\./);
  });
});

describe('admonitions', () => {
  test('become quotes that start with their kind', () => {
    assert.match(
      convert(':::note\nKeep the token **secret**.\n:::\n'),
      /^> \*\*Note:\*\* Keep the token \*\*secret\*\*\.$/m,
    );
    assert.match(convert(':::warning\nCosts money.\n:::\n', {format: 'md'}), /^> \*\*Warning:\*\* Costs money\.$/m);
  });

  test('keep their title in both syntaxes', () => {
    assert.match(
      convert(':::info[DataHub Cloud]\nOnly in the cloud.\n:::\n'),
      /> \*\*Info: DataHub Cloud\*\*\n>\n> Only in the cloud\./,
    );
    assert.match(
      convert(':::tip Keep data in your network\nRun it here.\n:::\n'),
      /> \*\*Tip: Keep data in your network\*\*\n>\n> Run it here\./,
    );
  });

  test('colons that are not directives stay text', () => {
    assert.match(convert('Meet at 10:30, ratio a:b.\n'), /Meet at 10:30, ratio a:b\./);
  });
});

describe('imports, exports and JSX', () => {
  const page = [
    "import SupportStatus from '@site/src/components/SupportStatus';",
    'export const year = 2025;',
    '',
    '{/* A note to editors. */}',
    '',
    '<SupportStatus status="certified" /> **BI** source.',
    '',
    '<div className="wrapper">',
    '',
    'Text inside a **component** stays.',
    '',
    '</div>',
    '',
    'Literal {\'<\'}Type> text and <Highlight color="red">highlighted words</Highlight>.',
    '',
  ].join('\n');

  test('import and export lines and expressions are removed, text children kept', () => {
    const out = convert(page);
    assert.doesNotMatch(out, /^(import|export) /m);
    assert.doesNotMatch(out, /A note to editors|className|<div|<\/?Highlight/);
    assert.match(out, /Text inside a \*\*component\*\* stays\./);
    assert.match(out, /highlighted words/);
    assert.match(out, /Literal \\<Type> text/);
  });

  test('components that speak through attributes say it in text', () => {
    assert.match(convert(page), /Support status: certified\. \*\*BI\*\* source\./);
  });

  test('the twin parses as Markdown without HTML or MDX nodes', () => {
    const types = nodeTypes(convert(page));
    for (const type of ['html', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxjsEsm'])
      assert.ok(!types.has(type), type);
  });

  test('HTML tables become Markdown tables; nested tables become lists', () => {
    const cell = (name: string) =>
      `<td>\n${name}<br />\n<a href="scalars#string"><code>String!</code></a>\n</td>\n<td>\n<p>The ${name}.</p>\n</td>`;
    const simple = `<table>\n<thead><tr><th>Name</th><th>Description</th></tr></thead>\n<tbody>\n<tr>\n${cell('urn')}\n</tr>\n</tbody>\n</table>\n`;
    assert.match(
      convert(simple, {pageUrl: `${SITE}/docs/graphql/queries`}),
      /\| Name \| Description \|\n\| - \| - \|\n\| urn \[`String!`\]\(https:\/\/docs\.example\.com\/docs\/graphql\/scalars#string\) \| The urn\. \|/,
    );
    const nested = simple.replace('<p>The urn.</p>', '<p>The urn.</p>\n\n' + simple);
    const out = convert(nested);
    assert.match(out, /^- urn \[`String!`\]\(.+\)\n\n {2}The urn\.\n\n {2}\| Name \| Description \|/m);
    assert.ok(!nodeTypes(out).has('html'));
  });

  test('raw HTML in a CommonMark page keeps its text and loses its tags and comments', () => {
    const out = convert(
      'Intro.\n\n<!-- truncate -->\n\n<details><summary>More</summary>\n\nHidden **detail**.\n\n</details>\n',
      {
        format: 'md',
      },
    );
    assert.doesNotMatch(out, /<|truncate/);
    assert.match(out, /More/);
    assert.match(out, /Hidden \*\*detail\*\*\./);
  });
});

describe('links', () => {
  test('Markdown file links become the absolute URL of their page, keeping the anchor', () => {
    const out = convert('See the [quickstart](../quickstart.md#install) and [sibling](./sibling.mdx).\n');
    assert.match(out, /\[quickstart\]\(https:\/\/docs\.example\.com\/docs\/quickstart#install\)/);
    assert.match(out, /\[sibling\]\(https:\/\/docs\.example\.com\/docs\/guides\/sibling\)/);
  });

  test('site paths, relative paths, anchors and images are made absolute; external links are kept', () => {
    const out = convert(
      '[a](/docs/features) [b](objects#chart) [c](#install) [d](https://github.com/x/y/README.md) [e](mailto:a@b.c)\n\n![logo](/img/logo.svg)\n',
    );
    assert.match(out, /\[a\]\(https:\/\/docs\.example\.com\/docs\/features\)/);
    assert.match(out, /\[b\]\(https:\/\/docs\.example\.com\/docs\/guides\/objects#chart\)/);
    assert.match(out, /\[c\]\(https:\/\/docs\.example\.com\/docs\/guides\/page#install\)/);
    assert.match(out, /\[d\]\(https:\/\/github\.com\/x\/y\/README\.md\)/);
    assert.match(out, /\[e\]\(mailto:a@b\.c\)/);
    assert.match(out, /!\[logo\]\(https:\/\/docs\.example\.com\/img\/logo\.svg\)/);
  });

  test('links in JSX are resolved too, and an unknown Markdown file falls back to the URL', () => {
    assert.equal(absoluteUrl('missing.md', options()), `${SITE}/docs/guides/missing.md`);
    assert.match(
      convert('<a href="../quickstart.md">start</a>\n'),
      /\[start\]\(https:\/\/docs\.example\.com\/docs\/quickstart\)/,
    );
  });

  test('the twin of a page is its path plus .md', () => {
    assert.equal(twinPathOf('/docs/quickstart'), '/docs/quickstart.md');
    assert.equal(twinPathOf('/docs/1.1.0/quickstart/'), '/docs/1.1.0/quickstart.md');
    assert.equal(twinPathOf('/learn/data-mesh.html'), '/learn/data-mesh.md');
    assert.equal(twinPathOf('/docs/quickstart/index.html'), '/docs/quickstart.md');
  });
});

describe('llms.txt', () => {
  const site = {title: 'DataHub', summary: 'The metadata platform.', notes: ['Read the twins.']};
  const entry = {title: 'Quick [start]', url: `${SITE}/docs/quickstart.md`, description: 'Run it\n  locally.'};

  test('follows the llms.txt layout: title, summary quote, notes, sections of links with descriptions', () => {
    const out = llmsTxt(site, [
      {title: 'Getting Started', entries: [entry]},
      {title: 'Empty', entries: []},
    ]);
    assert.equal(
      out,
      '# DataHub\n\n> The metadata platform.\n\nRead the twins.\n\n## Getting Started\n\n' +
        `- [Quick \\[start\\]](${SITE}/docs/quickstart.md): Run it locally.\n`,
    );
  });

  test('llms-full.txt is the header and every page after a separator naming its URL', () => {
    const out = llmsFullTxt(site, [{url: entry.url, markdown: '# Quickstart\n\nText.\n'}]);
    assert.ok(out.startsWith('# DataHub\n\n> The metadata platform.\n'));
    assert.ok(out.endsWith(pageSeparator(entry.url) + '# Quickstart\n\nText.\n'));
  });
});

describe('conversion jobs, cache and workers', () => {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'markdown-twins-'));
  after(() => rmSync(siteDir, {recursive: true, force: true}));
  const contentPaths = {contentPath: path.join(siteDir, 'docs'), contentPathLocalized: undefined};
  const context = (quickstart = '/docs/quickstart'): LinkContext => ({
    sourceToPermalink: new Map([['@site/docs/quickstart.md', quickstart]]),
    siteDir,
  });
  const job = (body: string, overrides: Partial<ConvertJob['twin']> = {}, name = 'page'): ConvertJob => ({
    source: front + body,
    sourceFilePath: path.join(siteDir, 'docs', 'guides', `${name}.mdx`),
    contentPaths,
    twin: {format: 'mdx', pageUrl: `${SITE}/docs/guides/${name}`, fallbackTitle: 'Page', ...overrides},
  });
  const linking = job('Start with the [quickstart](../quickstart.md) and the [other](./other.md).\n');
  const resolverFor = (linkContext: LinkContext) => (linkPathname: string) =>
    linkPathname === '../quickstart.md'
      ? (linkContext.sourceToPermalink.get('@site/docs/quickstart.md') ?? null)
      : null;

  test('a job resolves `.md` links as the docs plugin does and reports each one it resolved', () => {
    const {markdown, links} = convertPage(linking, context());
    assert.match(markdown, /\[quickstart\]\(https:\/\/docs\.example\.com\/docs\/quickstart\)/);
    assert.deepEqual(links, [
      ['../quickstart.md', '/docs/quickstart'],
      ['./other.md', null],
    ]);
  });

  describe('cache', () => {
    const dir = path.join(siteDir, 'cache');
    const stored = async (converter = 'v1') => {
      const cache = await TwinCache.open(dir, converter);
      cache.set('/docs/guides/page', linking, convertPage(linking, context()));
      await cache.save();
      return TwinCache.open(dir, converter);
    };

    test('an unchanged page hits, also after the cache is written and read back', async () => {
      const cache = await stored();
      assert.equal(
        cache.get('/docs/guides/page', linking, resolverFor(context())),
        convertPage(linking, context()).markdown,
      );
    });

    test('a changed source, page URL or format misses', async () => {
      const cache = await stored();
      const resolve = resolverFor(context());
      assert.equal(
        cache.get('/docs/guides/page', {...linking, source: `${linking.source}More.\n`}, resolve),
        undefined,
      );
      const moved = {...linking, twin: {...linking.twin, pageUrl: 'https://mirror.example.com/docs/guides/page'}};
      assert.equal(cache.get('/docs/guides/page', moved, resolve), undefined);
      assert.equal(
        cache.get('/docs/guides/page', {...linking, twin: {...linking.twin, format: 'md'}}, resolve),
        undefined,
      );
      assert.equal(cache.get('/docs/guides/other', linking, resolve), undefined);
    });

    test('a linked page that moved misses, though the source did not change', async () => {
      const cache = await stored();
      assert.equal(cache.get('/docs/guides/page', linking, resolverFor(context('/docs/start'))), undefined);
    });

    test('another converter version misses: the cache written by it is dropped', async () => {
      await stored('v1');
      const cache = await TwinCache.open(dir, 'v2');
      assert.equal(cache.size, 0);
      assert.equal(cache.get('/docs/guides/page', linking, resolverFor(context())), undefined);
    });

    test('the file keeps the pages of the last build only', async () => {
      const other = job('Other page.\n', {}, 'other');
      const first = await stored();
      assert.ok(first.get('/docs/guides/page', linking, resolverFor(context())));
      first.set('/docs/guides/other', other, convertPage(other, context()));
      await first.save();
      const second = await TwinCache.open(dir, 'v1');
      assert.equal(second.size, 2);
      assert.ok(second.get('/docs/guides/other', other, resolverFor(context())));
      await second.save();
      const third = await TwinCache.open(dir, 'v1');
      assert.equal(third.size, 1);
      assert.equal(third.get('/docs/guides/page', linking, resolverFor(context())), undefined);
    });

    test('a twin converted earlier in this build is found before the file’s, and saved with the others', async () => {
      const cache = await stored();
      const edited = {...linking, source: `${linking.source}Edited while the build ran.\n`};
      // What the early conversion does (index.ts): convert a miss and keep it for postBuild.
      assert.equal(cache.get('/docs/guides/page', edited, resolverFor(context())), undefined);
      cache.set('/docs/guides/page', edited, convertPage(edited, context()));
      assert.equal(
        cache.get('/docs/guides/page', edited, resolverFor(context())),
        convertPage(edited, context()).markdown,
      );
      await cache.save();
      const next = await TwinCache.open(dir, 'v1');
      assert.ok(next.get('/docs/guides/page', edited, resolverFor(context())));
    });

    test('an unreadable cache file is an empty cache', async () => {
      await stored();
      writeFileSync(path.join(dir, CACHE_FILE), '{"format": 1, "conv');
      assert.equal((await TwinCache.open(dir, 'v1')).size, 0);
    });

    test('the converter version changes with the code, the installed packages and a missing file', () => {
      const code = path.join(siteDir, 'toMarkdown.ts');
      const lock = path.join(siteDir, '.package-lock.json');
      writeFileSync(code, 'export const a = 1;\n');
      writeFileSync(lock, '{"packages": {}}\n');
      const before = codeVersion([code], [lock]);
      assert.equal(codeVersion([code], [lock]), before);
      writeFileSync(code, 'export const a = 2;\n');
      const changedCode = codeVersion([code], [lock]);
      assert.notEqual(changedCode, before);
      writeFileSync(lock, '{"packages": {"remark": {}}}\n');
      assert.notEqual(codeVersion([code], [lock]), changedCode);
      rmSync(lock);
      assert.notEqual(codeVersion([code], [lock]), changedCode);
    });
  });

  describe('worker pool', () => {
    const jobs = [linking, job('## A\n\n<Tabs><TabItem value="x">X</TabItem></Tabs>\n', {}, 'tabs'), job('Short.\n')];
    const onMainThread = jobs.map((page) => convertPage(page, context()));

    test('workers give the twins the main thread gives, in the order of the jobs', async () => {
      const warnings: string[] = [];
      const results = await convertPages(jobs, context(), {size: 2, warn: (message) => warnings.push(message)});
      assert.deepEqual(results, onMainThread);
      assert.deepEqual(warnings, []);
    });

    test('low-priority workers with more pages than they hold at once give the same twins, in order', async () => {
      const many = Array.from({length: 11}, (_, i) => job(`## Page ${i}\n\nText of page ${i}.\n`, {}, `page-${i}`));
      const results = await convertPages(many, context(), {size: 2, lowPriority: true, warn: assert.fail});
      assert.deepEqual(
        results,
        many.map((page) => convertPage(page, context())),
      );
    });

    test('when no worker can run, the pages are converted on the main thread, with a warning', async () => {
      const warnings: string[] = [];
      const workerFile = path.join(siteDir, 'missing-worker.mjs');
      const results = await convertPages(jobs, context(), {size: 2, workerFile, warn: (m) => warnings.push(m)});
      assert.deepEqual(results, onMainThread);
      assert.equal(warnings.length, 2);
      assert.match(warnings[1], /converting on the main thread/);
    });

    test('a page that cannot be converted fails the run, naming its file, in a worker or not', async () => {
      const broken = job('<div>\n\nNever closed.\n', {}, 'broken');
      for (const size of [2, 0]) {
        await assert.rejects(convertPages([...jobs, broken], context(), {size, warn: () => {}}), (error: Error) =>
          error.message.includes(broken.sourceFilePath),
        );
      }
    });
  });
});
