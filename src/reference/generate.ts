// Generates the reference pages of the current version from data/ (`npm run generate`, run before start
// and build). Output is git-ignored; frozen versions keep their own committed copy (scripts/cut-version.ts).
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {previousRun, recordRun, treeHash} from './upToDate';

const ROOT = path.resolve(__dirname, '../..');
const DOCS = path.join(ROOT, 'docs');
/**
 * What generation writes below docs/ (folders and single pages), git-ignored. The accelerator's
 * static-reference-tables moves these pages' table HTML out of the browser's bundle (docusaurus.config.ts).
 */
export const GENERATED = ['generated', 'graphql', 'managed-datahub/release-notes', 'deploy/environment-vars.mdx'];
/** What generation reads: the data, its own code, the site config (the GraphQL plugin's options) and packages. */
const INPUTS = ['data', 'src/reference', 'config', 'docusaurus.config.ts', 'package-lock.json'];
const STAMP = path.join(ROOT, 'node_modules/.cache/generate/stamp.json');

const byName = <T extends {name?: string; display_name?: string}>(a: T, b: T) =>
  (a.display_name ?? a.name ?? '').localeCompare(b.display_name ?? b.name ?? '', 'en', {sensitivity: 'base'});

function write(relPath: string, content: string) {
  const file = path.join(DOCS, relPath);
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
}

/** Writes the generated pages, or nothing when neither the inputs nor the pages changed since the last run. */
export async function generateReference(): Promise<void> {
  const started = Date.now();
  const inputs = `${process.version} ${treeHash(ROOT, INPUTS)}`;
  const outputs = () => treeHash(DOCS, GENERATED);
  const unchanged = previousRun(STAMP, inputs, outputs);
  if (unchanged) {
    console.log(`generated ${unchanged} (inputs unchanged, pages as written) in ${Date.now() - started} ms`);
    return;
  }
  // Loaded only to regenerate: they take longer to load (graphql above all) than the check above takes.
  const {
    loadCli,
    loadConfigTypes,
    loadEntities,
    loadEnvironmentVariables,
    loadReleaseNotes,
    loadSources,
    recipeIndex,
    recipeType,
    validateData,
  } = await import('./data');
  const {cliReferencePage} = await import('./cli');
  const {environmentVariablesPage} = await import('./environmentVariables');
  const {CHECKER_DIR, automaticLineagePage, sourcePage} = await import('./sources');
  const {entityPage, entityVariantPage} = await import('./entities');
  const {releaseNotePage, sortNewestFirst} = await import('./releaseNotes');
  const {GRAPHQL_DIR, GRAPHQL_SCHEMA, generateGraphqlReference} = await import('./graphql');
  const {buildSchema} = await import('graphql');

  const problems = validateData();
  if (problems.length) {
    for (const p of problems) console.error(p);
    throw new Error(`data/ has ${problems.length} problem(s); fix them and run again`);
  }
  for (const output of GENERATED) rmSync(path.join(DOCS, output), {recursive: true, force: true});

  const sources = loadSources().sort(byName);
  const entities = loadEntities().sort(byName);
  const entityBySlug = new Map(entities.map((e) => [e.slug, e]));
  // Entity pages link their GraphQL type only when the schema defines it (anchors are checked).
  const graphqlTypes = new Set(
    existsSync(GRAPHQL_SCHEMA) ? Object.keys(buildSchema(readFileSync(GRAPHQL_SCHEMA, 'utf8')).getTypeMap()) : [],
  );

  const {types} = loadConfigTypes();
  const {checkerData} = await import('../content-check/recipes.mjs');
  const byType = recipeIndex(sources, types);
  sources.forEach((source, i) => {
    write(`generated/ingestion/sources/${source.slug}.mdx`, sourcePage(source, entityBySlug, i + 1, types));
    // What the page's "Check your recipe" panel loads on first use: its options and the other sources' pages.
    write(
      `generated/ingestion/sources/${CHECKER_DIR}/${source.slug}.json`,
      JSON.stringify(checkerData(byType, recipeType(source), source.recipe)),
    );
  });
  if (sources.length) write('generated/lineage/automatic-lineage-extraction.mdx', automaticLineagePage(sources));
  entities.forEach((entity, i) => {
    const emittedBy = sources.filter((s) => s.entities.includes(entity.slug));
    write(
      `generated/metamodel/entities/${entity.slug}.mdx`,
      entityPage(entity, entityBySlug, emittedBy, i + 1, graphqlTypes.has(entity.graphql_type ?? '')),
    );
    write(`generated/metamodel/variants/${entity.slug}-datahub.mdx`, entityVariantPage(entity));
  });
  write('generated/cli-reference.mdx', cliReferencePage(loadCli()));
  const environment = loadEnvironmentVariables();
  write('deploy/environment-vars.mdx', environmentVariablesPage(environment));
  const notes = sortNewestFirst(loadReleaseNotes());
  notes.forEach((note, i) => write(`managed-datahub/release-notes/${note.slug}.mdx`, releaseNotePage(note, i + 1)));
  if (notes.length)
    write(
      'managed-datahub/release-notes/_category_.json',
      `${JSON.stringify({label: 'Release Notes', key: 'managed-datahub/release-notes'}, null, 2)}\n`,
    );
  const graphqlPages = await generateGraphqlReference(entities);
  if (graphqlPages)
    write('graphql/_category_.json', `${JSON.stringify({label: 'GraphQL Reference', key: 'graphql'}, null, 2)}\n`);

  const summary =
    `${sources.length} source pages, ${entities.length * 2} entity pages, ${notes.length} release notes, ` +
    `${environment.variables.length} environment variables, the CLI reference, ` +
    `${graphqlPages} GraphQL pages${graphqlPages ? ` in ${path.relative(ROOT, GRAPHQL_DIR)}` : ''}`;
  recordRun(STAMP, {inputs, outputs: outputs(), summary});
  console.log(`generated ${summary} in ${Date.now() - started} ms`);
}
