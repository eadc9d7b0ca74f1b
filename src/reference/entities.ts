// Metamodel entity pages: /docs/generated/metamodel/entities/<slug> (full, in the sidebar) and
// /docs/generated/metamodel/entities/<slug>-datahub (condensed variant, outside the sidebar).
import type {Field, IngestionSource, MetamodelEntity, Relationship} from './data';
import {TABLE_IMPORT, cell, fence, firstSentence, frontMatter, mdxText, table} from './mdx';

const fieldRows = (fields: Field[]) =>
  fields.map((f) => [
    `\`${f.name}\``,
    `\`${f.type}\``,
    f.optional ? 'No' : 'Yes',
    f.searchable ? 'Yes' : '',
    cell(f.description),
  ]);
/** Where entity pages are served (table cells hold URLs, not the file links MDX resolves). */
const ENTITY_URL = '/docs/generated/metamodel/entities/';
const FIELD_HEADERS = ['Field', 'Type', 'Required', 'Searchable', 'Description'];

/** Links an entity name (any casing) to its page when one exists, else shows it as code. */
function entityRef(name: string, bySlug: Map<string, MetamodelEntity>): string {
  const target = bySlug.get(name.toLowerCase());
  return target ? `[${target.display_name}](${ENTITY_URL}${target.slug})` : `\`${name}\``;
}

function relationshipTable(rels: Relationship[], bySlug: Map<string, MetamodelEntity>, otherEnd: string): string {
  if (rels.length === 0) return `None.`;
  return table(
    ['Relationship', otherEnd, 'Carried by'],
    rels.map((r) => [`\`${r.name}\``, r.entities.map((e) => entityRef(e, bySlug)).join(', '), `\`${r.via}\``]),
  );
}

export function entityPage(
  entity: MetamodelEntity,
  bySlug: Map<string, MetamodelEntity>,
  emittedBy: IngestionSource[],
  position: number,
  hasGraphqlType: boolean,
): string {
  const searchable = [...entity.key_aspect.fields, ...entity.aspects.flatMap((a) => a.fields)].filter(
    (f) => f.searchable,
  );
  return (
    [
      frontMatter({
        title: entity.display_name,
        description: firstSentence(entity.description),
        sidebar_label: entity.display_name,
        sidebar_position: position,
      }),
      TABLE_IMPORT,
      `**Entity type** \`${entity.name}\` · **Category** ${cell(entity.category)} · **Key aspect** \`${entity.key_aspect.name}\``,
      mdxText(entity.description),
      `## Identity`,
      `Every ${mdxText(entity.display_name)} is identified by a URN built from the fields of its key aspect:`,
      fence('text', entity.urn.format),
      `For example:`,
      fence('text', entity.urn.example),
      `### Key aspect: ${entity.key_aspect.name}`,
      entity.key_aspect.fields.length
        ? table(FIELD_HEADERS, fieldRows(entity.key_aspect.fields))
        : 'The key has no fields beyond the id.',
      `## Aspects`,
      `An aspect is a named, versioned group of fields written and read as a unit. ${mdxText(entity.display_name)} entities carry these aspects:`,
      ...entity.aspects.flatMap((aspect) => [
        `### ${aspect.name}`,
        `${aspect.timeseries ? '*Timeseries aspect.* ' : ''}${mdxText(aspect.description)}`,
        ...(aspect.fields.length ? [table(FIELD_HEADERS, fieldRows(aspect.fields))] : []),
      ]),
      `## Relationships`,
      `### Outgoing`,
      relationshipTable(entity.relationships.outgoing, bySlug, 'To'),
      `### Incoming`,
      relationshipTable(entity.relationships.incoming, bySlug, 'From'),
      `## Searchable fields`,
      searchable.length
        ? `These fields are indexed, so search and filters can match them: ${searchable.map((f) => `\`${f.name}\``).join(', ')}.`
        : `No field of this entity is indexed for full-text search.`,
      ...(emittedBy.length
        ? [
            `## Sources that emit it`,
            emittedBy.map((s) => `- [${s.name}](../../ingestion/sources/${s.slug}.mdx)`).join('\n'),
          ]
        : []),
      ...(hasGraphqlType && entity.graphql_type
        ? [
            `## GraphQL`,
            `Read it through the GraphQL API as the [\`${entity.graphql_type}\`](/docs/graphql/objects#${entity.graphql_type.toLowerCase()}) type.`,
          ]
        : []),
      `## Example`,
      mdxText(entity.example.description),
      fence('python', entity.example.code),
    ].join('\n\n') + '\n'
  );
}

/** The condensed variant: overview, identity and the aspect list, generated from the same data. */
export function entityVariantPage(entity: MetamodelEntity): string {
  return (
    [
      frontMatter({
        title: `${entity.display_name} (DataHub entity summary)`,
        description: `A condensed summary of the ${entity.display_name} entity: identity and aspects.`,
        slug: `/generated/metamodel/entities/${entity.slug}-datahub`,
        displayed_sidebar: null,
      }),
      mdxText(firstSentence(entity.description)),
      `For fields, relationships and examples, see the [full ${mdxText(entity.display_name)} reference](../entities/${entity.slug}.mdx).`,
      `## Identity`,
      fence('text', `${entity.urn.format}\n${entity.urn.example}`),
      `## Aspects`,
      [entity.key_aspect.name, ...entity.aspects.map((a) => a.name)]
        .map((name, i) => `- \`${name}\`${i === 0 ? ' (key)' : ''}`)
        .join('\n'),
    ].join('\n\n') + '\n'
  );
}
