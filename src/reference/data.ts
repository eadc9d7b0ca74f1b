// Loads and validates the structured data behind the generated reference pages (data/*).
// One source of truth for the generator, the /integrations page and the tests.
import {readFileSync, readdirSync, existsSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import Ajv, {type ErrorObject} from 'ajv';

export const DATA_DIR = path.resolve(__dirname, '../../data');

export type Capability = {supported: boolean; notes?: string};
export type ConfigField = {
  name: string;
  type: string;
  required: boolean;
  default?: string | number | boolean | null;
  description: string;
};
export type IngestionSource = {
  slug: string;
  name: string;
  platform: string;
  category: string;
  status: 'certified' | 'incubating' | 'testing';
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

type Kind = {dir: string; schema: string};
export const KINDS = {
  sources: {dir: 'ingestion-sources', schema: 'ingestion-source'},
  entities: {dir: 'metamodel', schema: 'metamodel-entity'},
  releaseNotes: {dir: 'release-notes', schema: 'release-note'},
} satisfies Record<string, Kind>;

/**
 * Reference areas kept in one file each. Validated here; not yet rendered into pages (the environment
 * variables page and the CLI reference still come from their hand-written Markdown).
 */
export const SINGLE_FILES = {
  environmentVariables: {file: 'environment-variables.yaml', schema: 'environment-variables'},
  cli: {file: 'cli.yaml', schema: 'cli'},
} satisfies Record<string, {file: string; schema: string}>;

function loadKind<T>(kind: Kind): T[] {
  const dir = path.join(DATA_DIR, kind.dir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map(
      (f) => ({slug: f.replace(/\.yaml$/, ''), ...(yaml.load(readFileSync(path.join(dir, f), 'utf8')) as object)}) as T,
    );
}

export const loadSources = () => loadKind<IngestionSource>(KINDS.sources);
export const loadEntities = () => loadKind<MetamodelEntity>(KINDS.entities);
export const loadReleaseNotes = () => loadKind<ReleaseNote>(KINDS.releaseNotes);

/** Every problem in the data: schema violations, unparsable recipes, dangling entity references. */
export function validateData(): string[] {
  const problems: string[] = [];
  const ajv = new Ajv({allErrors: true, allowUnionTypes: true});
  for (const kind of Object.values(KINDS)) {
    const validate = ajv.compile(
      JSON.parse(readFileSync(path.join(DATA_DIR, 'schemas', `${kind.schema}.schema.json`), 'utf8')),
    );
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
    const validate = ajv.compile(
      JSON.parse(readFileSync(path.join(DATA_DIR, 'schemas', `${schema}.schema.json`), 'utf8')),
    );
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
  for (const source of loadSources()) {
    try {
      const recipe = yaml.load(source.recipe) as {source?: {type?: string}; sink?: unknown};
      if (!recipe?.source?.type) problems.push(`data/ingestion-sources/${source.slug}.yaml: recipe has no source.type`);
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
