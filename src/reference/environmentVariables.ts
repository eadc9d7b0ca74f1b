// The environment variables reference: /docs/deploy/environment-vars, from data/environment-variables.yaml.
// Every variable appears once, with its own anchor (#VARIABLE_NAME): in the section of the one component
// that reads it, or under "Shared" when several do, with the components listed beside it.
import type {EnvironmentVariable, EnvironmentVariables} from './data';
import {TABLE_IMPORT, cell, frontMatter, mdxText, selfLink, table} from './mdx';

const SHARED = 'shared';

/** Section order: the shared Java settings first, then each component as an operator meets it. */
const SECTION_ORDER = [
  SHARED,
  'gms',
  'system-update',
  'mae-consumer',
  'mce-consumer',
  'pe-consumer',
  'frontend',
  'actions',
  'kafka-setup',
  'elasticsearch-setup',
  'mysql-setup',
  'postgres-setup',
  'cli',
];

const sectionOf = (v: EnvironmentVariable) => (v.components.length === 1 ? v.components[0] : SHARED);

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function defaultCell(value: EnvironmentVariable['default']): string {
  if (value === undefined || value === null) return '';
  if (value === '') return 'empty';
  return `\`${String(value).replace(/\|/g, '\\|')}\``;
}

function description(v: EnvironmentVariable): string {
  const parts = [cell(v.description)];
  if (v.config_key) parts.push(`Property \`${v.config_key}\`.`);
  if (v.deprecated) parts.unshift(`**Deprecated.** ${typeof v.deprecated === 'string' ? cell(v.deprecated) : ''}`);
  return parts.join(' ');
}

export function environmentVariablesPage(data: EnvironmentVariables): string {
  const componentName = new Map(data.components.map((c) => [c.id, c.name]));
  const bySection = new Map<string, EnvironmentVariable[]>();
  for (const v of data.variables) bySection.set(sectionOf(v), [...(bySection.get(sectionOf(v)) ?? []), v]);
  const sections = SECTION_ORDER.filter((id) => bySection.has(id));
  const laterAdditions = data.source.files.some((f) => f.path === 'docs/deploy/environment-vars.md');
  const title = (id: string) => (id === SHARED ? 'Shared by several components' : componentName.get(id)!);

  const sectionText = (id: string) => {
    const vars = bySection.get(id)!;
    const groups = [...new Set(vars.map((v) => v.group))].sort((a, b) => a.localeCompare(b, 'en'));
    const intro =
      id === SHARED
        ? 'Give these the same value on every component listed beside them. Most are connections (Kafka, the database, Elasticsearch or OpenSearch, GMS itself) and topic names: a setting that reaches GMS but not the system update job or a standalone consumer leaves that component talking to the wrong place.'
        : mdxText(data.components.find((c) => c.id === id)!.description);
    return [
      `## ${title(id)} {#${id}}`,
      intro,
      ...groups.flatMap((group) => {
        const rows = vars
          .filter((v) => v.group === group)
          .sort((a, b) => a.name.localeCompare(b.name, 'en'))
          .map((v) => [
            selfLink(v.name, `\`${v.name}\``),
            v.type,
            defaultCell(v.default),
            ...(id === SHARED
              ? [v.components.map((c) => componentName.get(c)!.replace(/ \(.*\)$/, '')).join(', ')]
              : []),
            description(v),
          ]);
        return [
          `### ${mdxText(group)} {#${id}-${slug(group)}}`,
          table(['Variable', 'Type', 'Default', ...(id === SHARED ? ['Read by'] : []), 'Description'], rows),
        ];
      }),
    ].join('\n\n');
  };

  return (
    [
      frontMatter({
        title: 'Deployment Environment Variables',
        description: `Every environment variable that DataHub's services, setup jobs and CLI read (${data.variables.length}${data.source.release ? ` in DataHub ${data.source.release}` : ''}), grouped by component, with its default and effect.`,
        sidebar_label: 'Environment Variables',
        toc_max_heading_level: 2,
      }),
      TABLE_IMPORT,
      `DataHub's containers are configured almost entirely through environment variables. In Docker Compose you set them in a service's \`environment\` section or an env file; with the Helm chart most are derived from chart values, and any other can be added through a component's extra environment variables. Each variable below has its own anchor, so you can link to it directly (for example [\`KAFKA_BOOTSTRAP_SERVER\`](#KAFKA_BOOTSTRAP_SERVER)).`,
      `This reference lists the ${data.variables.length} variables that DataHub's services read, taken from their configuration files and start scripts (DataHub ${data.source.release ?? ', release not confirmed'})${laterAdditions ? " and, for settings added since, from the deployment reference in DataHub's repository" : ''}. A default of *empty* means the variable is read but has no value unless you set one; no default means the setting stays unset. Where a Java service maps a variable onto a configuration property, the property is named too: it is the key to look for in \`application.yaml\` when you compare releases.`,
      `## Components`,
      `A component's section lists the variables only it reads; the ones it shares with other components are under [Shared by several components](#shared), where the *Read by* column names every reader.`,
      table(
        ['Section', 'Listed there', 'Read in all', 'What it is'],
        sections.map((id) => [
          `[${title(id)}](#${id})`,
          String(bySection.get(id)!.length),
          id === SHARED ? '' : String(data.variables.filter((v) => v.components.includes(id)).length),
          id === SHARED
            ? 'Settings read by more than one component, such as Kafka, database and search connections.'
            : cell(data.components.find((c) => c.id === id)!.description),
        ]),
      ),
      `## Applying changes`,
      `Most variables are read once at start-up, so restart the containers that read a variable after you change it. Settings that shape indices, such as shard and replica counts, apply to indices created or rebuilt by the next system update run. Keep values that several components must share, such as topic names and the system client secret, in one env file or one set of Helm values, so that the components cannot drift apart.`,
      `## Troubleshooting`,
      [
        '- **Services cannot authenticate to each other.** `DATAHUB_SYSTEM_CLIENT_SECRET` differs between components.',
        '- **UI ingestion fails with decryption errors.** `SECRET_SERVICE_ENCRYPTION_KEY` changed after secrets were stored; re-create the secrets.',
        '- **Events are processed twice, or not at all.** The `*_CONSUMER_ENABLED` switches of GMS do not match the standalone consumers you deploy.',
        '- **A variable seems to have no effect.** Check the section it is listed in: a variable read only by the system update job changes nothing when set on GMS.',
      ].join('\n'),
      ...sections.map(sectionText),
    ].join('\n\n') + '\n'
  );
}
