// GraphQL reference at /docs/graphql/<kind>: docusaurus-graphql-plugin writes Markdown with JSX
// (`style={{...}}`), so its files become .mdx; marked's `<br>` is closed for MDX, each page gets a
// description, object types that are entities link to their metamodel page, and the tables are written as
// HTML (graphqlTables.ts).
import {existsSync, readFileSync, readdirSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import graphqlPlugin from 'docusaurus-graphql-plugin';
import type {LoadContext} from '@docusaurus/types';
import type {MetamodelEntity} from './data';
import {GRAPHQL_PLUGIN_OPTIONS} from '../../config/graphql';
import {tablesAsHtml} from './graphqlTables';

const ROOT = path.resolve(__dirname, '../..');
export const GRAPHQL_SCHEMA = path.join(ROOT, GRAPHQL_PLUGIN_OPTIONS.schema);
export const GRAPHQL_DIR = path.join(ROOT, 'docs/graphql');

const DESCRIPTIONS: Record<string, string> = {
  queries: 'Every query of the DataHub GraphQL API, with its arguments and return type.',
  mutations: 'Every mutation of the DataHub GraphQL API, with its arguments and return type.',
  objects: 'Every object type of the DataHub GraphQL API and its fields.',
  inputObjects: 'Every input type accepted by DataHub GraphQL queries and mutations.',
  interfaces: 'The interfaces that DataHub GraphQL object types implement.',
  unions: 'The union types of the DataHub GraphQL API.',
  enums: 'Every enum of the DataHub GraphQL API and its values.',
  scalars: 'The scalar types of the DataHub GraphQL API.',
};

/** Rewrites one generated page for MDX and adds cross-links; pure, for tests. */
export function postProcess(kind: string, markdown: string, entities: MetamodelEntity[]): string {
  let out = markdown
    .replace(/^---\n/, `---\ndescription: ${JSON.stringify(DESCRIPTIONS[kind] ?? 'DataHub GraphQL API reference.')}\n`)
    .replace(/<!--(.*?)-->/g, '{/*$1*/}')
    .replace(/<br>/g, '<br />');
  if (kind === 'objects') {
    for (const entity of entities) {
      if (!entity.graphql_type) continue;
      const heading = new RegExp(`^## ${entity.graphql_type}\\n`, 'm');
      out = out.replace(
        heading,
        (h) => `${h}\nEntity reference: [${entity.display_name}](/docs/generated/metamodel/entities/${entity.slug}).\n`,
      );
    }
  }
  return tablesAsHtml(out);
}

/**
 * Runs the generator behind the plugin's `docusaurus docs:generate:graphql` command in this process, with the
 * options the site config gives the plugin (starting the Docusaurus CLI for it took ~1.3 s more).
 */
async function runGraphqlPluginGenerator(): Promise<void> {
  type Cli = {command: () => Cli; description: () => Cli; action: (run: () => Promise<void>) => Cli};
  let generate: (() => Promise<void>) | undefined;
  const cli: Cli = {command: () => cli, description: () => cli, action: (run) => ((generate = run), cli)};
  const options = {id: 'default', ...GRAPHQL_PLUGIN_OPTIONS, schema: GRAPHQL_SCHEMA};
  const plugin = graphqlPlugin({siteDir: ROOT} as LoadContext, options);
  plugin.extendCli!(cli as never);
  if (!generate) throw new Error('docusaurus-graphql-plugin no longer adds its generate command');
  await generate();
}

export async function generateGraphqlReference(entities: MetamodelEntity[]): Promise<number> {
  if (!existsSync(GRAPHQL_SCHEMA)) return 0;
  await runGraphqlPluginGenerator();
  const files = readdirSync(GRAPHQL_DIR).filter((f) => f.endsWith('.md'));
  for (const file of files) {
    const kind = file.replace(/\.md$/, '');
    const source = path.join(GRAPHQL_DIR, file);
    writeFileSync(source, postProcess(kind, readFileSync(source, 'utf8'), entities));
    renameSync(source, source.replace(/\.md$/, '.mdx'));
  }
  return files.length;
}
