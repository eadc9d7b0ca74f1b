// The recipe validator, one implementation for the build and the browser: the content check's `recipe`
// rule and `npm run validate:data` run it over recipes in pages and data/, and the "Check your recipe"
// panel of every source page (src/components/RecipeChecker) runs it over what a reader types.
// A recipe (YAML or JSON with a `source` that has a `type`) must name a known source type and use only
// options its data lists, at the right level, with values of the right type and among the allowed ones,
// with every required option present. Positions come from the `yaml` parser, so each problem has a line
// and column. No Node APIs: this module is bundled for the browser.
import {LineCounter, isMap, isSeq, parseAllDocuments} from 'yaml';
import {didYouMean} from './suggest.mjs';

/** Anchor of an option's row on its source page: `profiling.enabled` -> `config-profiling-enabled`. */
export const optionAnchor = (name) => `config-${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/-+$/, '')}`;

const isPlaceholder = (value) => typeof value === 'string' && /\$\{[^}]+\}/.test(value);

/**
 * A source's options by dotted name, with the fields of a shared type (AllowDenyPattern) added under each
 * option of that type, as the page's table shows them.
 */
export function sourceOptions(config, configTypes) {
  const options = new Map();
  for (const option of config) {
    options.set(option.name, option);
    for (const child of configTypes[option.type]?.fields ?? [])
      options.set(`${option.name}.${child.name}`, {...child, name: `${option.name}.${child.name}`});
  }
  return options;
}

/**
 * What the validator knows of each source, by recipe type: `{slug, name, complete, options}`. `complete`
 * is true when the source's options were read from DataHub in full (a `source` block without `gaps`);
 * otherwise only its type is checked.
 */
export function indexSources(sources, configTypes) {
  const byType = new Map();
  for (const source of sources) {
    const complete = Boolean(source.provenance) && !source.provenance.gaps;
    byType.set(source.type, {
      slug: source.slug,
      name: source.name,
      complete,
      options: sourceOptions(source.config, configTypes),
    });
  }
  return byType;
}

/** The part of the index one source page needs, as JSON: its own options and every type's page. */
export function checkerData(byType, type, recipe) {
  const own = byType.get(type);
  return {
    type,
    name: own.name,
    complete: own.complete,
    recipe,
    options: [...own.options.values()].map(({name, type: t, required, allowed, deprecated}) => ({
      name,
      type: t,
      ...(required && {required}),
      ...(allowed && {allowed}),
      ...(deprecated && {deprecated}),
    })),
    pages: Object.fromEntries([...byType].map(([t, s]) => [t, {slug: s.slug, name: s.name}])),
  };
}

/** The index a page's JSON stands for: full options of its own type, the others by name only. */
export function indexFromCheckerData(data) {
  const byType = new Map(
    Object.entries(data.pages).map(([type, page]) => [type, {...page, complete: false, options: new Map()}]),
  );
  byType.set(data.type, {
    ...data.pages[data.type],
    complete: data.complete,
    options: new Map(data.options.map((o) => [o.name, o])),
  });
  return byType;
}

function typeProblem(option, value) {
  if (value === null || isPlaceholder(value)) return undefined;
  const type = option.type.toLowerCase();
  if (type.includes(' or ')) return undefined; // several types: anything may be right
  if (type === 'boolean' && typeof value !== 'boolean') return 'a boolean (true or false)';
  if ((type === 'integer' || type === 'number') && typeof value !== 'number') return 'a number';
  if (type.startsWith('array') && !Array.isArray(value)) return 'a list';
  if ((type === 'object' || type === 'allowdenypattern') && (typeof value !== 'object' || Array.isArray(value)))
    return 'a block of options';
  if (type === 'string' && typeof value === 'object') return 'a single value';
  return undefined;
}

const structures = new WeakMap();

