// `npm run reference:coverage`: how many identifiers the reference data holds, per area, and which DataHub
// release each area says it describes. Counts come from data/ alone, so the report is the same on any machine.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {buildSchema, isInputObjectType, isInterfaceType, isObjectType} from 'graphql';
import {
  loadCli,
  loadEntities,
  loadEnvironmentVariables,
  loadSinks,
  loadSources,
  loadTransformers,
  type IngestionPlugin,
  type MetamodelEntity,
} from './data';
import {walkCommands} from './cli';
import {GRAPHQL_SCHEMA} from './graphql';

export type AreaReport = {area: string; release: string; lines: string[]};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Option rows a source page shows: every data row, plus allow/deny/ignoreCase under each AllowDenyPattern. */
export const optionCount = (config: {type: string}[]) =>
  config.length + 3 * config.filter((f) => f.type === 'AllowDenyPattern').length;

export function sourcesReport(): AreaReport {
  const sources = loadSources();
  const counts = sources.map((s) => ({
    slug: s.slug,
    options: optionCount(s.config),
    read: s.source ? (s.source.gaps ? 'partly' : 'fully') : 'not yet',
  }));
  const traced = counts.filter((c) => c.read === 'fully');
  const partly = counts.filter((c) => c.read === 'partly');
  const releases = [...new Set(sources.flatMap((s) => (s.source ? [s.source.release ?? 'unconfirmed'] : [])))];
  const largest = [...counts].sort((a, b) => b.options - a.options).slice(0, 8);
  const notYet = counts.filter((c) => c.read === 'not yet').map((c) => c.slug);
  return {
    area: 'Ingestion sources',
    release: releases.length ? releases.join(', ') : 'not recorded',
    lines: [
      `${sources.length} sources, ${counts.reduce((n, c) => n + c.options, 0)} options (median ${median(counts.map((c) => c.options))} per source)`,
      `${traced.length} sources read in full from DataHub (its config classes or generated reference), median ${traced.length ? median(traced.map((c) => c.options)) : 0} options; ${partly.length} partly (${partly.map((c) => c.slug).join(', ') || 'none'}); ${sources.length - traced.length - partly.length} not yet${notYet.length ? ` (${notYet.join(', ')})` : ''}`,
      `largest: ${largest.map((c) => `${c.slug} ${c.options}`).join(', ')}`,
      pluginsLine(),
    ],
  };
}

/** Sinks and transformers (data/ingestion-sinks.yaml, data/ingestion-transformers.yaml). */
function pluginsLine(): string {
  const sinks = loadSinks();
  const transformers = loadTransformers();
  const options = (list: IngestionPlugin[]) => list.reduce((n, p) => n + optionCount(p.config), 0);
  const unread = transformers.filter((t) => t.config_unread).length;
  return `${sinks.length} sink types (${options(sinks)} options), ${transformers.length} transformer types (${options(transformers)} options${unread ? `; ${unread} not read` : ''})`;
}

export function environmentReport(): AreaReport {
  const data = loadEnvironmentVariables();
  const perComponent = data.components.map(
    (c) => `${c.id} ${data.variables.filter((v) => v.components.includes(c.id)).length}`,
  );
  return {
    area: 'Environment variables',
    release: data.source.release ?? 'unconfirmed',
    lines: [`${data.variables.length} variables`, `per component: ${perComponent.join(', ')}`],
  };
}

export function cliReport(): AreaReport {
  const data = loadCli();
  const tree = walkCommands(data.commands[0]);
  const commands = tree.slice(1);
  const options = tree.reduce((n, {command}) => n + (command.options ?? []).length, 0);
  const args = commands.reduce((n, {command}) => n + (command.arguments ?? []).length, 0);
  return {
    area: 'CLI',
    release: data.source.release ?? 'unconfirmed',
    lines: [
      `${commands.length} commands (${data.commands[0].commands?.length ?? 0} top-level), ${options} options, ${args} arguments, ${data.environment.length} environment variables`,
    ],
  };
}

/** The release data/graphql/source.yaml names, or what it says instead. */
function graphqlRelease(): string {
  const file = path.join(path.dirname(GRAPHQL_SCHEMA), 'source.yaml');
  if (!existsSync(file)) return 'not recorded';
  const source = yaml.load(readFileSync(file, 'utf8')) as {release: string | null; engine?: {commit: string}};
  return source.release ?? `unconfirmed (open-source engine at ${source.engine?.commit.slice(0, 8) ?? '?'})`;
}

export function graphqlReport(): AreaReport {
  if (!existsSync(GRAPHQL_SCHEMA)) return {area: 'GraphQL', release: 'none', lines: ['no schema']};
  const schema = buildSchema(readFileSync(GRAPHQL_SCHEMA, 'utf8'));
  const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
  const withFields = types.filter((t) => isObjectType(t) || isInterfaceType(t) || isInputObjectType(t));
  const fields = withFields.reduce((n, t) => n + Object.keys((t as {getFields: () => object}).getFields()).length, 0);
  const root = (t: {getFields: () => object} | null | undefined) => (t ? Object.keys(t.getFields()).length : 0);
  return {
    area: 'GraphQL',
    release: graphqlRelease(),
    lines: [
      `${root(schema.getQueryType())} queries, ${root(schema.getMutationType())} mutations`,
      `${types.length} types, ${fields} fields on object, interface and input types`,
    ],
  };
}

/** The entity registry the metamodel data was read from (data/metamodel/*.yaml `source.registry`). */
function metamodelRelease(entities: MetamodelEntity[]): string {
  const registries = new Set(
    entities.map(
      (e) =>
        e.source?.registry &&
        `${e.source.registry.repository ?? 'datahub-project/datahub'}@${e.source.registry.commit.slice(0, 8)}`,
    ),
  );
  registries.delete(undefined);
  return registries.size ? `unconfirmed (entity registry ${[...registries].join(', ')})` : 'not recorded';
}

export function metamodelReport(): AreaReport {
  const entities = loadEntities();
  const aspects = entities.reduce((n, e) => n + e.aspects.length, 0);
  const fields = entities.reduce((n, e) => n + e.aspects.reduce((m, a) => m + a.fields.length, 0), 0);
  return {
    area: 'Metamodel',
    release: metamodelRelease(entities),
    lines: [
      `${entities.length} entities, ${aspects} entity aspects besides the key aspects (median ${median(entities.map((e) => e.aspects.length))} per entity), ${fields} aspect fields`,
    ],
  };
}

export function coverageReport(): AreaReport[] {
  return [sourcesReport(), environmentReport(), cliReport(), graphqlReport(), metamodelReport()];
}

export function formatReport(reports: AreaReport[]): string {
  return reports
    .map((r) => [`${r.area} (DataHub ${r.release})`, ...r.lines.map((l) => `  ${l}`)].join('\n'))
    .join('\n');
}
