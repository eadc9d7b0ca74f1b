// One Mermaid block to one accessible SVG, in Node, without a browser: beautiful-mermaid lays the diagram out
// (ELK) and draws it. This module adds what a page needs around that: the block's title and description,
// ids that cannot clash with another diagram of the page, no <style> element (the site's stylesheet
// colours every diagram, see diagrams.css, so there is no inline style to hash in the CSP and no font
// request), and a disk cache keyed by the block's text. Plain JavaScript: the content check (Node, no
// TypeScript loader) renders with it too, so a writer sees a diagram's errors before the build does.
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// The package exports neither its package.json nor a require() entry: find its folder as Node would.
const rendererManifest = (require.resolve.paths('beautiful-mermaid') ?? [])
  .map((dir) => path.join(dir, 'beautiful-mermaid', 'package.json'))
  .find((file) => existsSync(file));
if (!rendererManifest) throw new Error('beautiful-mermaid is not installed: run npm ci');
const rendererPackage = JSON.parse(readFileSync(rendererManifest, 'utf8'));
const RENDERER_VERSION = rendererPackage.version;
/** Its ES module entry: the package exports it for `import` only, so it is required by its path. */
const RENDERER_ENTRY = path.join(path.dirname(rendererManifest), rendererPackage.exports['.'].import);

/** Bump when the post-processing below changes what a cached SVG holds. */
const CACHE_FORMAT = 1;

/** The placeholder every id of a rendered SVG starts with; the page replaces it with the diagram's own id. */
export const ID_PLACEHOLDER = '__diagram__';

/** Layout options; colours and fonts come from the site's stylesheet, not from here. */
const RENDER_OPTIONS = {bg: 'var(--diagram-bg)', fg: 'var(--diagram-fg)', transparent: true, padding: 16};

/** The diagram kinds the renderer draws, by the keyword a block starts with. */
export const DIAGRAM_KINDS = ['flowchart', 'graph', 'sequenceDiagram', 'classDiagram', 'erDiagram', 'stateDiagram-v2'];

/** Mermaid statements the renderer does not draw: each would be silently lost, or drawn as a box. */
const UNSUPPORTED = [
  [/^%%\{/, 'configuration directives (%%{...}%%) are not read: colours and fonts come from the site'],
  [/^click\s/, 'click links are not drawn: link from the text around the diagram instead'],
  [
    /^(accTitle|accDescr)\b(?!\s*[:{])/,
    'write accTitle: and accDescr: with a colon (accDescr { ... } for several lines)',
  ],
];

export class DiagramError extends Error {
  /** @param {string} message @param {number} [line] the line of the block it is on, counted from 1 */
  constructor(message, line) {
    super(message);
    this.line = line;
  }
}

/**
 * The block's diagram text, title and description: `accTitle: ...` and `accDescr: ...` (or `accDescr { ... }`
 * over several lines) are Mermaid's own accessibility statements, and both are required here.
 * @param {string} source the text of a ```mermaid block
 * @returns {{kind: string, diagram: string, title: string, description: string}}
 */
export function parseDiagram(source) {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  /** @type {string[]} */
  const kept = [];
  let title = '';
  let description = '';
  /** @type {string[] | undefined} */
  let block;
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (block) {
      if (line === '}') {
        description = block.join(' ').trim();
        block = undefined;
      } else block.push(line);
      return;
    }
    const titleMatch = /^accTitle\s*:\s*(.*)$/.exec(line);
    const descMatch = /^accDescr\s*:\s*(.*)$/.exec(line);
    if (titleMatch) title = titleMatch[1].trim();
    else if (descMatch) description = descMatch[1].trim();
    else if (/^accDescr\s*\{\s*$/.test(line)) block = [];
    else {
      for (const [pattern, message] of UNSUPPORTED)
        if (pattern.test(line)) throw new DiagramError(/** @type {string} */ (message), index + 1);
      kept.push(raw);
    }
  });
  if (block) throw new DiagramError('accDescr { has no closing }');
  const first = kept.find((line) => line.trim() !== '' && !line.trim().startsWith('%%'))?.trim() ?? '';
  const kind = first.split(/\s+/)[0];
  if (!DIAGRAM_KINDS.includes(kind))
    throw new DiagramError(`the diagram starts with "${first}"; a diagram here is one of: ${DIAGRAM_KINDS.join(', ')}`);
  if (!title)
    throw new DiagramError('the diagram has no accTitle: (its title, read by screen readers and shown below it)');
  if (!description)
    throw new DiagramError(
      'the diagram has no accDescr: (what it shows, in a sentence or two, for readers who cannot see it)',
    );
  return {kind, diagram: kept.join('\n'), title, description};
}

/** Rounds the long decimals of attribute values (ELK's coordinates) to two places; text is left alone. */
function roundNumbers(svg) {
  return svg.replace(
    /="([^"]*)"/g,
    (_, value) => `="${value.replace(/-?\d+\.\d{3,}/g, (n) => String(Math.round(Number(n) * 100) / 100))}"`,
  );
}

