// The Markdown twins: MDX and Markdown pages become plain Markdown, with links absolute to the site.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import {absoluteUrl, toMarkdown, type TwinOptions} from '../../src/plugins/markdown-twins/toMarkdown';
import {llmsFullTxt, llmsTxt, pageSeparator} from '../../src/plugins/markdown-twins/llmsTxt';
import {twinPathOf} from '../../src/plugins/markdown-twins/twinPath';

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
