// The GraphQL reference's tables reach React as HTML strings: the rendered page is the same as with the
// JSX tables, and anything that needs React keeps its JSX.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {createElement} from 'react';
import {rehypeStaticReferenceTables} from '../static-reference-tables';

// What the bundler gives a page on the server: the inline constant, and `require` of the JSON data URI.
const DATA_URI = 'data:application/json;base64,';
Object.assign(globalThis, {
  __STATIC_REFERENCE_TABLES_INLINE__: true,
  require: (uri: string) => JSON.parse(Buffer.from(uri.slice(DATA_URI.length), 'base64').toString()),
});
const staticReferenceTables = () =>
  rehypeStaticReferenceTables({
    pages: ['graphql', 'generated', 'deploy/environment-vars.mdx'],
    component: new URL('./fixtures/StaticReferenceTableStub.mjs', import.meta.url).href,
  });

const REFERENCE = '/site/docs/graphql/objects.mdx';

const TABLES = `## AccessToken

<p style={{ marginBottom: "0.4em" }}><strong>Fields</strong></p>

<table>
<thead><tr><th>Name</th><th>Description</th></tr></thead>
<tbody>
<tr>
<td>
accessToken<br />
<a href="scalars#string"><code>String!</code></a>
</td>
<td>
<p>The token value, for example <code>urn:li:corpuser:datahub</code> &amp; more.</p>
<blockquote className="deprecated note">Deprecated: use <code>token</code>.</blockquote>
</td>
</tr>
<tr>
<td>
args<br />
<a href="inputObjects#input"><code>Input!</code></a>
</td>
<td>
<p style={{ marginBottom: "0.4em" }}><strong>Arguments</strong></p>
<table>
<thead><tr><th>Name</th><th>Description</th></tr></thead>
<tbody><tr><td>
first<br />
<a href="scalars#int"><code>Int</code></a>
</td><td>
<p>How many.</p>
</td></tr></tbody>
</table>
</td>
</tr>
</tbody>
</table>
`;

async function render(source: string, path: string, withPlugin: boolean): Promise<{html: string; code: string}> {
  const {compile, run} = await import('@mdx-js/mdx');
  const file = {path, value: source};
  const code = String(
    await compile(file, {outputFormat: 'function-body', rehypePlugins: withPlugin ? [staticReferenceTables] : []}),
  );
  const {default: Content} = await run(code, {...runtime, baseUrl: import.meta.url});
  return {html: renderToStaticMarkup(createElement(Content)), code};
}

/** The page without the blocks the plugin puts around top-level tables. */
const unwrapped = (html: string) =>
  html.replace(/<div class="reference-table" style="--reference-table-rows:\d+">(<table>.*?<\/table>)<\/div>/gs, '$1');