/** The rendered SVG with its <style> element, inline colours and fixed ids taken out (see the top). */
function postProcess(svg, kind) {
  let out = svg
    .replace(/<style>[\s\S]*?<\/style>\s*/g, '')
    .replace(/^<svg([^>]*?) style="[^"]*"/, '<svg$1')
    .replace(/(?<![\w-])id="([^"]+)"/g, `id="${ID_PLACEHOLDER}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${ID_PLACEHOLDER}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${ID_PLACEHOLDER}-$1"`);
  out = roundNumbers(out);
  // A subgraph that names a node declared before it is drawn as an empty box: the renderer's one silent failure.
  const empty = /<g class="subgraph" data-id="([^"]*)"[^>]*>\s*<rect [^>]*width="0"/.exec(out);
  if (empty)
    throw new DiagramError(`subgraph ${empty[1]} is drawn empty: declare its nodes inside the subgraph, not before it`);
  return out.replace(/^<svg /, `<svg class="diagram__svg diagram__svg--${kind}" `);
}

/** @type {Map<string, string>} */
const memory = new Map();
/** @type {any} */
let renderer;

/** The cache folder: inside node_modules/.cache, which `docusaurus clear` empties. */
export function cacheDir(siteDir = process.cwd()) {
  return path.join(siteDir, 'node_modules', '.cache', 'diagrams');
}

/** The widest a diagram may be drawn: wider ones are scaled down in the content column and their text shrinks. */
export const MAX_WIDTH = 820;

/** A drawn diagram's width and height, from its svg element. */
export function sizeOf(svg) {
  const match = /<svg[^>]* width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  return {width: Number(match?.[1] ?? 0), height: Number(match?.[2] ?? 0)};
}

/**
 * The SVG of a block, from the cache when the same text was rendered before (by any build or content check),
 * with every id starting with ID_PLACEHOLDER. Throws a DiagramError the writer can act on. `mermaid` is the
 * loaded renderer module (synchronous callers import it themselves; see renderDiagram).
 * @param {{renderMermaidSVG: (text: string, options: object) => string}} mermaid
 * @param {string} source the text of a ```mermaid block
 * @param {{cacheDir?: string}} [options]
 * @returns {{svg: string, title: string, description: string, cached: boolean}}
 */
export function renderDiagramWith(mermaid, source, options = {}) {
  const {kind, diagram, title, description} = parseDiagram(source);
  const key = createHash('sha256')
    .update(JSON.stringify([CACHE_FORMAT, RENDERER_VERSION, RENDER_OPTIONS, diagram]))
    .digest('hex');
  const dir = options.cacheDir ?? cacheDir();
  const file = path.join(dir, `${key}.svg`);
  let svg = memory.get(key);
  let cached = true;
  if (svg === undefined) {
    try {
      svg = readFileSync(file, 'utf8');
    } catch {
      let drawn;
      try {
        drawn = mermaid.renderMermaidSVG(diagram, RENDER_OPTIONS);
      } catch (error) {
        throw new DiagramError(`Mermaid cannot draw it: ${error instanceof Error ? error.message : String(error)}`);
      }
      svg = postProcess(drawn, kind);
      cached = false;
      mkdirSync(dir, {recursive: true});
      // Written whole under another name first, so a concurrent reader never sees half a file.
      const partial = `${file}.${process.pid}.tmp`;
      writeFileSync(partial, svg);
      renameSync(partial, file);
    }
    memory.set(key, svg);
  }
  return {svg, title, description, cached};
}

/**
 * renderDiagramWith the renderer, imported on first use (a build whose pages hold no diagram never loads it).
 * The build's remark plugin calls this one: a synchronous require() of an ES module from inside the
 * bundler's loaders hung the build (Node 20), an import() does not.
 * @param {string} source
 * @param {{cacheDir?: string}} [options]
 */
export async function renderDiagram(source, options = {}) {
  renderer ??= await import(RENDERER_ENTRY);
  return renderDiagramWith(renderer, source, options);
}

/**
 * renderDiagramWith the renderer, required (Node 20.19 and later require ES modules): for synchronous
 * callers outside the bundler, the content check and the unit tests.
 * @param {string} source
 * @param {{cacheDir?: string}} [options]
 */
export function renderDiagramSync(source, options = {}) {
  return renderDiagramWith(loadRenderer(), source, options);
}

/** The renderer module, required by its file path. */
export function loadRenderer() {
  renderer ??= require(RENDERER_ENTRY);
  return /** @type {{renderMermaidSVG: (text: string, options: object) => string}} */ (renderer);
}
