// Diagrams drawn at build time (src/plugins/diagrams): what a block must hold, what the SVG may not carry
// (style elements, fixed ids), the cache, the page's figure and the content check's rule.
import assert from 'node:assert/strict';
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, test} from 'node:test';
import {toHtml} from 'hast-util-to-html';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import remarkDiagrams, {diagramFigure} from '../../src/plugins/diagrams/remark';
import {
  DiagramError,
  ID_PLACEHOLDER,
  loadRenderer,
  MAX_WIDTH,
  parseDiagram,
  renderDiagramWith,
  sizeOf,
} from '../../src/plugins/diagrams/render.mjs';
import {checkDiagram} from '../../src/content-check/diagrams.mjs';

const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'diagrams-'));
const mermaid = loadRenderer();
after(() => rmSync(cacheDir, {recursive: true, force: true}));

const PIPELINE = `flowchart TB
  accTitle: A run
  accDescr: A source yields work units that a sink writes.
  source[Source] -->|work units| sink[Sink]
  subgraph gms [DataHub]
    store[(Database)]
  end
  sink --> store`;

const problem = (source: string) => {
  try {
    parseDiagram(source);
  } catch (error) {
    assert.ok(error instanceof DiagramError);
    return error;
  }
  assert.fail('no error');
};

test('a block needs a supported kind, a title and a description, and nothing the renderer drops', () => {
  assert.deepEqual(
    {...parseDiagram(PIPELINE), diagram: undefined},
    {
      kind: 'flowchart',
      diagram: undefined,
      title: 'A run',
      description: 'A source yields work units that a sink writes.',
    },
  );
  // The accessibility statements leave the text the renderer sees (it would draw them as boxes).
  assert.doesNotMatch(parseDiagram(PIPELINE).diagram, /acc(Title|Descr)/);
  assert.match(problem('flowchart LR\n  accDescr: d\n  a --> b').message, /no accTitle/);
  assert.match(problem('flowchart LR\n  accTitle: t\n  a --> b').message, /no accDescr/);
  assert.match(problem('pie\n  accTitle: t\n  accDescr: d\n  "a": 1').message, /starts with "pie"/);
  const click = problem('flowchart LR\n  accTitle: t\n  accDescr: d\n  a --> b\n  click a "https://example.com"');
  assert.equal(click.line, 5);
  assert.match(click.message, /click links are not drawn/);
  assert.match(problem('flowchart LR\n  accTitle: t\n  accDescr {\n  a --> b').message, /no closing/);
  const multiline = parseDiagram('sequenceDiagram\n  accTitle: t\n  accDescr {\n    one\n    two\n  }\n  A->>B: hi');
  assert.equal(multiline.description, 'one two');
});

test('the SVG has no style element, no colours of its own and ids that a page makes unique', () => {
  const {svg, title, cached} = renderDiagramWith(mermaid, PIPELINE, {cacheDir});
  assert.equal(title, 'A run');
  assert.equal(cached, false);
  assert.doesNotMatch(svg, /<style|fonts\.googleapis|^<svg[^>]* style=/);
  assert.match(svg, /^<svg class="diagram__svg diagram__svg--flowchart"/);
  const ids = [...svg.matchAll(/(?<![\w-])id="([^"]+)"/g)].map((m) => m[1]);
  assert.ok(ids.length > 0);
  for (const id of ids) assert.ok(id.startsWith(`${ID_PLACEHOLDER}-`), id);
  for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) assert.ok(ids.includes(ref), ref);
  // Coordinates are rounded to two places.
  assert.doesNotMatch(svg, /="[^"]*\d\.\d{3,}/);
  assert.ok(sizeOf(svg).width > 0);
});

test('a block drawn once is read from the cache, by its text', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'diagrams-cache-'));
  try {
    const source = PIPELINE.replace('Database', 'Primary store');
    const first = renderDiagramWith(mermaid, source, {cacheDir: dir});
    assert.equal(first.cached, false);
    assert.equal(readdirSync(dir).length, 1);
    const broken = {
      renderMermaidSVG: () => {
        throw new Error('the renderer must not run again');
      },
    };
    const second = renderDiagramWith(broken, source, {cacheDir: dir});
    assert.equal(second.cached, true);
    assert.equal(second.svg, first.svg);
    // Another title or description is the same drawing: only the diagram's own text is the key.
    assert.equal(renderDiagramWith(broken, source.replace('A run', 'Another run'), {cacheDir: dir}).cached, true);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('a node named in a subgraph after it was declared is refused, not drawn as an empty box', () => {
  const source = 'flowchart LR\n  accTitle: t\n  accDescr: d\n  a[A] --> b[B]\n  subgraph s [Group]\n    b\n  end';
  assert.throws(() => renderDiagramWith(mermaid, source, {cacheDir}), /subgraph s is drawn empty/);
});

test('the figure: an image with the title as its name and the description, a zoom button and a caption', () => {
  const {svg, title, description} = renderDiagramWith(mermaid, PIPELINE, {cacheDir});
  const html = toHtml(diagramFigure(svg, title, description, 'diagram-2'));
  assert.match(html, /^<figure class="diagram" id="diagram-2" data-zoom-frame="">/);
  assert.match(html, /<svg [^>]*role="img" aria-labelledby="diagram-2-title" aria-describedby="diagram-2-desc"/);
  assert.match(html, /data-pagefind-ignore="all"/);
  assert.match(html, /<title id="diagram-2-title">A run<\/title><desc id="diagram-2-desc">A source yields/);
  assert.match(html, /<button type="button" class="zoom-button" aria-label="Enlarge diagram: A run">/);
  assert.match(html, /<figcaption>A run<\/figcaption><\/figure>$/);
  assert.doesNotMatch(html, new RegExp(ID_PLACEHOLDER));
});

test('the remark plugin turns each mermaid block into a figure, numbered on its page, and leaves other code', async () => {
  const markdown = `# Page\n\n\`\`\`mermaid\n${PIPELINE}\n\`\`\`\n\n\`\`\`yaml\nkey: value\n\`\`\`\n\n\`\`\`mermaid\n${PIPELINE.replace('A run', 'B run')}\n\`\`\`\n`;
  const processor = unified()
    .use(remarkParse)
    .use(remarkDiagrams, {cacheDir})
    .use(remarkRehype)
    .use(function compiler() {
      this.compiler = (tree) => toHtml(tree as never);
    });
  const html = String(await processor.process(markdown));
  assert.equal(html.match(/<figure class="diagram"/g)?.length, 2);
  assert.match(html, /id="diagram-1"[\s\S]*id="diagram-2"/);
  assert.match(html, /<code class="language-yaml">key: value/);
  assert.doesNotMatch(html, /language-mermaid/);
  const bad = '# Page\n\n```mermaid\nflowchart LR\n  a --> b\n```\n';
  await assert.rejects(processor.process(bad), /Diagram: the diagram has no accTitle/);
});

test('the content check draws each block and holds it to the content column', () => {
  assert.deepEqual(checkDiagram(PIPELINE), []);
  const wide = [
    'flowchart LR',
    '  accTitle: t',
    '  accDescr: d',
    '  ' +
      'abcdefghijkl'
        .split('')
        .map((n) => `${n}[Step ${n} of a long chain]`)
        .join(' --> '),
  ].join('\n');
  const [widthProblem] = checkDiagram(wide);
  assert.match(widthProblem.message, new RegExp(`px wide \\(at most ${MAX_WIDTH}\\)`));
  assert.deepEqual(checkDiagram('flowchart LR\n  accTitle: t\n  a --> b')[0].line, 0);
});
