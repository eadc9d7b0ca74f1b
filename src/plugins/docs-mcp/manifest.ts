// What the build writes to build/mcp/ for the docs MCP server, and the server reads: one file per kind of
// data, so the server loads only what a tool asks for. Shared by the plugin (writer) and server (reader).

/** build/mcp/site.json: the site, its docs versions and their pages. */
export type SiteManifest = {
  /** Bumped when the layout of build/mcp/ changes, so an old server refuses a new build clearly. */
  format: typeof MANIFEST_FORMAT;
  title: string;
  siteUrl: string;
  versions: VersionEntry[];
};

export type VersionEntry = {
  /** The docs plugin's version name: `current` or a release such as `1.1.0`. */
  name: string;
  /** The label the version dropdown shows (`Next` for the current docs). */
  label: string;
  /** Where its docs live: `/docs` or `/docs/1.1.0`. */
  docsPath: string;
  /** Its Pagefind filter value (the search plugin's `docusaurus_tag`). */
  searchTag: string;
  /** Whether the version is the site's default (the docs at /docs). */
  isDefault: boolean;
  /** Its pages that have a Markdown twin, with Learn posts listed under the default version. */
  pages: PageEntry[];
  /** Which reference data build/mcp/<name>/ holds for the version. */
  reference: {integrations: boolean; graphql: boolean; release: string};
};

export type PageEntry = {path: string; title: string; description?: string};

/** build/mcp/<version>/integrations.json: every ingestion source of the version, as its pages show it. */
export type IntegrationsFile = {
  capabilityLabels: Record<string, string>;
  sources: SourceEntry[];
};

export type SourceEntry = {
  slug: string;
  name: string;
  /** The recipe's `source.type`. */
  type: string;
  category: string;
  status: string;
  platform: string;
  description: string;
  /** Its reference page (path, no host). */
  page: string;
  capabilities: Record<string, {supported: boolean; notes?: string}>;
  recipe: string;
  /** Every option row of the page, nested options with dotted names (`profiling.enabled`). */
  options: OptionEntry[];
};

export type OptionEntry = {
  name: string;
  type: string;
  description: string;
  default?: unknown;
  required?: boolean;
  allowed?: unknown[];
  deprecated?: string | boolean;
  /** The anchor of its row on the source page. */
  anchor: string;
};

export const MANIFEST_FORMAT = 1;
export const MCP_DIR = 'mcp';
export const SITE_FILE = 'site.json';
export const INTEGRATIONS_FILE = 'integrations.json';
export const GRAPHQL_FILE = 'schema.graphql';
export const SERVER_FILE = 'server.mjs';
