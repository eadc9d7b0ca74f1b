// GraphQL reference at /docs/graphql/<kind>: docusaurus-graphql-plugin writes Markdown with JSX
// (`style={{...}}`), so its files become .mdx; marked's `<br>` is closed for MDX, each page gets a
// description, and object types that are entities link to their metamodel page.
import {existsSync, readFileSync, readdirSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Element, ElementContent} from 'hast';
import graphqlPlugin from 'docusaurus-graphql-plugin';
import type {LoadContext} from '@docusaurus/types';
import type {MetamodelEntity} from './data';
import {GRAPHQL_PLUGIN_OPTIONS} from '../../config/graphql';
import {TABLE_IMPORT, inlineHtml, reactHtml, referenceTable} from './htmlTable';

const ROOT = path.resolve(__dirname, '../..');
export const GRAPHQL_SCHEMA = path.join(ROOT, GRAPHQL_PLUGIN_OPTIONS.schema);
export const GRAPHQL_DIR = path.join(ROOT, 'docs/graphql');

const DESCRIPTIONS: Record<string, string> = {
  queries: 'Every query of the DataHub GraphQL API, with its arguments and return type.',
  mutations: 'Every mutation of the DataHub GraphQL API, with its arguments and return type.',
  objects: 'Every object type of the DataHub GraphQL API and its fields.',
  inputObjects: 'Every input type accepted by DataHub GraphQL queries and mutations.',
  interfaces: 'The interfaces that DataHub GraphQL object types implement.',
  unions: 'The union types of the DataHub GraphQL API.',
  enums: 'Every enum of the DataHub GraphQL API and its values.',
  scalars: 'The scalar types of the DataHub GraphQL API.',
};

const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);
const PHRASING = new Set(['a', 'br', 'code', 'em', 'strong']);
const isWhitespace = (node: ElementContent) => node.type === 'text' && !node.value.trim();
const isPhrasing = (node: ElementContent) =>
  node.type === 'text' || node.type === 'raw' || (node.type === 'element' && PHRASING.has(node.tagName));

/** Phrasing content on lines of its own, as MDX reads it: a paragraph, without the line breaks around it. */
function paragraph(children: ElementContent[]): Element {
  const content = children.map((child) => ({...child}));
  const [first, last] = [content[0], content.at(-1)];
  if (first?.type === 'text') first.value = first.value.trimStart();
  if (last?.type === 'text') last.value = last.value.trimEnd();
  return {type: 'element', tagName: 'p', properties: {}, children: content};
}

/**
 * An element of the plugin's HTML as MDX rendered it: table parts lose their whitespace, and an element whose
 * content starts on a line of its own holds blocks, loose phrasing becoming a paragraph (`<td>\nname<br />`).
 */
function asMdxRendered(element: Element): Element {
  const children = element.children.map((child) =>
    child.type === 'element' ? asMdxRendered(child) : child.type === 'text' ? markdownText(child.value) : child,
  );
  const first = element.children[0];
  if (TABLE_PARTS.has(element.tagName)) return {...element, children: children.filter((c) => !isWhitespace(c))};
  if (first?.type !== 'text' || !first.value.startsWith('\n')) return {...element, children};
  const blocks: ElementContent[] = [];
  let run: ElementContent[] = [];
  const endRun = () => {
    if (run.some((node) => !isWhitespace(node))) blocks.push(paragraph(run));
    run = [];
  };
  for (const child of children) {
    if (isPhrasing(child)) run.push(child);
    else if (child.type === 'element') {
      endRun();
      blocks.push(child);
    }
  }
  endRun();
  return {...element, children: blocks};
}

/**
 * Text as MDX read it: Markdown. The plugin renders descriptions to HTML, but writes a deprecation reason as
 * it is (`<blockquote>Deprecated: Use \`orFilters\`</blockquote>`), so its code spans are still Markdown.
 */
function markdownText(value: string): ElementContent {
  if (!value.includes('`')) return {type: 'text', value};
  const [, before, markdown, after] = /^(\s*)([\s\S]*?)(\s*)$/.exec(value)!;
  return {type: 'raw', value: `${before}${inlineHtml(markdown)}${after}`} as unknown as ElementContent;
}

const rowsOf = (node: ElementContent): number =>
  node.type !== 'element'
    ? 0
    : (node.tagName === 'tr' ? 1 : 0) + node.children.reduce((sum, child) => sum + rowsOf(child), 0);

const REFERENCES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'"};
const decode = (text: string) =>
  text.replace(/&(#?\w+);/g, (reference, name: string) => {
    if (!(name in REFERENCES)) throw new Error(`docusaurus-graphql-plugin wrote ${reference}, which is not read here`);
    return REFERENCES[name];
  });
const VOID = new Set(['br']);
/** A tag with its attributes (`name="value"`, as the plugin and marked write them), or text. */
const TOKEN = /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-zA-Z-]+="[^"]*")*)\s*\/?>|([^<]+)/g;

