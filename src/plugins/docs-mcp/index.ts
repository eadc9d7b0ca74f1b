// The docs as a tool for assistants: after the build, writes build/mcp/ — the data the docs MCP server
// answers from (the versions and their pages, each version's ingestion sources and GraphQL schema) and
// the server itself, bundled into one file that runs wherever Node runs, with nothing to install.
// The server reads the rest of the build at run time: the Markdown twins and the Pagefind index.
import {copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {build} from 'esbuild';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DATA_DIR, loadConfigTypes, loadSources, recipeType, type ConfigTypes} from '../../reference/data';
import {CAPABILITY_LABELS, expandOptions, fieldAnchor} from '../../reference/sources';
import {FROZEN_REFERENCE_DIR} from '../../content-check/reference.mjs';
import {GRAPHQL_PLUGIN_OPTIONS} from '../../../config/graphql';
import {
  GRAPHQL_FILE,
  INTEGRATIONS_FILE,
  MANIFEST_FORMAT,
  MCP_DIR,
  SERVER_FILE,
  SITE_FILE,
  type IntegrationsFile,
  type PageEntry,
  type SiteManifest,
  type SourceEntry,
  type VersionEntry,
} from './manifest';

/** The parts of the docs and blog plugins' loaded content this plugin reads. */
type DocsContent = {
  loadedVersions: {
    versionName: string;
    label: string;
    path: string;
    isLast: boolean;
    docs: {permalink: string; title: string; description?: string; unlisted?: boolean}[];
  }[];
};
type BlogContent = {blogPosts: {metadata: {permalink: string; title: string; description?: string}}[]};

const SERVER_ENTRY = path.join(__dirname, 'server/main.ts');

/** Where a version's reference data lives: data/ for the current docs, the frozen copy for a cut version. */
export function referenceDirOf(siteDir: string, versionName: string): string | undefined {
  if (versionName === 'current') return DATA_DIR;
  const dir = path.join(siteDir, 'versioned_docs', `version-${versionName}`, FROZEN_REFERENCE_DIR);
  return existsSync(dir) ? dir : undefined;
}

/** Every source of a reference folder as its page shows it, options expanded where the folder has shared types. */
export function integrationsOf(dataDir: string, docsPath: string): IntegrationsFile {
  const typesFile = path.join(dataDir, 'ingestion-config-types.yaml');
  // A version frozen before the shared types existed shows its options unexpanded, as its pages do.
  const types: ConfigTypes['types'] = existsSync(typesFile) ? loadConfigTypes(dataDir).types : {};
  const sources = loadSources(dataDir).map(
    (source): SourceEntry => ({
      slug: source.slug,
      name: source.name,
      type: recipeType(source) ?? source.slug,
      category: source.category,
      status: source.status,
      platform: source.platform,
      description: source.description.replace(/\s+/g, ' ').trim(),
      page: `${docsPath}/generated/ingestion/sources/${source.slug}`,
      capabilities: source.capabilities,
      recipe: source.recipe,
      options: expandOptions(source.config, types).map((field) => ({
        name: field.name,
        type: field.type,
        description: field.description.replace(/\s+/g, ' ').trim(),
        ...(field.default !== undefined && {default: field.default}),
        ...(field.required && {required: true}),
        ...(field.allowed && {allowed: field.allowed}),
        ...(field.deprecated && {deprecated: field.deprecated}),
        anchor: fieldAnchor(field.name),
      })),
    }),
  );
  return {capabilityLabels: CAPABILITY_LABELS, sources};
}

/** The bundled server: one ES module with the MCP SDK, the search client and graphql-js inlined. */
export async function bundleServer(outfile: string): Promise<void> {
  await build({
    entryPoints: [SERVER_ENTRY],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node18',
    // Some of the SDK's dependencies are CommonJS and require Node's modules.
    banner: {
      js: "import {createRequire as __createRequire} from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    legalComments: 'none',
    logLevel: 'warning',
  });
}

export default function docsMcpPlugin(context: LoadContext): Plugin {
  return {
    name: 'docs-mcp',
    async postBuild({outDir, plugins}) {
      const docs = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs')?.content as DocsContent;
      const blog = plugins.find((p) => p.name === 'docusaurus-plugin-content-blog')?.content as BlogContent | undefined;
      const dir = path.join(outDir, MCP_DIR);
      rmSync(dir, {recursive: true, force: true});
      mkdirSync(dir, {recursive: true});
      const learn: PageEntry[] = (blog?.blogPosts ?? []).map(({metadata}) => page(metadata));
      const versions = docs.loadedVersions.map((version): VersionEntry => {
        const docsPath = version.path.replace(/\/$/, '');
        const dataDir = referenceDirOf(context.siteDir, version.versionName);
        const own = path.join(dir, version.versionName);
        mkdirSync(own, {recursive: true});
        const integrations = !!dataDir && existsSync(path.join(dataDir, 'ingestion-sources'));
        if (integrations)
          writeFileSync(path.join(own, INTEGRATIONS_FILE), JSON.stringify(integrationsOf(dataDir, docsPath)));
        const schema = dataDir && path.join(dataDir, path.relative('data', GRAPHQL_PLUGIN_OPTIONS.schema));
        const graphql = !!schema && existsSync(schema);
        if (graphql) copyFileSync(schema, path.join(own, GRAPHQL_FILE));
        return {
          name: version.versionName,
          label: version.label,
          docsPath,
          searchTag: `docs-default-${version.versionName}`,
          isDefault: version.isLast,
          pages: [...version.docs.filter((doc) => !doc.unlisted).map(page), ...(version.isLast ? learn : [])].sort(
            (a, b) => a.path.localeCompare(b.path),
          ),
          reference: {
            integrations,
            graphql,
            release: version.versionName === 'current' ? 'current' : version.versionName,
          },
        };
      });
      const manifest: SiteManifest = {
        format: MANIFEST_FORMAT,
        title: context.siteConfig.title,
        siteUrl: context.siteConfig.url,
        versions,
      };
      writeFileSync(path.join(dir, SITE_FILE), JSON.stringify(manifest));
      await bundleServer(path.join(dir, SERVER_FILE));
    },
  };
}

function page({permalink, title, description}: {permalink: string; title: string; description?: string}): PageEntry {
  return {path: permalink.replace(/\/$/, '') || '/', title, ...(description && {description})};
}
