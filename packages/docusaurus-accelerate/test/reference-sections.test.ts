// The content between a generated reference page's headings that holds one of its tables becomes one box the
// browser lays out near the viewport, and runs of headings with their content become groups of such boxes; the
// page's title, the module's imports and other pages stay as they were.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {createElement} from 'react';
import {rehypeReferenceSections} from '../reference-sections';
import type {Root} from 'hast';
import {
  DEFER_ABOVE,
  DEFERRED_GROUP,
  DEFERRED_GROUP_MODULE,
  DEFERRED_GROUPS_FALLBACK,
  GROUP_HEADINGS,
} from '../reference-sections/rehype';

const sections = () => rehypeReferenceSections({pages: ['graphql', 'deploy/environment-vars.mdx']});

async function render(source: string, path: string): Promise<string> {
  const {compile, run} = await import('@mdx-js/mdx');
  const code = String(await compile({path, value: source}, {outputFormat: 'function-body', rehypePlugins: [sections]}));
  const {default: Content} = await run(code, {...runtime, baseUrl: import.meta.url});
  const ReferenceTable = ({rows, html}: {rows: number; html: string}) =>
    createElement('div', {className: 'reference-table', 'data-rows': rows, dangerouslySetInnerHTML: {__html: html}});
  return renderToStaticMarkup(createElement(Content, {components: {ReferenceTable}}));
}

const table = (rows: number) => `<ReferenceTable rows={${rows}} html="<table></table>" />`;

test('each run of content with a table between headings is one box, with the estimate of its height', async () => {
  const page = [
    'export const kind = "objects";',
    '## Access',
    'Lists the access roles.',
    '**Fields**',
    table(2),
    '## Actor',
    'No table here.',
    '### Fields',
    table(3),
    table(4),
  ].join('\n\n');
  const html = await render(page, '/site/docs/graphql/objects.mdx');
  assert.equal(
    html,
    [
      '<div class="reference-group" style="--reference-group-headings:3;--reference-group-sections:2;' +
        '--reference-group-rows:9;--reference-group-blocks:3"><h2>Access</h2>',
      '<div class="reference-section" style="--reference-section-rows:2;--reference-section-blocks:2">' +
        '<p>Lists the access roles.</p>\n<p><strong>Fields</strong></p>\n<div class="reference-table" data-rows="2"><table></table></div></div>',
      '<h2>Actor</h2>',
      '<p>No table here.</p>',
      '<h3>Fields</h3>',
      '<div class="reference-section" style="--reference-section-rows:7;--reference-section-blocks:0">' +
        '<div class="reference-table" data-rows="3"><table></table></div>\n<div class="reference-table" data-rows="4"><table></table></div></div></div>',
    ].join('\n'),
  );
});

test("a table's intro counts in its box's estimate: a block per paragraph and list item", async () => {
  const intro = '<p>Information.</p>&#10;<p><strong>Implements</strong></p>&#10;<ul>&#10;<li>Entity</li>&#10;</ul>';
  const page = `## AccessToken\n\n<ReferenceTable rows={5} intro="${intro}" html="<table></table>" />\n`;
  assert.match(
    await render(page, '/site/docs/graphql/objects.mdx'),
    /<div class="reference-section" style="--reference-section-rows:5;--reference-section-blocks:3">/,
  );
});

test("a frozen version's reference page has its boxes, a hand-written page none", async () => {
  const page = `## Variables\n\n${table(3)}\n`;
  assert.match(
    await render(page, '/site/versioned_docs/version-1.1.0/deploy/environment-vars.mdx'),
    /reference-section/,
  );
  assert.doesNotMatch(await render(page, '/site/docs/deploy/kubernetes.md'), /reference-section/);
});

test('groups hold GROUP_HEADINGS headings each; the title, expressions and runs without a table stay outside', async () => {
  const types = Array.from({length: GROUP_HEADINGS + 2}, (_, i) => `## Type${i}\n\n${table(1)}`);
  const page = ['# Objects', 'An introduction.', ...types, '{1 + 1}', '## Notes', 'No table.'].join('\n\n');
  const html = await render(page, '/site/docs/graphql/objects.mdx');
  const groups = [...html.matchAll(/<div class="reference-group" style="([^"]*)">/g)].map((match) => match[1]);
  assert.deepEqual(groups, [
    `--reference-group-headings:${GROUP_HEADINGS};--reference-group-sections:${GROUP_HEADINGS};` +
      `--reference-group-rows:${GROUP_HEADINGS};--reference-group-blocks:0`,
    '--reference-group-headings:2;--reference-group-sections:2;--reference-group-rows:2;--reference-group-blocks:0',
  ]);
  assert.ok(html.startsWith('<h1>Objects</h1>\n<p>An introduction.</p>\n<div class="reference-group"'));
  assert.ok(html.endsWith('</div></div></div>\n2\n<h2>Notes</h2>\n<p>No table.</p>'), html.slice(-120));
});