test('a reference page renders the same tables, set as strings, each in a block that knows its row count', async () => {
  const before = await render(TABLES, REFERENCE, false);
  const after = await render(TABLES, REFERENCE, true);
  assert.equal(unwrapped(after.html), before.html);
  // One block, around the outer table: its two rows, its header and the inner table's two rows.
  assert.deepEqual(
    [...after.html.matchAll(/class="reference-table" style="--reference-table-rows:(\d+)"/g)].map((m) => m[1]),
    ['5'],
  );
  assert.doesNotMatch(after.code, /"tbody"/, 'no table part is left as JSX');
  // The page's tables are one JSON data URI, inline where the bundler's constant says so, a chunk elsewhere.
  const uris = [...after.code.matchAll(/"(data:application\/json;base64,[^"]+)"/g)].map((m) => m[1]);
  assert.equal(uris.length, 2);
  assert.equal(uris[0], uris[1]);
  assert.match(after.code, /__STATIC_REFERENCE_TABLES_INLINE__ \? require\("data:/);
  assert.match(after.code, /: \(\) => import\(/);
  const tables = JSON.parse(Buffer.from(uris[0].slice(DATA_URI.length), 'base64').toString()) as string[];
  assert.equal(tables.length, 1);
  assert.match(tables[0], /^<thead><tr><th>Name<\/th>/);
});

test('tables outside the reference, and tables that need React, keep their JSX', async () => {
  const elsewhere = await render(TABLES, '/site/docs/features.mdx', true);
  assert.doesNotMatch(elsewhere.code, /StaticReferenceTable|data:/);
  const withComponent = TABLES.replace('<p>How many.</p>', '<Highlight>How many.</Highlight>');
  const {compile} = await import('@mdx-js/mdx');
  const code = String(await compile({path: REFERENCE, value: withComponent}, {rehypePlugins: [staticReferenceTables]}));
  // The inner table holds a component: it stays JSX, and so does the table around it.
  assert.doesNotMatch(code, /StaticReferenceTable|data:/);
  // A style React would add a unit to stays React's: the table holding it keeps its JSX (a table inside
  // it may still become a string), and the page renders the same.
  const numeric = TABLES.replaceAll('marginBottom: "0.4em"', 'marginBottom: 4');
  const before = await render(numeric, REFERENCE, false);
  const after = await render(numeric, REFERENCE, true);
  assert.equal(unwrapped(after.html), before.html);
  assert.match(after.html, /margin-bottom:4px/);
  assert.match(after.code, /marginBottom: 4/);
});

// A source page's options, as src/reference/sources.ts writes them: a Markdown table whose rows link to
// themselves through Docusaurus's Link, with inline code and emphasis.
const OPTIONS = `| Option | Type | Default | Description |
|---|---|---|---|
| <Link id="config-env" to="#config-env">\`env\`</Link> | \`string\` | \`PROD\` | **Required.** Environment of the assets, for example \`PROD\` & \`DEV\`. |
| <Link id="config-pattern-allow" to="#config-pattern-allow">\`pattern.allow\`</Link> | \`array of string\` | \`[".*"]\` | Names to include. |
`;

/** Docusaurus's Link as it renders a link within the page (core's Link writes `href`, then the other props). */
const components = {
  Link: ({to, ...props}: {to: string}) => createElement('a', {href: to, ...props}),
};

async function renderWith(source: string, path: string, withPlugin: boolean) {
  const [{compile, run}, {default: remarkGfm}] = await Promise.all([import('@mdx-js/mdx'), import('remark-gfm')]);
  const code = String(
    await compile(
      {path, value: source},
      {
        outputFormat: 'function-body',
        remarkPlugins: [remarkGfm],
        rehypePlugins: withPlugin ? [staticReferenceTables] : [],
      },
    ),
  );
  const {default: Content} = await run(code, {...runtime, baseUrl: import.meta.url});
  return {html: renderToStaticMarkup(createElement(Content, {components})), code};
}

test('a Markdown table of options, with links to its own rows, renders the same as a string', async () => {
  const page = '/site/versioned_docs/version-1.1.0/generated/ingestion/sources/snowflake.mdx';
  const before = await renderWith(OPTIONS, page, false);
  const after = await renderWith(OPTIONS, page, true);
  assert.equal(unwrapped(after.html), before.html);
  assert.match(after.html, /<a href="#config-env" id="config-env"><code>env<\/code><\/a>/);
  assert.doesNotMatch(after.code, /Link|"tbody"/);
  for (const other of ['/site/docs/deploy/environment-vars.mdx', '/site/docs/generated/cli-reference.mdx']) {
    assert.match((await renderWith(OPTIONS, other, true)).code, /StaticReferenceTable/);
  }
});

test('a Markdown table linking to another page, or a Link that is not to its own row, keeps its JSX', async () => {
  const page = '/site/docs/generated/metamodel/entities/dataset.mdx';
  const toPage = OPTIONS.replace(
    'Names to include.',
    'Names of [datasets](/docs/generated/metamodel/entities/dataset).',
  );
  const toOther = OPTIONS.replace('<Link id="config-env" to="#config-env">', '<Link id="config-env" to="/docs/cli">');
  for (const source of [toPage, toOther]) {
    const {html, code} = await renderWith(source, page, true);
    assert.doesNotMatch(code, /StaticReferenceTable|data:/);
    assert.equal(html, (await renderWith(source, page, false)).html);
  }
});

test('text is written as React writes it: quotes escaped, adjacent texts apart', () => {
  const cell = (...children: object[]) => ({type: 'element', tagName: 'td', properties: {}, children});
  const text = (value: string) => ({type: 'text', value});
  const table = {
    type: 'element',
    tagName: 'table',
    properties: {},
    children: [
      text('\n'),
      {type: 'element', tagName: 'tbody', properties: {}, children: [cell(text('glue'), text(':GetTable "x"'))]},
    ],
  };
  const tree = {type: 'root', children: [table]} as unknown as Parameters<ReturnType<typeof staticReferenceTables>>[0];
  staticReferenceTables()(tree, {path: REFERENCE});
  const uri = JSON.stringify(tree).match(/data:application\/json;base64,([^"]+)/)![1];
  assert.deepEqual(JSON.parse(Buffer.from(uri, 'base64').toString()), [
    '<tbody><td>glue<!-- -->:GetTable &quot;x&quot;</td></tbody>',
  ]);
});

test("a table the generator wrote as HTML moves to the page's tables as it is, with its row count", async () => {
  const html =
    '<thead><tr><th>Option</th></tr></thead><tbody><tr><td><a href="#config-env" id="config-env"><code>env</code></a> &amp; &quot;x&quot;</td></tr></tbody>';
  const written = `## Options\n\n<ReferenceTable rows={2} html="${html.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />\n`;
  const {html: page, code} = await render(written, REFERENCE, true);
  assert.equal(
    page.split('</h2>')[1].trim(),
    `<div class="reference-table" style="--reference-table-rows:2"><table>${html}</table></div>`,
  );
  assert.doesNotMatch(code, /\bReferenceTable, \{/, 'the written element is replaced');
  // Anything else named so (children, other attributes) is left to the site's component.
  const {compile} = await import('@mdx-js/mdx');
  const other = written.replace('rows={2}', 'rows={2} caption="x"');
  const otherCode = String(await compile({path: REFERENCE, value: other}, {rehypePlugins: [staticReferenceTables]}));
  assert.doesNotMatch(otherCode, /StaticReferenceTable/);
});
