// Ingestion source pages: /docs/generated/ingestion/sources/<slug>, plus the automatic lineage
// overview at /docs/generated/lineage/automatic-lineage-extraction.
import type {ConfigField, ConfigTypes, IngestionSource, MetamodelEntity} from './data';
import {optionAnchor} from '../content-check/recipes.mjs';
import {TABLE_IMPORT, cell, fence, firstSentence, frontMatter, mdxText, selfLink, table} from './mdx';

export const CAPABILITY_LABELS: Record<string, string> = {
  platform_instance: 'Platform instance',
  domains: 'Domains',
  data_profiling: 'Data profiling',
  descriptions: 'Descriptions',
  deletion_detection: 'Deletion detection',
  table_lineage: 'Table-level lineage',
  column_lineage: 'Column-level lineage',
  usage_stats: 'Usage statistics',
  ownership: 'Ownership',
  schema_metadata: 'Schema metadata',
  tags: 'Tags',
  containers: 'Containers',
  classification: 'Classification',
  test_connection: 'Test connection',
  glossary_terms: 'Glossary terms',
  partitions: 'Partitions',
};

/** Anchor id of a config field, e.g. `profiling.enabled` -> `config-profiling-enabled` (one definition, shared with the recipe validator). */
export const fieldAnchor: (name: string) => string = optionAnchor;

/** Folder, beside the source pages, of the option data each page's recipe checker loads on first use. */
export const CHECKER_DIR = '_checker';

/** A default as a reader would type it in a recipe: scalars as they are, lists and maps as inline JSON. */
export function defaultText(value: unknown): string {
  if (value === undefined || value === null) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `\`${text.replace(/\|/g, '\\|')}\``;
}

/**
 * The option rows a page shows: the source's own rows, with the fields of a shared type (AllowDenyPattern)
 * added below each option of that type, their defaults taken from the option's default where it sets them.
 */
export function expandOptions(config: ConfigField[], types: ConfigTypes['types']): ConfigField[] {
  return config.flatMap((field) => {
    const shared = types[field.type];
    if (!shared) return [field];
    const overrides = (field.default ?? {}) as Record<string, unknown>;
    return [
      field,
      ...shared.fields.map((child) => ({
        ...child,
        name: `${field.name}.${child.name}`,
        default: child.name in overrides ? overrides[child.name] : child.default,
      })),
    ];
  });
}

/** Text ending as a sentence does, so that the description after it reads as a sentence of its own. */
const sentence = (text: string) => (/[.!?)]$/.test(text) ? text : `${text}.`);

function optionDescription(field: ConfigField): string {
  const notes: string[] = [];
  if (field.deprecated)
    notes.push(
      `**Deprecated${typeof field.deprecated === 'string' ? `:** ${sentence(cell(field.deprecated))}` : '.**'}`,
    );
  if (field.required) notes.push('**Required.**');
  notes.push(cell(field.description));
  if (field.allowed) notes.push(`One of ${field.allowed.map((v) => `\`${String(v)}\``).join(', ')}.`);
  return notes.join(' ');
}

/** The option's full dotted name, as a link to its own anchor. */
const optionName = (field: ConfigField) => selfLink(fieldAnchor(field.name), `\`${field.name}\``);