/** Per options map, computed once: the options directly under each prefix, and the options by last name. */
function structure(options) {
  let known = structures.get(options);
  if (known) return known;
  const children = new Map();
  const byLeaf = new Map();
  for (const name of options.keys()) {
    const cut = Math.max(name.lastIndexOf('.'), -1);
    const prefix = name.slice(0, cut + 1);
    children.set(prefix, [...(children.get(prefix) ?? []), name]);
    const leaf = name.slice(cut + 1);
    byLeaf.set(leaf, [...(byLeaf.get(leaf) ?? []), name]);
  }
  known = {childrenOf: (prefix) => children.get(prefix) ?? [], byLeaf};
  structures.set(options, known);
  return known;
}

const show = (value) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/**
 * Problems of one recipe's `source.config`: `{path, message, option?}`, where `path` is the keys from the
 * recipe's root to where the problem is written and `option` the dotted name of the option it concerns.
 */
export function checkSourceConfig(config, source, type, at = ['source', 'config'], kind = 'source') {
  const problems = [];
  const {options} = source;
  const add = (path, message, option) => problems.push({path, message, ...(option && {option})});
  const {childrenOf, byLeaf} = structure(options);
  const requireIn = (block, prefix, path) => {
    if (!block || typeof block !== 'object' || Array.isArray(block)) return;
    for (const name of childrenOf(prefix))
      if (options.get(name).required && !(name.slice(prefix.length) in block))
        add(path, `${kind} \`${type}\` needs option \`${name}\``, name);
  };
  const walk = (block, prefix, path) => {
    if (!block || typeof block !== 'object' || Array.isArray(block)) return;
    for (const [key, value] of Object.entries(block)) {
      const name = `${prefix}${key}`;
      const here = [...path, key];
      const option = options.get(name);
      if (!option) {
        const elsewhere = (byLeaf.get(key) ?? []).filter((n) => n !== name);
        const siblings = childrenOf(prefix).map((n) => n.slice(prefix.length));
        const hint = didYouMean(key, siblings);
        if (!hint && elsewhere.length)
          add(
            here,
            `option \`${key}\` belongs under \`${elsewhere[0].replace(/\.[^.]+$/, '')}\`, as \`${elsewhere[0]}\``,
            elsewhere[0],
          );
        else add(here, `${kind} \`${type}\` has no option \`${name}\`${hint}`);
        continue;
      }
      if (option.deprecated)
        add(
          here,
          `option \`${name}\` of \`${type}\` is deprecated${typeof option.deprecated === 'string' ? `: ${option.deprecated}` : ''}`,
          name,
        );
      const wrong = typeProblem(option, value);
      if (wrong) add(here, `option \`${name}\` of \`${type}\` takes ${wrong}, not ${show(value)}`, name);
      else if (option.allowed && value !== null && !isPlaceholder(value))
        for (const v of Array.isArray(value) ? value : [value])
          if (!option.allowed.some((a) => String(a).toLowerCase() === String(v).toLowerCase()))
            add(
              here,
              `option \`${name}\` of \`${type}\` is one of ${option.allowed.map((a) => `\`${a}\``).join(', ')}, not \`${v}\``,
              name,
            );
      const isBlock = value && typeof value === 'object' && !Array.isArray(value);
      if (childrenOf(`${name}.`).length && isBlock) {
        walk(value, `${name}.`, here);
        requireIn(value, `${name}.`, here);
      }
      if (childrenOf(`${name}[].`).length) {
        if (Array.isArray(value))
          value.forEach((item, i) => {
            walk(item, `${name}[].`, [...here, i]);
            requireIn(item, `${name}[].`, [...here, i]);
          });
        else if (isBlock) for (const [k, item] of Object.entries(value)) walk(item, `${name}[].`, [...here, k]); // a map of blocks
      }
    }
  };
  walk(config ?? {}, '', at);
  requireIn(config ?? {}, '', at.length ? at : [kind]);
  return problems;
}

/**
 * Sinks or transformers by type, as the recipe check needs them: `{options, complete}`, `complete` false
 * where the data could not read the options (`config_unread`), so that only the type is checked.
 */
export function indexPlugins(list, configTypes) {
  return new Map(
    list.map((plugin) => [
      plugin.type,
      {options: sourceOptions(plugin.config, configTypes), complete: !plugin.config_unread},
    ]),
  );
}

