// The content between a generated reference page's headings that holds one of its tables becomes one box the
// browser lays out near the viewport, and runs of headings with their content become groups of such boxes; the
// page's title, the module's imports and other pages stay as they were.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {createElement} from 'react';
import {rehypeReferenceSections} from '../reference-sections';
import {GROUP_HEADINGS} from '../reference-sections/rehype';

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
