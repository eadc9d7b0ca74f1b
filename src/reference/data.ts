// Loads and validates the structured data behind the generated reference pages (data/*).
// One source of truth for the generator, the /integrations page and the tests.
import {readFileSync, readdirSync, existsSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import Ajv, {type ErrorObject} from 'ajv';
import {checkRecipe, indexPlugins, indexSources} from '../content-check/recipes.mjs';

export const DATA_DIR = path.resolve(__dirname, '../../data');

export type Capability = {supported: boolean; notes?: string};
export type ConfigField = {
  name: string;
  type: string;
  required: boolean;
  default?: unknown;
  allowed?: (string | number | boolean)[];
  deprecated?: boolean | string;
  description: string;
};
export type IngestionSource = {
  slug: string;
  name: string;
  platform: string;
  category: string;
  status: 'certified' | 'incubating' | 'testing';
  /** Badges, as a page's front matter sets them (src/plugins/page-badges). */
  availability?: ('self-hosted' | 'cloud')[];
  stage?: 'alpha' | 'beta' | 'GA' | 'deprecated';
  description: string;
  plugin: string;
  source_type?: string;
  capabilities: Record<string, Capability>;
  entities: string[];
  recipe: string;
  config: ConfigField[];
  prerequisites: string[];
  permissions?: string;
  common_errors: {error: string; fix: string}[];
  source?: Provenance;
};
export type Field = {name: string; type: string; optional?: boolean; searchable?: boolean; description: string};
export type Relationship = {name: string; entities: string[]; via: string};
export type MetamodelEntity = {
  slug: string;
  name: string;
  display_name: string;
  category: string;
  graphql_type?: string;
  description: string;
  urn: {format: string; example: string};
  key_aspect: {name: string; fields: Field[]};
  aspects: {name: string; description: string; timeseries?: boolean; fields: Field[]}[];
  relationships: {outgoing: Relationship[]; incoming: Relationship[]};
  example: {description: string; code: string};
  /** Where the aspect lists and fields were read (entity registry and PDL files). */
  source?: {
    repository: string;
    registry: {path: string; commit: string; repository?: string; note?: string};
    pdl_commits: string;
  };
};
export type ReleaseNote = {
  slug: string;
  version: string;
  date: string;
  oss_version: string;
  summary: string;
  changes: {new?: string[]; improved?: string[]; fixed?: string[]};
  upgrade_notes?: string[];
};

export type Provenance = {
  repository: string;
  gaps?: string;
  commit?: string;
  release: string | null;
  release_note?: string;
  files: {path: string; commit?: string; find_string_id?: string; note?: string}[];
};
export type EnvironmentVariable = {
  name: string;
  components: string[];
  group: string;
  type: string;
  default?: string | number | boolean | null;
  config_key?: string;
  description: string;
  defined_in: string | string[];
  deprecated?: boolean | string;
};
export type EnvironmentVariables = {
  source: Provenance;
  components: {id: string; name: string; description: string}[];
  variables: EnvironmentVariable[];
};

export type CliOption = {
  flags: string[];
  type: string;
  click_type?: string;
  choices?: string[];
  default?: string;
  default_resolved?: string;
  required?: boolean;
  multiple?: boolean;
  is_flag?: boolean;
  envvar?: string;
  env_fallback?: string;
  hidden?: boolean;
  deprecated?: string;
  description: string;
};
export type CliArgument = {name: string; type: string; required: boolean; multiple?: boolean; description: string};
export type CliCommand = {
  name: string;
  description: string;
  defined_in: string;
  group?: boolean;
  default_subcommand?: string;
  optional_dependency?: string;
  accepts_extra_args?: boolean;
  hidden?: boolean;
  deprecated?: string;
  options?: CliOption[];
  arguments?: CliArgument[];
  commands?: CliCommand[];
};
export type CliReference = {
  source: Provenance;
  environment: {name: string; default?: string; description: string; role: 'read' | 'exported'; used_by?: string[]}[];
  commands: CliCommand[];
};

type Kind = {dir: string; schema: string};
export const KINDS = {
  sources: {dir: 'ingestion-sources', schema: 'ingestion-source'},
  entities: {dir: 'metamodel', schema: 'metamodel-entity'},
  releaseNotes: {dir: 'release-notes', schema: 'release-note'},
} satisfies Record<string, Kind>;

/** Reference areas kept in one file each. */
export const SINGLE_FILES = {
  ingestionConfigTypes: {file: 'ingestion-config-types.yaml', schema: 'ingestion-config-types'},
  environmentVariables: {file: 'environment-variables.yaml', schema: 'environment-variables'},
  cli: {file: 'cli.yaml', schema: 'cli'},
  ingestionSinks: {file: 'ingestion-sinks.yaml', schema: 'ingestion-sinks'},
  ingestionTransformers: {file: 'ingestion-transformers.yaml', schema: 'ingestion-transformers'},
} satisfies Record<string, {file: string; schema: string}>;

function loadKind<T>(kind: Kind, dataDir = DATA_DIR): T[] {
  const dir = path.join(dataDir, kind.dir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map(
      (f) => ({slug: f.replace(/\.yaml$/, ''), ...(yaml.load(readFileSync(path.join(dir, f), 'utf8')) as object)}) as T,
    );
}

/** The ingestion sources of data/, or of a version's frozen copy of it (`versioned_docs/version-X/_reference`). */
export const loadSources = (dataDir = DATA_DIR) => loadKind<IngestionSource>(KINDS.sources, dataDir);
export const loadEntities = () => loadKind<MetamodelEntity>(KINDS.entities);
export const loadReleaseNotes = () => loadKind<ReleaseNote>(KINDS.releaseNotes);
const loadSingle = <T>(file: string, dataDir = DATA_DIR) =>
  yaml.load(readFileSync(path.join(dataDir, file), 'utf8')) as T;
export type ConfigTypes = {source: Provenance; types: Record<string, {description: string; fields: ConfigField[]}>};
export const loadConfigTypes = (dataDir = DATA_DIR) =>
  loadSingle<ConfigTypes>(SINGLE_FILES.ingestionConfigTypes.file, dataDir);
export const loadCli = () => loadSingle<CliReference>(SINGLE_FILES.cli.file);
export const loadEnvironmentVariables = () => loadSingle<EnvironmentVariables>(SINGLE_FILES.environmentVariables.file);

/** The source type a source's starter recipe names (`source.type`), or undefined when it names none. */
export const recipeType = (source: IngestionSource) =>
  (yaml.load(source.recipe) as {source?: {type?: string}} | undefined)?.source?.type;

/** The recipe validator's index of the sources (src/content-check/recipes.mjs), by recipe type. */
export const recipeIndex = (sources: IngestionSource[], types = loadConfigTypes().types) =>
  indexSources(
    sources.map((s) => ({slug: s.slug, name: s.name, type: recipeType(s), config: s.config, provenance: s.source})),
    types,
  );

/** A sink or transformer type of data/ingestion-sinks.yaml or data/ingestion-transformers.yaml. */
export type IngestionPlugin = {type: string; config: IngestionSource['config']; config_unread?: boolean};
export const loadSinks = () => loadSingle<{sinks: IngestionPlugin[]}>(SINGLE_FILES.ingestionSinks.file).sinks;
export const loadTransformers = () =>
  loadSingle<{transformers: IngestionPlugin[]}>(SINGLE_FILES.ingestionTransformers.file).transformers;

/** The sinks and transformers the recipe rule checks a recipe's `sink` and `transformers` against. */
export const recipePlugins = (types = loadConfigTypes().types) => ({
  sinks: indexPlugins(loadSinks(), types),
  transformers: indexPlugins(loadTransformers(), types),
});

/** Every problem in the data: schema violations, unparsable recipes, dangling entity references. */
export function validateData(): string[] {
  const problems: string[] = [];
  const ajv = new Ajv({allErrors: true, allowUnionTypes: true});
  // Every schema under its file name, so that one can refer to another (`ingestion-source.schema.json#/...`).
  for (const file of readdirSync(path.join(DATA_DIR, 'schemas')))
    ajv.addSchema(JSON.parse(readFileSync(path.join(DATA_DIR, 'schemas', file), 'utf8')), file);
  const compiled = (schema: string) => ajv.getSchema(`${schema}.schema.json`)!;
  for (const kind of Object.values(KINDS)) {
    const validate = compiled(kind.schema);
    const dir = path.join(DATA_DIR, kind.dir);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
      const where = `data/${kind.dir}/${file}`;
      let data: unknown;
      try {
        data = yaml.load(readFileSync(path.join(dir, file), 'utf8'));
      } catch (e) {
        problems.push(`${where}: invalid YAML: ${(e as Error).message.split('\n')[0]}`);
        continue;
      }
      if (!validate(data)) {
        for (const err of validate.errors as ErrorObject[])
          problems.push(
            `${where}: ${err.instancePath || '/'} ${err.message}${err.params && 'additionalProperty' in err.params ? ` (${err.params.additionalProperty})` : ''}`,
          );
      }
    }
  }
  for (const {file, schema} of Object.values(SINGLE_FILES)) {
    const validate = compiled(schema);
    let data: unknown;
    try {
      data = yaml.load(readFileSync(path.join(DATA_DIR, file), 'utf8'));
    } catch (e) {
      problems.push(`data/${file}: invalid YAML: ${(e as Error).message.split('\n')[0]}`);
      continue;
    }
    if (!validate(data))
      for (const err of validate.errors as ErrorObject[])
        problems.push(`data/${file}: ${err.instancePath || '/'} ${err.message}`);
  }
  const entitySlugs = new Set(loadEntities().map((e) => e.slug));
  const sources = loadSources();
  const recipeOf = (source: IngestionSource) => yaml.load(source.recipe) as {source?: {type?: string}; sink?: unknown};
  // The starter recipes are held to the same rule as the recipes in pages (src/content-check/recipes.mjs).
  let byType: ReturnType<typeof recipeIndex> | undefined;
  const plugins = recipePlugins();
  try {
    byType = recipeIndex(sources);
  } catch {
    byType = undefined; // an unparsable recipe is reported below
  }
  for (const source of sources) {
    try {
      const recipe = recipeOf(source);
      if (!recipe?.source?.type) problems.push(`data/ingestion-sources/${source.slug}.yaml: recipe has no source.type`);
      else if (byType)
        for (const problem of checkRecipe(recipe, byType, plugins)?.problems ?? [])
          problems.push(`data/ingestion-sources/${source.slug}.yaml: recipe: ${problem.message}`);
    } catch (e) {
      problems.push(
        `data/ingestion-sources/${source.slug}.yaml: recipe is not valid YAML: ${(e as Error).message.split('\n')[0]}`,
      );
    }
    if (entitySlugs.size > 0)
      for (const entity of source.entities ?? [])
        if (!entitySlugs.has(entity))
          problems.push(`data/ingestion-sources/${source.slug}.yaml: unknown entity "${entity}"`);
  }
  for (const entity of loadEntities())
    if (entity.name.toLowerCase() !== entity.slug)
      problems.push(`data/metamodel/${entity.slug}.yaml: name ${entity.name} does not match the file name`);
  for (const note of loadReleaseNotes())
    if (note.version.replace(/^v/, 'v_').replace(/\./g, '_') !== note.slug)
      problems.push(`data/release-notes/${note.slug}.yaml: version ${note.version} does not match the file name`);
  return problems;
}