/** Problems of a recipe's `sink` and `transformers` against their data, when the caller has it. */
function checkPlugins(doc, {sinks, transformers}) {
  const problems = [];
  const check = (block, path, kind, index) => {
    if (!block || typeof block !== 'object' || typeof block.type !== 'string' || block.type.includes('.')) return;
    const known = index.get(block.type);
    if (!known)
      problems.push({
        path: [...path, 'type'],
        message: `unknown ${kind} type \`${block.type}\`${didYouMean(block.type, [...index.keys()])}`,
      });
    // A sink without `config` takes its connection from the CLI's own settings (`datahub init`, DATAHUB_GMS_URL).
    else if (known.complete && !(kind === 'sink' && block.config === undefined))
      problems.push(...checkSourceConfig(block.config, known, block.type, [...path, 'config'], kind));
  };
  if (sinks) check(doc.sink, ['sink'], 'sink', sinks);
  if (transformers && Array.isArray(doc.transformers))
    doc.transformers.forEach((t, i) => check(t, ['transformers', i], 'transformer', transformers));
  return problems;
}

/**
 * Checks one recipe (a parsed YAML or JSON document). Undefined when it is not an ingestion recipe; else
 * `{problems, checked, type}`. `checked` is false when the source is custom (a Python class path) or its
 * options are not complete in the data, so that only its type was checked. With `plugins` ({sinks,
 * transformers} from indexPlugins) the sink and transformers are checked too: type, options, values.
 */
export function checkRecipe(doc, byType, plugins = {}) {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return undefined;
  const source = doc.source;
  if (!source || typeof source !== 'object' || typeof source.type !== 'string') return undefined;
  if ('action' in doc) return undefined; // an Actions pipeline, whose `source` is an event source
  const result = checkSource(doc, byType);
  result.problems.push(...checkPlugins(doc, plugins));
  return result;
}

/** The source half of `checkRecipe`. */
function checkSource(doc, byType) {
  const source = doc.source;
  const {type} = source;
  if (type.includes('.')) return {problems: [], checked: false, type}; // a custom source class
  const known = byType.get(type);
  if (!known)
    return {
      problems: [
        {path: ['source', 'type'], message: `unknown source type \`${type}\`${didYouMean(type, [...byType.keys()])}`},
      ],
      checked: false,
      type,
    };
  const problems = [];
  for (const key of Object.keys(source))
    if (key !== 'type' && key !== 'config')
      problems.push(
        known.options.has(key)
          ? {path: ['source', key], message: `option \`${key}\` belongs inside \`source.config\``, option: key}
          : {path: ['source', key], message: `\`source\` takes only \`type\` and \`config\`, not \`${key}\``},
      );
  if (!known.complete) return {problems, checked: false, type};
  return {problems: [...problems, ...checkSourceConfig(source.config, known, type)], checked: true, type};
}

/**
 * Parses recipe text (YAML, or JSON, which YAML reads too) into documents, each with `value` and a
 * `locate(path)` giving the 1-based `{line, column}` where that path is written, or `error` when the text
 * does not parse.
 */
export function parseRecipeText(text) {
  const lineCounter = new LineCounter();
  const documents = parseAllDocuments(text, {lineCounter, prettyErrors: false});
  const list = Array.isArray(documents) ? documents : [];
  const position = (offset) => {
    const {line, col} = lineCounter.linePos(offset);
    return {line, column: col};
  };
  return list.map((document) => {
    if (document.errors.length) {
      const [error] = document.errors;
      return {error: {message: error.message.split('\n')[0], ...position(error.pos[0])}};
    }
    const locate = (path) => {
      let node = document.contents;
      let offset = node?.range?.[0] ?? 0;
      for (const key of path) {
        if (isMap(node)) {
          const pair = node.items.find((p) => String(p.key?.value ?? p.key) === String(key));
          if (!pair) break;
          offset = pair.key?.range?.[0] ?? offset;
          node = pair.value;
        } else if (isSeq(node) && typeof key === 'number' && node.items[key]) {
          node = node.items[key];
          offset = node?.range?.[0] ?? offset;
        } else break;
      }
      return position(offset);
    };
    return {value: document.toJS(), locate};
  });
}
