// The content check for writers (`npm run lint:content`, scripts/lint-content.mjs): parses every page with
// remark (MDX for .mdx, CommonMark for .md, as the site's `markdown.format: 'detect'` does) and reports
// `file:line: rule: message`. CONTRIBUTING.md lists the rules.
import {readFileSync, readdirSync, statSync, existsSync} from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import {visit, SKIP} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import yaml from 'js-yaml';
import {checkProseFlag, checkShellBlock, datahubInvocations, isProseFlag, isShellBlock} from './cli.mjs';
import {checkRecipe, parseRecipeText} from './recipes.mjs';
import {checkGraphqlBlock, checkVariables, isGraphqlBlock, variablesOf} from './graphql.mjs';
import {
  checkDefault,
  checkName,
  isCloudPage,
  isDataHubName,
  isVariableName,
  speaksOfVariables,
  statedDefaults,
  variablesInCode,
} from './envvars.mjs';
import {frozenReferenceDir, isExempt, loadReference, metaWords} from './reference.mjs';
import {checkTabs} from './tabs.mjs';
import {checkDiagram} from './diagrams.mjs';
import {checkBadges} from '../plugins/page-badges/badges.mjs';

export const ALLOWED_FRONT_MATTER = new Set([
  // docs
  'title',
  'description',
  'sidebar_label',
  'sidebar_position',
  'sidebar_class_name',
  'slug',
  'keywords',
  'image',
  'hide_title',
  'hide_table_of_contents',
  'toc_min_heading_level',
  'toc_max_heading_level',
  'pagination_label',
  'pagination_next',
  'pagination_prev',
  'displayed_sidebar',
  'sidebar_custom_props',
  'last_update',
  // availability and maturity badges (src/plugins/page-badges)
  'availability',
  'stage',
  // learn posts
  'authors',
  'tags',
  'date',
]);
export const MIN_WORDS = 250;
export const DUPLICATE_PARAGRAPH_WORDS = 30;
const PLACEHOLDERS = [
  [/\b(TODO|TBD|FIXME)\b/, null],
  [/lorem ipsum/i, null],
  [/coming soon/i, null],
  [/to be written/i, null],
];
const PARSE_LANGUAGES = {
  yaml: (s) => yaml.loadAll(s),
  yml: (s) => yaml.loadAll(s),
  json: (s) => [JSON.parse(s)],
};

/** Folders and pages (below a version's docs root) produced by `npm run generate`: checked by their data's schema, not here. */
export const GENERATED_DIRS = ['generated', 'graphql', 'managed-datahub/release-notes', 'deploy/environment-vars.mdx'];
const isGenerated = (p) =>
  GENERATED_DIRS.some((dir) => new RegExp(`(^|/)(docs|versioned_docs/version-[^/]+)/${dir}(/|$)`).test(p));

/** Collects .md/.mdx files below the given paths, skipping partials (`_file`), generated pages and node_modules. */
export function collectFiles(paths) {
  const out = [];
  const walk = (p) => {
    const base = path.basename(p);
    if (base === 'node_modules' || base.startsWith('_') || base.startsWith('.') || isGenerated(p)) return;
    const st = statSync(p);
    if (st.isDirectory())
      readdirSync(p)
        .sort()
        .forEach((f) => walk(path.join(p, f)));
    else if (/\.mdx?$/.test(p)) out.push(p);
  };
  paths.filter((p) => existsSync(p)).forEach(walk);
  return out;
}

