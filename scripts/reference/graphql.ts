// GraphQL reference at /docs/graphql/<kind>: docusaurus-graphql-plugin writes Markdown with JSX
// (`style={{...}}`), so its files become .mdx; marked's `<br>` is closed for MDX, each page gets a
// description, and object types that are entities link to their metamodel page.
import {existsSync, readFileSync, readdirSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import type {MetamodelEntity} from './data';

const ROOT = path.resolve(__dirname, '../..');
export const GRAPHQL_SCHEMA = path.join(ROOT, 'data/graphql/schema.graphql');
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
  return out;
}

export function generateGraphqlReference(entities: MetamodelEntity[]): number {
  if (!existsSync(GRAPHQL_SCHEMA)) return 0;
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'docs:generate:graphql'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const files = readdirSync(GRAPHQL_DIR).filter((f) => f.endsWith('.md'));
  for (const file of files) {
    const kind = file.replace(/\.md$/, '');
    const source = path.join(GRAPHQL_DIR, file);
    writeFileSync(source, postProcess(kind, readFileSync(source, 'utf8'), entities));
    renameSync(source, source.replace(/\.md$/, '.mdx'));
  }
  return files.length;
}
