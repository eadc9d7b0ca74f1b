// The reference data the example rules check pages against, loaded once per run from data/ and, for an
// archived version cut with its reference frozen, from that copy (versioned_docs/version-X/_reference/).
// An archived page is held to its own version's data where it has one: a mismatch there is an error unless
// the current data accepts it (then it is only a newer API, a warning). Without frozen data an archived
// page is held to the current data, every mismatch a warning.
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import yaml from 'js-yaml';
import {buildSchema} from 'graphql';
import {indexPlugins, indexSources} from './recipes.mjs';
import {indexVariables} from './envvars.mjs';

export const DATA_DIR = fileURLToPath(new URL('../../data', import.meta.url));

/** Loaded references by data folder: data/ and each archived version's frozen copy. */
const cache = new Map();

const load = (file) => yaml.load(readFileSync(file, 'utf8'));

/** Every ingestion source as the recipe rule needs it: recipe type, options, and whether they are complete. */
export function loadSources(dataDir = DATA_DIR) {
  const dir = path.join(dataDir, 'ingestion-sources');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => {
      const data = load(path.join(dir, f));
      return {
        slug: f.replace(/\.yaml$/, ''),
        type: yaml.load(data.recipe)?.source?.type,
        config: data.config,
        provenance: data.source,
      };
    });
}

/** {cli: the `datahub` command tree, sources: recipe type -> options, environment: the variables, graphql: the schema} from data/. */
export function loadReference(dataDir = DATA_DIR) {
  if (cache.has(dataDir)) return cache.get(dataDir);
  const cli = load(path.join(dataDir, 'cli.yaml'));
  const {types} = load(path.join(dataDir, 'ingestion-config-types.yaml'));
  let schema;
  const reference = {
    dataDir,
    cli: cli.commands[0],
    sources: indexSources(loadSources(dataDir), types),
    plugins: {
      sinks: indexPlugins(load(path.join(dataDir, 'ingestion-sinks.yaml')).sinks, types),
      transformers: indexPlugins(load(path.join(dataDir, 'ingestion-transformers.yaml')).transformers, types),
    },
    environment: indexVariables(load(path.join(dataDir, 'environment-variables.yaml')).variables),
    /** DataHub's GraphQL schema, built on first use (most pages have no GraphQL). */
    get graphql() {
      schema ??= buildSchema(readFileSync(path.join(dataDir, 'graphql/schema.graphql'), 'utf8'));
      return schema;
    },
  };
  cache.set(dataDir, reference);
  return reference;
}

/**
 * The folder below a version's docs that holds the reference data frozen when the version was cut
 * (scripts/cut-version.ts): the same layout as data/, read by the example rules for that version's pages.
 */
export const FROZEN_REFERENCE_DIR = '_reference';

/** The frozen reference data of the archived version a file belongs to, or undefined when it has none. */
export function frozenReferenceDir(file) {
  const m = file.match(/^(.*versioned_docs\/version-[^/]+)\//);
  if (!m) return undefined;
  const dir = path.join(m[1], FROZEN_REFERENCE_DIR);
  return existsSync(path.join(dir, 'cli.yaml')) ? path.resolve(dir) : undefined;
}

/**
 * Code-block meta words that exempt a block from the example rules, saying why: `cloud` for an API of
 * DataHub Cloud that the open-source reference does not hold, `not-in-reference` for anything else
 * deliberately outside it (a hypothetical source, a newer CLI).
 */
export const EXEMPT = ['not-in-reference', 'cloud'];
export const isExempt = (words) => EXEMPT.some((word) => words.has(word));
export const metaWords = (meta) => new Set((meta ?? '').split(/\s+/).filter(Boolean));
