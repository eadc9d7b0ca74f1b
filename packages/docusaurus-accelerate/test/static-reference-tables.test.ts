// The tables the site's generator writes as HTML leave a reference page's code for one JSON data URI: the
// server renders them into the page, the browser's bundle loads them as a chunk the page registers.
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

async function render(source: string, path: string, withPlugin: boolean): Promise<{html: string; code: string}> {
  const {compile, run} = await import('@mdx-js/mdx');
  const file = {path, value: source};
  const code = String(
    await compile(file, {outputFormat: 'function-body', rehypePlugins: withPlugin ? [staticReferenceTables] : []}),
  );
  const {default: Content} = await run(code, {...runtime, baseUrl: import.meta.url});
  return {html: renderToStaticMarkup(createElement(Content)), code};
}

/** `<ReferenceTable rows html />` as the site's generator writes it (src/reference/htmlTable.ts). */
const written = (html: string, rows: number) =>
  `<ReferenceTable rows={${rows}} html="${html.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />`;

const FIELDS =
  '<thead><tr><th>Name</th><th>Description</th></tr></thead><tbody><tr><td>accessToken<br/><a href="/docs/graphql/scalars#string"><code>String!</code></a></td><td><p>The token, for example <code>urn:li:corpuser:datahub</code> &amp; more.</p></td></tr></tbody>';
const ARGUMENTS =
  '<thead><tr><th>Name</th><th>Description</th></tr></thead><tbody><tr><td>first</td><td><p>How many.</p></td></tr></tbody>';

test("a reference page's tables leave the page's code for one JSON data URI, whose chunk the page registers", async () => {
  const page = `## AccessToken\n\n${written(FIELDS, 2)}\n\n<details>\n\n${written(ARGUMENTS, 2)}\n\n</details>\n`;
  const {html, code} = await render(page, REFERENCE, true);
  const box = (table: string) =>
    `<div class="reference-table" style="--reference-table-rows:2"><table>${table}</table></div>`;
  assert.equal(html, `<h2>AccessToken</h2>\n${box(FIELDS)}\n<details>${box(ARGUMENTS)}</details>`);
  assert.doesNotMatch(code, /urn:li:corpuser|How many/, "no table's text is left in the code");
  // The page's tables are one JSON data URI, inline where the bundler's constant says so, a chunk elsewhere.
  const uris = [...code.matchAll(/"(data:application\/json;base64,[^"]+)"/g)].map((m) => m[1]);
  assert.equal(uris.length, 2);
  assert.equal(uris[0], uris[1]);
  assert.match(code, /__STATIC_REFERENCE_TABLES_INLINE__ \? require\("data:/);
  assert.match(code, /: \(\) => import\(/);
  assert.deepEqual(JSON.parse(Buffer.from(uris[0].slice(DATA_URI.length), 'base64').toString()), [FIELDS, ARGUMENTS]);
  // In the browser's bundle, the page registers its table chunk's hash (slim-route-table writes it in).
  assert.match(
    code,
    /if \(!__STATIC_REFERENCE_TABLES_INLINE__ && __webpack_require__\.ch\) Object\.assign\(__webpack_require__\.ch, "@slim-route-hashes"\);/,
  );
});

test('pages outside the reference, and tables not written as HTML, are left to MDX', async () => {
  const {compile} = await import('@mdx-js/mdx');
  const compiled = async (value: string, path: string) =>
    String(await compile({path, value}, {rehypePlugins: [staticReferenceTables]}));
  const elsewhere = await compiled(written(FIELDS, 2), '/site/docs/features.mdx');
  assert.doesNotMatch(elsewhere, /StaticReferenceTable|data:|__webpack_require__/);
  for (const page of [
    '/site/versioned_docs/version-1.1.0/generated/ingestion/sources/snowflake.mdx',
    '/site/docs/deploy/environment-vars.mdx',
  ])
    assert.match(await compiled(written(FIELDS, 2), page), /StaticReferenceTable/);
  const jsxTable = `<table><tbody><tr><td>first</td></tr></tbody></table>`;
  const kept = await compiled(jsxTable, REFERENCE);
  assert.doesNotMatch(kept, /StaticReferenceTable|data:/);
  assert.match(kept, /"tbody"/);
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

test("a table's intro moves to the page's list just before its table, in page order", async () => {
  const intro = '<p>Information about an access token &amp; <a href="interfaces#entity">Entity</a>.</p>';
  const withIntro = (html: string) =>
    `<ReferenceTable rows={2} intro="${intro.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" html="${html
      .replace(/&/g, '&amp;')
      .replace(/"/g, '&quot;')}" />`;
  const page = `## AccessToken\n\n${withIntro(FIELDS)}\n\n## Other\n\n${written(ARGUMENTS, 2)}\n`;
  const {html, code} = await render(page, REFERENCE, true);
  const box = (table: string) =>
    `<div class="reference-table" style="--reference-table-rows:2"><table>${table}</table></div>`;
  assert.equal(
    html,
    `<h2>AccessToken</h2>\n<div data-pair=""><div class="reference-table-intro">${intro}</div>${box(FIELDS)}</div>\n` +
      `<h2>Other</h2>\n${box(ARGUMENTS)}`,
  );
  assert.doesNotMatch(code, /Information about/, "no intro's text is left in the code");
  const [uri] = [...code.matchAll(/"(data:application\/json;base64,[^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(JSON.parse(Buffer.from(uri.slice(DATA_URI.length), 'base64').toString()), [
    intro,
    FIELDS,
    ARGUMENTS,
  ]);
});