/** The page's tree after reference-sections: its top-level nodes, as a tag or a component's name each. */
async function topLevel(source: string): Promise<{names: string[]; groups: Record<string, unknown>[]}> {
  const {compile} = await import('@mdx-js/mdx');
  const names: string[] = [];
  const groups: Record<string, unknown>[] = [];
  const inspect = () => (tree: Root) => {
    for (const node of tree.children) {
      if (node.type === 'mdxjsEsm')
        names.push(
          `import ${node.data?.estree?.body[0]?.type === 'ImportDeclaration' ? String(node.data.estree.body[0].source.value) : ''}`,
        );
      else if (node.type === 'mdxJsxFlowElement') {
        names.push(node.name ?? '');
        groups.push(
          Object.fromEntries(
            node.attributes.map((a) => [(a as {name: string}).name, (a as {value: {value: string}}).value.value]),
          ),
        );
      } else if (node.type === 'element')
        names.push(`${node.tagName}${node.properties.className ? `.${String(node.properties.className)}` : ''}`);
    }
  };
  await compile({path: '/site/docs/graphql/objects.mdx', value: source}, {rehypePlugins: [sections, inspect]});
  return {names, groups};
}

/** A run of GROUP_HEADINGS types, each with a table of `bytes` bytes of HTML: one group. */
const types = (first: number, bytes: number) =>
  Array.from(
    {length: GROUP_HEADINGS},
    (_, i) => `## Type${first + i}\n\n<ReferenceTable rows={2} html="<tbody>${'x'.repeat(bytes)}</tbody>" />`,
  ).join('\n\n');

test("a long page's groups after the first are deferred, each with its estimate; a short page's are not", async () => {
  const perTable = Math.ceil(DEFER_ABOVE / GROUP_HEADINGS / 2);
  const long = await topLevel(['# Objects', types(0, perTable), types(16, perTable), types(32, perTable)].join('\n\n'));
  assert.deepEqual(long.names, [
    `import ${DEFERRED_GROUP_MODULE}`,
    'h1',
    'div.reference-group',
    DEFERRED_GROUP,
    DEFERRED_GROUP,
    DEFERRED_GROUPS_FALLBACK,
  ]);
  assert.deepEqual(long.groups[0], {headings: '16', sections: '16', rows: '32', blocks: '0'});
  const short = await topLevel(['# Queries', types(0, 10), types(16, 10), types(32, 10)].join('\n\n'));
  assert.deepEqual(short.names, ['h1', 'div.reference-group', 'div.reference-group', 'div.reference-group']);
});

test('only the groups after the last one that needs React, or the last table outside a group, are deferred', async () => {
  const perTable = DEFER_ABOVE;
  const code = '```bash\ndatahub get\n```';
  // A code block (its copy button) keeps its group in the page, and the groups before it.
  const page = await topLevel(
    [
      '# CLI',
      types(0, perTable),
      types(16, perTable),
      `${types(32, perTable)}\n\n${code}`,
      types(48, perTable),
      types(64, perTable),
    ].join('\n\n'),
  );
  assert.deepEqual(page.names, [
    `import ${DEFERRED_GROUP_MODULE}`,
    'h1',
    'div.reference-group',
    'div.reference-group',
    'div.reference-group',
    DEFERRED_GROUP,
    DEFERRED_GROUP,
    DEFERRED_GROUPS_FALLBACK,
  ]);
  // A table after an expression is outside every group: the groups before it stay, so that the tables the
  // browser hydrates are the page's first ones.
  const after = await topLevel(
    [
      '# Objects',
      types(0, perTable),
      types(16, perTable),
      '{1 + 1}',
      '<ReferenceTable rows={1} html="<tbody></tbody>" />',
    ].join('\n\n'),
  );
  assert.deepEqual(
    after.names.filter((name) => name.includes('reference-group') || name === DEFERRED_GROUP),
    ['div.reference-group', 'div.reference-group'],
  );
  // An element written as JSX is static without handlers (a frozen version's `<p style={{...}}>`), not with one.
  const styled = await topLevel(
    [
      '# Objects',
      types(0, perTable),
      `${types(16, perTable)}\n\n<p style={{marginBottom: '0.4em'}}><strong>Fields</strong></p>`,
    ].join('\n\n'),
  );
  assert.equal(styled.names.at(-2), DEFERRED_GROUP);
  const handled = await topLevel(
    ['# Objects', types(0, perTable), `${types(16, perTable)}\n\n<p onClick={() => {}}>Fields</p>`].join('\n\n'),
  );
  assert.equal(handled.names.at(-1), 'div.reference-group');
});
