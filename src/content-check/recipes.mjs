// Content check rule `recipe`: an ingestion recipe (a YAML or JSON block with a `source` that has a `type`)
// uses a source type that data/ingestion-sources knows, and only options its data lists, with values of the
// right type, one of the allowed values, and every required option present. The starter recipes in data/
// are held to the same rule by `npm run validate:data`.
import {didYouMean} from './suggest.mjs';

const isPlaceholder = (value) => typeof value === 'string' && /\$\{[^}]+\}/.test(value);

/**
 * The options of every source by recipe type: `{type -> {slug, complete, options: Map<path, option>}}`,
 * with each AllowDenyPattern option's allow/deny/ignoreCase added under it. `complete` is true when the
 * source's options were read from DataHub's source (its data has a `source` block) without gaps.
 */
export function indexSources(sources, configTypes) {
  const byType = new Map();
  for (const source of sources) {
    const options = new Map();
    for (const option of source.config) {
      options.set(option.name, option);
      for (const child of configTypes[option.type]?.fields ?? [])
        options.set(`${option.name}.${child.name}`, {...child, name: `${option.name}.${child.name}`});
    }
    const complete = Boolean(source.provenance) && !source.provenance.gaps;
    byType.set(source.type, {slug: source.slug, complete, options});
  }
  return byType;
}

function typeProblem(option, value) {
  if (value === null || isPlaceholder(value)) return undefined;
  const type = option.type.toLowerCase();
  const is = (kind) => type === kind || type.split(' or ').includes(kind);
  if (is('boolean') && typeof value !== 'boolean' && !type.includes(' or ')) return 'a boolean (true or false)';
  if ((is('integer') || is('number')) && typeof value !== 'number' && !type.includes(' or ')) return `a number`;
  if (type.startsWith('array') && !Array.isArray(value) && !type.includes(' or ')) return 'a list';
  if ((type === 'object' || type === 'allowdenypattern') && (typeof value !== 'object' || Array.isArray(value)))
    return 'a block of options';
  if (is('string') && typeof value === 'object' && !type.includes(' or ')) return 'a single value';
  return undefined;
}

/** Problems of one recipe's `source.config` (messages, no lines: YAML gives no positions here). */
export function checkSourceConfig(config, source) {
  const problems = [];
  const {options} = source;
  const childrenOf = (prefix) =>
    [...options.keys()].filter((name) => name.startsWith(prefix) && !name.slice(prefix.length).includes('.'));
  const walk = (block, prefix) => {
    if (!block || typeof block !== 'object' || Array.isArray(block)) return;
    for (const [key, value] of Object.entries(block)) {
      const name = `${prefix}${key}`;
      const option = options.get(name);
      if (!option) {
        const siblings = childrenOf(prefix).map((n) => n.slice(prefix.length));
        problems.push(`source \`${source.type}\` has no option \`${name}\`${didYouMean(key, siblings)}`);
        continue;
      }
      if (option.deprecated)
        problems.push(
          `option \`${name}\` of \`${source.type}\` is deprecated${typeof option.deprecated === 'string' ? `: ${option.deprecated}` : ''}`,
        );
      const wrong = typeProblem(option, value);
      if (wrong) problems.push(`option \`${name}\` of \`${source.type}\` takes ${wrong}, not ${JSON.stringify(value)}`);
      else if (option.allowed && value !== null && !isPlaceholder(value)) {
        const values = Array.isArray(value) ? value : [value];
        for (const v of values)
          if (!option.allowed.some((a) => String(a).toLowerCase() === String(v).toLowerCase()))
            problems.push(
              `option \`${name}\` of \`${source.type}\` is one of ${option.allowed.map((a) => `\`${a}\``).join(', ')}, not \`${v}\``,
            );
      }
      const hasChildren = childrenOf(`${name}.`).length > 0;
      const hasItems = childrenOf(`${name}[].`).length > 0;
      if (hasChildren && value && typeof value === 'object' && !Array.isArray(value)) {
        walk(value, `${name}.`);
        requireIn(value, `${name}.`);
      }
      if (hasItems && Array.isArray(value))
        for (const item of value) {
          walk(item, `${name}[].`);
          requireIn(item, `${name}[].`);
        }
      if (hasItems && value && typeof value === 'object' && !Array.isArray(value))
        for (const item of Object.values(value)) walk(item, `${name}[].`); // a map of blocks
    }
  };
  const requireIn = (block, prefix) => {
    if (!block || typeof block !== 'object' || Array.isArray(block)) return;
    for (const name of childrenOf(prefix)) {
      const option = options.get(name);
      if (option.required && !(name.slice(prefix.length) in block))
        problems.push(`source \`${source.type}\` needs option \`${name}\``);
    }
  };
  walk(config ?? {}, '');
  requireIn(config ?? {}, '');
  return problems;
}

/**
 * Checks one parsed YAML/JSON document. Returns undefined when it is not an ingestion recipe, else
 * {problems, checked}: `checked` is false when the source is custom (a Python class path) or its options
 * are not complete in data/ yet, so only its type was checked.
 */
export function checkRecipe(doc, byType) {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return undefined;
  const source = doc.source;
  if (!source || typeof source !== 'object' || typeof source.type !== 'string') return undefined;
  if ('action' in doc) return undefined; // an Actions pipeline, whose `source` is an event source
  if (source.type.includes('.')) return {problems: [], checked: false}; // a custom source class
  const known = byType.get(source.type);
  if (!known)
    return {
      problems: [`unknown source type \`${source.type}\`${didYouMean(source.type, [...byType.keys()])}`],
      checked: false,
    };
  if (!known.complete) return {problems: [], checked: false};
  return {problems: checkSourceConfig(source.config, {...known, type: source.type}), checked: true};
}