export function sourcePage(
  source: IngestionSource,
  entities: Map<string, MetamodelEntity>,
  position: number,
  types: ConfigTypes['types'] = {},
): string {
  const options = expandOptions(source.config, types);
  const anchors = options.map((o) => fieldAnchor(o.name));
  const repeated = anchors.filter((a, i) => anchors.indexOf(a) !== i);
  if (repeated.length)
    throw new Error(`data/ingestion-sources/${source.slug}.yaml: options share anchors: ${repeated}`);
  const caps = Object.entries(source.capabilities);
  const emitted = source.entities.filter((slug) => entities.has(slug));
  return (
    [
      frontMatter({
        title: source.name,
        description: firstSentence(source.description),
        sidebar_label: source.name,
        sidebar_position: position,
        availability: source.availability,
        stage: source.stage,
      }),
      `import SupportStatus from '@site/src/components/SupportStatus';\nimport RecipeChecker from '@site/src/components/RecipeChecker';\n${TABLE_IMPORT}`,
      `<SupportStatus status="${source.status}" /> **${cell(source.category)}** · platform \`${source.platform}\` · plugin \`${source.plugin}\``,
      mdxText(source.description),
      `## Capabilities`,
      table(
        ['Capability', 'Supported', 'Notes'],
        caps.map(([key, cap]) => [CAPABILITY_LABELS[key], cap.supported ? 'Yes' : 'No', cell(cap.notes)]),
      ),
      `## Install the plugin`,
      `The source ships as an extra of the DataHub CLI package. Install it into the Python environment that runs ingestion:`,
      fence('shell', `pip install 'acryl-datahub[${source.plugin}]'`),
      `## Configure the source`,
      `Start from this recipe and adjust it with the options below. Credentials are read from environment variables, so the recipe can live in version control.`,
      fence('yaml', source.recipe),
      `<RecipeChecker source=${JSON.stringify(source.name)} data={() => new URL('./${CHECKER_DIR}/${source.slug}.json', import.meta.url)} />`,
      `## Options`,
      `${options.length} options${source.source?.release ? `, as of DataHub ${source.source.release}` : ''}. Nested options are written with dots: \`profiling.enabled\` is \`enabled\` inside the \`profiling\` block of the recipe. Each option links to itself, so you can share a link to it.`,
      table(
        ['Option', 'Type', 'Default', 'Description'],
        options.map((field) => [
          optionName(field),
          `\`${field.type}\``,
          defaultText(field.default),
          optionDescription(field),
        ]),
      ),
      `Run the recipe with the DataHub CLI, or paste it into a new source under **Ingestion** in the DataHub UI:`,
      fence('shell', `datahub ingest -c ${source.slug}.dhub.yaml`),
      `## Prerequisites`,
      source.prerequisites.map((p) => `- ${mdxText(p)}`).join('\n'),
      ...(source.permissions ? [`### Permissions`, source.permissions.trim()] : []),
      `## Common errors`,
      source.common_errors.map((e) => `- **\`${e.error.replace(/`/g, "'")}\`**: ${mdxText(e.fix)}`).join('\n'),
      ...(emitted.length
        ? [
            `## Entities it creates`,
            emitted
              .map((slug) => `- [${entities.get(slug)!.display_name}](../../metamodel/entities/${slug}.mdx)`)
              .join('\n'),
          ]
        : []),
    ].join('\n\n') + '\n'
  );
}

export function automaticLineagePage(sources: IngestionSource[]): string {
  const withLineage = sources.filter((s) => s.capabilities.table_lineage?.supported);
  return (
    [
      frontMatter({
        title: 'Automatic Lineage Extraction',
        description: 'Which ingestion sources extract table-level and column-level lineage automatically.',
      }),
      TABLE_IMPORT,
      `Many sources do not only describe assets: they also read how data flows between them, from view definitions, query logs or the tool's own API, and send that lineage to DataHub as part of ingestion. This page lists every source that extracts lineage automatically, generated from the same data as the source pages, so it is always current.`,
      `Table-level lineage links whole datasets. Column-level lineage links individual fields and powers column impact analysis; it usually comes from parsing SQL.`,
      `## Sources with automatic lineage`,
      table(
        ['Source', 'Table-level', 'Column-level', 'Notes'],
        withLineage.map((s) => [
          `[${s.name}](/docs/generated/ingestion/sources/${s.slug})`,
          'Yes',
          s.capabilities.column_lineage?.supported ? 'Yes' : 'No',
          cell(s.capabilities.column_lineage?.notes ?? s.capabilities.table_lineage?.notes),
        ]),
      ),
      `## When lineage is missing`,
      `Check that the recipe enables lineage (for example \`include_table_lineage\`), that the ingestion user can read the query history or audit logs the source relies on, and that the time window (\`start_time\`) covers the queries you expect. For systems without a connector, send lineage with the APIs or parse SQL with the \`sql-queries\` source.`,
    ].join('\n\n') + '\n'
  );
}