/**
 * The plugin's table markup as hast. It is regular (tags, quoted attributes, escaped text), so a tokenizer
 * reads it in a tenth of the time an HTML parser takes; anything else in it stops the generator.
 */
function parseTable(block: string): Element {
  const root: Element = {type: 'element', tagName: 'root', properties: {}, children: []};
  const open = [root];
  let read = 0;
  for (const token of block.matchAll(TOKEN)) {
    if (token.index !== read) break;
    read += token[0].length;
    const [, closing, tagName, attributes, text] = token;
    const parent = open.at(-1)!;
    if (text !== undefined) parent.children.push({type: 'text', value: decode(text)});
    else if (closing) {
      if (parent.tagName !== tagName) throw new Error(`</${tagName}> closes <${parent.tagName}>`);
      open.pop();
    } else {
      const properties = Object.fromEntries(
        [...attributes.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value)]),
      );
      const element: Element = {type: 'element', tagName, properties, children: []};
      parent.children.push(element);
      if (!VOID.has(tagName)) open.push(element);
    }
  }
  const [table] = root.children;
  if (read !== block.length || open.length !== 1 || root.children.length !== 1 || table.type !== 'element')
    throw new Error(`docusaurus-graphql-plugin wrote a table this cannot read: ${block.slice(read, read + 80)}`);
  return table;
}

/** One of the plugin's `<table>` blocks as a `<ReferenceTable>`, with the HTML MDX rendered for it. */
function pluginTable(block: string): string {
  const rendered = asMdxRendered(
    parseTable(block.replaceAll('style={{ marginBottom: "0.4em" }}', 'style="margin-bottom:0.4em"')),
  );
  return referenceTable(reactHtml(rendered.children), rowsOf(rendered));
}

/** Every top-level `<table>` block of a page as a `<ReferenceTable>`: the build does not parse them as MDX. */
export function tablesAsHtml(page: string): string {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  let copied = 0;
  for (const tag of page.matchAll(/<\/?table>/g)) {
    if (tag[0] === '<table>') {
      if (depth++ === 0) start = tag.index;
    } else if (--depth === 0) {
      const end = tag.index + tag[0].length;
      parts.push(page.slice(copied, start), pluginTable(page.slice(start, end)));
      copied = end;
    }
  }
  parts.push(page.slice(copied));
  return parts.length > 1 ? parts.join('').replace(/\n---\n/, `\n---\n\n${TABLE_IMPORT}\n`) : page;
}

/** Rewrites one generated page for MDX and adds cross-links; pure, for tests. */
export function postProcess(kind: string, markdown: string, entities: MetamodelEntity[]): string {
  let out = markdown
    .replace(/^---\n/, `---\ndescription: ${JSON.stringify(DESCRIPTIONS[kind] ?? 'DataHub GraphQL API reference.')}\n`)
    .replace(/<!--(.*?)-->/g, '{/*$1*/}')
    .replace(/<br>/g, '<br />');
  if (kind === 'objects') {
    for (const entity of entities) {
      if (!entity.graphql_type) continue;
      const heading = new RegExp(`^## ${entity.graphql_type}\\n`, 'm');
      out = out.replace(
        heading,
        (h) => `${h}\nEntity reference: [${entity.display_name}](/docs/generated/metamodel/entities/${entity.slug}).\n`,
      );
    }
  }
  return tablesAsHtml(out);
}

/**
 * Runs the generator behind the plugin's `docusaurus docs:generate:graphql` command in this process, with the
 * options the site config gives the plugin (starting the Docusaurus CLI for it took ~1.3 s more).
 */
async function runGraphqlPluginGenerator(): Promise<void> {
  type Cli = {command: () => Cli; description: () => Cli; action: (run: () => Promise<void>) => Cli};
  let generate: (() => Promise<void>) | undefined;
  const cli: Cli = {command: () => cli, description: () => cli, action: (run) => ((generate = run), cli)};
  const options = {id: 'default', ...GRAPHQL_PLUGIN_OPTIONS, schema: GRAPHQL_SCHEMA};
  const plugin = graphqlPlugin({siteDir: ROOT} as LoadContext, options);
  plugin.extendCli!(cli as never);
  if (!generate) throw new Error('docusaurus-graphql-plugin no longer adds its generate command');
  await generate();
}

export async function generateGraphqlReference(entities: MetamodelEntity[]): Promise<number> {
  if (!existsSync(GRAPHQL_SCHEMA)) return 0;
  await runGraphqlPluginGenerator();
  const files = readdirSync(GRAPHQL_DIR).filter((f) => f.endsWith('.md'));
  for (const file of files) {
    const kind = file.replace(/\.md$/, '');
    const source = path.join(GRAPHQL_DIR, file);
    writeFileSync(source, postProcess(kind, readFileSync(source, 'utf8'), entities));
    renameSync(source, source.replace(/\.md$/, '.mdx'));
  }
  return files.length;
}