/** Which version a file belongs to: duplicate paragraphs only count within one version. */
export function versionOf(file) {
  const m = file.match(/versioned_docs\/(version-[^/]+)\//);
  if (m) return m[1];
  if (/(^|\/)learn\//.test(file)) return 'learn';
  return 'current';
}

/** The section a page belongs to, for the summary: first folder below docs/ or the version. */
export function sectionOf(file) {
  const m = file.match(/(?:^|\/)(docs|learn|versioned_docs\/version-[^/]+)\/(.*)$/);
  if (!m) return path.dirname(file);
  const rest = m[2].split('/');
  const top = rest.length > 1 ? rest[0] : rest[0].replace(/\.mdx?$/, '');
  return m[1] === 'learn' ? 'learn' : `${m[1]}/${top}`;
}

/** The route a page gets inside its version: its `slug`, or its path without the extension. */
export function routeOf(file, slug) {
  const m = file.match(/(?:^|\/)(?:docs|learn|versioned_docs\/version-[^/]+)\/(.*)$/);
  const rel = (m ? m[1] : file).replace(/\.mdx?$/, '');
  if (!slug) return `/${rel}`;
  return slug.startsWith('/') ? slug : `/${path.posix.join(path.posix.dirname(rel), slug)}`;
}

function processorFor(file) {
  const p = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).use(remarkDirective);
  return file.endsWith('.mdx') ? p.use(remarkMdx) : p;
}

const countWords = (text) => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’._-]*/gu) || []).length;
const countSentences = (text) => (text.match(/[\p{L}\p{N})`'"][.!?](\s|$)/gu) || []).length;

/** Child pages of an index page `X.md`: the pages directly inside the folder `X/`. */
function childPagesOf(file) {
  const dir = file.replace(/\.mdx?$/, '');
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  return readdirSync(dir)
    .filter((f) => /\.mdx?$/.test(f) && !f.startsWith('_'))
    .map((f) => path.join(dir, f));
}

/** What the example rules verified, counted for the summary. */
const NO_EXAMPLES = {
  diagrams: 0,
  cli: 0,
  recipes: 0,
  recipeTypes: 0,
  graphql: 0,
  graphqlFragments: 0,
  graphqlSchema: 0,
  variables: 0,
  env: 0,
  envDefaults: 0,
  marked: 0,
};

/** A node's text with inline code kept in backticks, for rules that read what prose says about code. */
const textWithCode = (node) =>
  node.type === 'inlineCode'
    ? `\`${node.value}\``
    : node.type === 'text'
      ? node.value
      : (node.children ?? []).map(textWithCode).join('');

/** The JSON code block shown right after a node (directly, or after one paragraph such as "with variables:"). */
function jsonAfter(parent, index) {
  for (const next of parent?.children.slice(index + 1, index + 3) ?? []) {
    if (next.type === 'code')
      return ['json', 'json5', 'jsonc'].includes((next.lang ?? '').toLowerCase()) ? next : undefined;
    if (next.type !== 'paragraph') return undefined;
  }
  return undefined;
}

/** Whether a file belongs to an archived docs version (reference mismatches there are warnings). */
export const isArchived = (file) => versionOf(file).startsWith('version-');

/** Lints one page. Returns {problems, words, paragraphs, examples}. */
export function lintPage(
  file,
  source = readFileSync(file, 'utf8'),
  {reference = loadReference(), frozen = false} = {},
) {
  const problems = [];
  const report = (line, rule, message) => problems.push({file, line: line ?? 1, rule, message});
  /**
   * A mismatch with the reference data: an error in current pages and in archived ones held to their own
   * frozen data (lintFiles then lowers what the current data accepts), a warning in archived pages held to
   * the current data.
   */
  const reportExample = (line, rule, message) =>
    problems.push({
      file,
      line,
      rule,
      message,
      example: true,
      ...(isArchived(file) && !frozen ? {severity: 'warning'} : {}),
    });
  const examples = {...NO_EXAMPLES};
  const cloudPage = isCloudPage(file); // the env rule leaves pages about DataHub Cloud alone
  let tree;
  try {
    tree = processorFor(file).parse(source);
  } catch (e) {
    const line = e.line ?? e.place?.line ?? e.position?.start?.line;
    report(line, 'syntax', `cannot parse ${file.endsWith('.mdx') ? 'MDX' : 'Markdown'}: ${e.reason ?? e.message}`);
    return {problems, words: 0, paragraphs: []};
  }

  // Front matter.
  let fm = {};
  const fmNode = tree.children.find((n) => n.type === 'yaml');
  if (!fmNode) report(1, 'front-matter', 'missing front matter (title and description are required)');
  else {
    try {
      fm = yaml.load(fmNode.value) ?? {};
      if (typeof fm !== 'object' || Array.isArray(fm)) throw new Error('front matter is not a mapping');
    } catch (e) {
      report(fmNode.position.start.line, 'front-matter', `invalid YAML: ${e.message.split('\n')[0]}`);
      fm = {};
    }
    for (const key of ['title', 'description'])
      if (fmNode && (typeof fm[key] !== 'string' || !fm[key].trim()))
        report(fmNode.position.start.line, 'front-matter', `missing \`${key}\``);
    for (const key of Object.keys(fm))
      if (!ALLOWED_FRONT_MATTER.has(key)) report(fmNode.position.start.line, 'front-matter', `unknown key \`${key}\``);
    for (const message of checkBadges(fm)) report(fmNode.position.start.line, 'front-matter', message);
  }

  // Placeholders, anywhere in the body (code included: a TODO in a sample is still a TODO).
  const lines = source.split('\n');
  lines.forEach((text, i) => {
    for (const [re] of PLACEHOLDERS) {
      const m = text.match(re);
      if (m) report(i + 1, 'placeholder', `placeholder text "${m[0]}"`);
    }
  });

  // Headings.
  let lastDepth = 1;
  let h1s = 0;
  visit(tree, 'heading', (node) => {
    const line = node.position.start.line;
    if (node.depth === 1) {
      h1s += 1;
      if (h1s > 1) report(line, 'heading', 'more than one h1');
      const text = toString(node).trim();
      if (fm.title && text !== fm.title) report(line, 'heading', `h1 "${text}" differs from title "${fm.title}"`);
    } else if (node.depth > lastDepth + 1) {
      report(line, 'heading', `h${node.depth} skips a level after h${lastDepth}`);
    }
    lastDepth = node.depth;
  });

  // Code blocks.
  visit(tree, 'code', (node, index, parent) => {
    const line = node.position.start.line;
    if (!node.lang) {
      report(line, 'code-language', 'fenced code block without a language');
      return;
    }
    if (node.lang === 'mermaid') {
      examples.diagrams += 1;
      for (const {line: at, message} of checkDiagram(node.value)) report(line + at, 'diagram', message);
      return;
    }
    const meta = metaWords(node.meta);
    const exempt = isExempt(meta);
    const envNames = exempt || cloudPage ? [] : variablesInCode(node.lang, node.value);
    for (const {name, line: at} of envNames) {
      if (!isDataHubName(name, reference.environment)) continue;
      examples.env += 1;
      const problem = checkName(name, reference.environment);
      if (problem) reportExample(line + at, 'env', problem);
    }
    if (isGraphqlBlock(node.lang)) {
      if (exempt) examples.marked += 1;
      else {
        const schema = reference.graphql;
        const {problems: found, document, kind} = checkGraphqlBlock(node.value, schema, {meta});
        examples[{operation: 'graphql', fragment: 'graphqlFragments', schema: 'graphqlSchema'}[kind] ?? 'graphql'] += 1;
        for (const p of found) reportExample(line + p.line, 'graphql', p.message);
        const json = kind === 'operation' && !found.length ? jsonAfter(parent, index) : undefined;
        let variables;
        try {
          variables = json && variablesOf(JSON.parse(json.value));
        } catch {
          // reported by the JSON block's own parse check
        }
        if (variables) {
          examples.variables += 1;
          for (const message of checkVariables(variables, document, schema))
            reportExample(json.position.start.line, 'graphql', message);
        }
      }
    }
    if (isShellBlock(node.lang)) {
      if (exempt) examples.marked += 1;
      else {
        const {problems: found, invocations} = checkShellBlock(node.value, reference.cli);
        examples.cli += invocations;
        for (const p of found) reportExample(line + p.line, 'cli', p.message);
      }
    }
    const parse = PARSE_LANGUAGES[node.lang.toLowerCase()];
    if (parse) {
      let docs = [];
      try {
        docs = parse(node.value);
      } catch (e) {
        report(line, 'code-parse', `${node.lang} block does not parse: ${e.message.split('\n')[0]}`);
      }
      if (docs.length && docs.some((doc) => doc?.source?.type))
        if (exempt) examples.marked += 1;
        else
          for (const {value, locate} of parseRecipeText(node.value)) {
            const result = value === undefined ? undefined : checkRecipe(value, reference.sources, reference.plugins);
            if (!result) continue;
            examples[result.checked ? 'recipes' : 'recipeTypes'] += 1;
            for (const problem of result.problems)
              reportExample(line + locate(problem.path).line, 'recipe', problem.message);
          }
    }
  });

  // Tabs of a shared choice (API language, operating system, deployment) carry the reader's pick across pages.
  visit(tree, 'mdxJsxFlowElement', (node) => {
    if (node.name !== 'Tabs') return;
    for (const message of checkTabs(node)) report(node.position.start.line, 'tabs', message);
  });

  // `datahub ...` written inline in prose is held to the CLI reference like a shell block.
  visit(tree, 'inlineCode', (node) => {
    if (!/^datahub\s+[a-z-]/.test(node.value)) return;
    const {problems: found, invocations} = checkShellBlock(node.value, reference.cli, {partial: true});
    examples.cli += invocations;
    for (const p of found) reportExample(node.position.start.line, 'cli', p.message);
  });

  // A flag named in the paragraph right after a shell block of `datahub` commands (not marked as another
  // tool's) is read as an option of one of them: `--reports-dir` below `datahub ingest rollback` is an error.
  visit(tree, 'code', (node, index, parent) => {
    const next = parent?.children[index + 1];
    if (!isShellBlock(node.lang) || isExempt(metaWords(node.meta)) || next?.type !== 'paragraph') return;
    const commands = datahubInvocations(node.value).map(({words}) => words);
    if (commands.length === 0) return;
    visit(next, 'inlineCode', (code) => {
      if (!isProseFlag(code.value)) return;
      examples.cli += 1;
      const message = checkProseFlag(code.value, commands, reference.cli);
      if (message) reportExample(code.position.start.line, 'cli', message);
    });
  });

  // Environment variables named in prose: in a table about variables, or in a sentence that speaks of them;
  // a default stated beside one must be the catalogue's.
  const environment = reference.environment;
  const checkProse = (code, context, line) => {
    if (cloudPage || !isVariableName(code.value) || !speaksOfVariables(context)) return;
    if (!isDataHubName(code.value, environment)) return;
    examples.env += 1;
    const problem = checkName(code.value, environment);
    if (problem) reportExample(line, 'env', problem);
  };
  const checkDefaultAt = (name, value, line) => {
    if (cloudPage || !environment.byName.has(name)) return;
    examples.envDefaults += 1;
    const problem = checkDefault(name, value, environment);
    if (problem) reportExample(line, 'env', problem);
  };
  visit(tree, 'table', (table) => {
    const header = table.children[0]?.children.map((cell) => toString(cell)) ?? [];
    const aboutVariables = header.some((h) => /variable|\benv\b/i.test(h));
    const defaultColumn = header.findIndex((h) => /^default/i.test(h.trim()));
    for (const row of table.children.slice(1)) {
      const line = row.position.start.line;
      let name;
      row.children.forEach((cell) =>
        visit(cell, 'inlineCode', (code) => {
          if (!isVariableName(code.value)) return;
          name ??= code.value;
          if (aboutVariables) checkProse(code, 'variable', line);
        }),
      );
      // A default cell is compared when it is a value (code, or one word), not a phrase such as "depends on deployment".
      const value =
        defaultColumn >= 0 && row.children[defaultColumn] ? toString(row.children[defaultColumn]).trim() : '';
      const isValue = value && !/\s/.test(value) && !/^(none|—|-|n\/a|unset|empty)$/i.test(value);
      if (aboutVariables && name && isValue) checkDefaultAt(name, value, line);
    }
    return SKIP;
  });
  visit(tree, 'paragraph', (paragraph) => {
    const names = [];
    visit(paragraph, 'inlineCode', (code) => {
      if (isVariableName(code.value)) names.push(code);
    });
    if (!names.length) return; // no variable named: nothing to check, and no default stated for one
    const text = textWithCode(paragraph);
    for (const code of names) checkProse(code, text, code.position.start.line);
    for (const {name, value} of statedDefaults(text)) checkDefaultAt(name, value, paragraph.position.start.line);
  });

  // Prose: words outside code, paragraphs for the duplicate check, links for index pages.
  let words = 0;
  let sentences = 0;
  const paragraphs = [];
  const links = new Set();
  visit(tree, (node) => {
    if (['code', 'yaml', 'html', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression'].includes(node.type)) return SKIP;
    if (node.type === 'link') links.add(decodeURI(node.url.split('#')[0]));
    if (node.type === 'text') words += countWords(node.value);
    if (node.type === 'inlineCode') words += 1;
    if (node.type === 'paragraph') {
      const text = toString(node).replace(/\s+/g, ' ').trim();
      sentences += Math.max(countSentences(text), text ? 1 : 0);
      if (countWords(text) >= DUPLICATE_PARAGRAPH_WORDS)
        paragraphs.push({text: text.toLowerCase(), line: node.position.start.line});
    }
    return undefined;
  });

  const children = childPagesOf(file);
  if (children.length > 0) {
    const dir = path.dirname(file);
    const linked = new Set([...links].map((l) => path.resolve(dir, l)));
    for (const child of children)
      if (!linked.has(path.resolve(child)))
        report(1, 'index-links', `index page does not link its child page ${path.relative(dir, child)}`);
    if (sentences < children.length)
      report(
        1,
        'index-prose',
        `index page has ${sentences} sentences for ${children.length} child pages (at least one each)`,
      );
  } else if (words < MIN_WORDS) {
    report(1, 'word-count', `${words} words of prose outside code; at least ${MIN_WORDS} required`);
  }
  return {problems, words, paragraphs, examples, slug: typeof fm.slug === 'string' ? fm.slug : null};
}

/**
 * Lints a page; a page of an archived version with frozen reference data is held to that data, and a
 * mismatch there that the current data accepts (a newer API than the version's) becomes a warning.
 */
function lintArchivedOrCurrent(file) {
  const frozenDir = isArchived(file) ? frozenReferenceDir(file) : undefined;
  if (!frozenDir) return lintPage(file);
  const source = readFileSync(file, 'utf8');
  const result = lintPage(file, source, {reference: loadReference(frozenDir), frozen: true});
  const current = lintPage(file, source);
  const alsoNow = new Set(current.problems.filter((p) => p.example).map((p) => `${p.line}\u0000${p.rule}`));
  result.problems = result.problems.map((p) =>
    p.example && !alsoNow.has(`${p.line}\u0000${p.rule}`) ? {...p, severity: 'warning'} : p,
  );
  return result;
}

/** Lints many pages, adding the cross-page duplicate-paragraph rule. */
export function lintFiles(files) {
  const problems = [];
  const stats = new Map();
  const seen = new Map(); // version + paragraph -> first place
  const routes = new Map(); // version + route -> first file
  const examples = {...NO_EXAMPLES};
  for (const file of files) {
    const result = lintArchivedOrCurrent(file);
    problems.push(...result.problems);
    for (const key of Object.keys(examples)) examples[key] += result.examples?.[key] ?? 0;
    const route = routeOf(file, result.slug);
    const routeKey = `${versionOf(file)}\u0000${route}`;
    if (routes.has(routeKey))
      problems.push({
        file,
        line: 1,
        rule: 'duplicate-slug',
        message: `route ${route} is also produced by ${routes.get(routeKey)}`,
      });
    else routes.set(routeKey, file);
    const section = sectionOf(file);
    const s = stats.get(section) ?? {pages: 0, words: 0};
    stats.set(section, {pages: s.pages + 1, words: s.words + result.words});
    for (const p of result.paragraphs) {
      const key = `${versionOf(file)}\u0000${p.text}`;
      const first = seen.get(key);
      if (!first) seen.set(key, {file, line: p.line});
      else if (first.file !== file)
        problems.push({
          file,
          line: p.line,
          rule: 'duplicate-paragraph',
          message: `paragraph also appears in ${first.file}:${first.line}`,
        });
    }
  }
  return {problems, stats, examples};
}
