// The built site as the server sees it: its versions and pages (build/mcp/site.json), the Markdown twins,
// the Pagefind index, and each version's ingestion sources and GraphQL schema (build/mcp/<version>/).
// Everything but the manifest loads on first use.
import {existsSync, readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {buildSchema, type GraphQLSchema} from 'graphql';
import {createLocalSearchClient, type Hit} from '../../search/client/localSearchClient';
import {
  GRAPHQL_FILE,
  INTEGRATIONS_FILE,
  MANIFEST_FORMAT,
  MCP_DIR,
  SITE_FILE,
  type IntegrationsFile,
  type PageEntry,
  type SiteManifest,
  type VersionEntry,
} from '../manifest';
import {loadPagefind, loadVocabulary} from './nodePagefind';
import {closest} from './text';

/** An error whose message is meant for the assistant: the tool answers it instead of crashing. */
export class UserError extends Error {}

/** Words a reader may use for the current docs. */
const CURRENT_ALIASES = ['current', 'next', 'latest'];

export type SearchResult = {
  title: string;
  /** The page's address on the site, with the anchor of the row or section the result opens at. */
  url: string;
  path: string;
  section: string;
  snippet: string;
  /** The page's best matching sections, after the one `url` opens at. */
  sections: {heading: string; url: string; snippet: string}[];
};

const decodeEntities = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'"})[name]!,
  );

export class DocsSite {
  readonly manifest: SiteManifest;
  private readonly search: ReturnType<typeof createLocalSearchClient>;
  private readonly integrations = new Map<string, IntegrationsFile>();
  private readonly schemas = new Map<string, GraphQLSchema>();

  constructor(readonly buildDir: string) {
    const file = path.join(buildDir, MCP_DIR, SITE_FILE);
    if (!existsSync(file)) throw new Error(`${file} is missing: is ${buildDir} a build of the DataHub docs?`);
    this.manifest = JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
    if (this.manifest.format !== MANIFEST_FORMAT)
      throw new Error(`${file} has format ${this.manifest.format}; this server reads format ${MANIFEST_FORMAT}`);
    this.search = createLocalSearchClient(
      (bundle) => loadPagefind(buildDir, bundle),
      () => this.manifest.siteUrl,
      (bundle) => loadVocabulary(buildDir, bundle),
    );
  }

  get defaultVersion(): VersionEntry {
    return this.manifest.versions.find((v) => v.isDefault) ?? this.manifest.versions[0]!;
  }

  /** The version a tool's `version` argument names (the default one when absent). */
  version(name?: string): VersionEntry {
    if (name === undefined || name.trim() === '') return this.defaultVersion;
    const wanted = name.trim().replace(/^v/i, '').toLowerCase();
    const found = this.manifest.versions.find(
      (v) =>
        v.name.toLowerCase() === wanted ||
        v.label.toLowerCase() === wanted ||
        (v.isDefault && CURRENT_ALIASES.includes(wanted)),
    );
    if (!found)
      throw new UserError(
        `Unknown version "${name}". Versions: ${this.manifest.versions.map((v) => `${v.name} (${v.label})`).join(', ')}.`,
      );
    return found;
  }

  /** The version a site path belongs to: the one with the longest docs path it starts with. */
  versionOfPath(sitePath: string): VersionEntry {
    const candidates = this.manifest.versions.filter(
      (v) => sitePath === v.docsPath || sitePath.startsWith(`${v.docsPath}/`),
    );
    return candidates.sort((a, b) => b.docsPath.length - a.docsPath.length)[0] ?? this.defaultVersion;
  }

  /** Warms the search index, so the first search answers at once. */
  async warm(): Promise<void> {
    await this.searchDocs('datahub', this.defaultVersion, 1);
  }

  /** Ranked results of the site's own search client, as the search modal shows them for `version`. */
  async searchDocs(query: string, version: VersionEntry, limit: number): Promise<SearchResult[]> {
    // A current docs page searches the current docs and the pages outside the docs (Learn, the home
    // page); an archived version's page searches that version only.
    const tags = version.isDefault
      ? ['docusaurus_tag:default', `docusaurus_tag:${version.searchTag}`]
      : [`docusaurus_tag:${version.searchTag}`];
    const {results} = await this.search.search({
      requests: [
        {
          indexName: 'local',
          query,
          hitsPerPage: limit,
          facetFilters: ['language:en', tags],
          highlightPreTag: '',
          highlightPostTag: '',
        },
      ],
    });
    const byPage = new Map<string, SearchResult>();
    for (const hit of results[0]!.hits) {
      const page = hit.url_without_anchor;
      const snippet = decodeEntities(hit._snippetResult.content?.value ?? '').trim();
      const existing = byPage.get(page);
      if (!existing) byPage.set(page, this.toResult(hit, snippet));
      else if (hit.hierarchy.lvl2) existing.sections.push({heading: hit.hierarchy.lvl2, url: hit.url, snippet});
    }
    return [...byPage.values()];
  }

  private toResult(hit: Hit, snippet: string): SearchResult {
    const url = new URL(hit.url);
    const title = hit.hierarchy.lvl1 ?? url.pathname;
    return {
      title: hit.hierarchy.lvl2 ? `${hit.hierarchy.lvl2} (${title})` : title,
      url: hit.url,
      path: url.pathname.replace(/\/$/, '') + url.hash,
      section: hit.hierarchy.lvl0 ?? '',
      snippet,
      sections: [],
    };
  }

  /**
   * A site page's path and anchor from what an assistant may pass: a full URL of the site (any host), a
   * path with or without `.md`, a trailing slash or `index.html`, or a docs path without `/docs`.
   */
  resolvePath(
    urlOrPath: string,
    versionName?: string,
  ): {version: VersionEntry; path: string; anchor?: string; page?: PageEntry} {
    let text = urlOrPath.trim();
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
      const url = new URL(text);
      text = url.pathname + url.hash;
    }
    if (text.startsWith('docs://')) text = text.slice('docs:/'.length);
    const [rawPath, rawAnchor] = text.split('#', 2) as [string, string | undefined];
    let sitePath = `/${rawPath.replace(/^\/+/, '')}`.replace(/\/index\.html$|\.html$|\.md$/, '').replace(/\/+$/, '');
    if (sitePath === '') sitePath = '/';
    const known = (p: string) => this.manifest.versions.some((v) => v.pages.some((page) => page.path === p));
    if (
      !known(sitePath) &&
      !sitePath.startsWith('/docs') &&
      !sitePath.startsWith('/learn') &&
      known(`/docs${sitePath}`)
    )
      sitePath = `/docs${sitePath}`;
    let version = this.versionOfPath(sitePath);
    if (versionName !== undefined && versionName.trim() !== '') {
      const wanted = this.version(versionName);
      if (wanted !== version && sitePath.startsWith(version.docsPath)) {
        sitePath = wanted.docsPath + sitePath.slice(version.docsPath.length);
      }
      version = wanted;
    }
    const page = version.pages.find((p) => p.path === sitePath);
    return {version, path: sitePath, anchor: rawAnchor || undefined, page};
  }

  /** The closest pages of `version` to a path that names none: by path and by title. */
  closestPages(sitePath: string, version: VersionEntry, count = 5): PageEntry[] {
    const last = sitePath.split('/').filter(Boolean).pop() ?? sitePath;
    const byPath = closest(sitePath, version.pages, (p) => p.path, count);
    const bySlug = closest(last, version.pages, (p) => p.path.split('/').pop() ?? p.path, count);
    const byTitle = closest(last.replace(/[-_]/g, ' '), version.pages, (p) => p.title, count);
    const seen = new Set<string>();
    return [...bySlug, ...byPath, ...byTitle].filter((p) => !seen.has(p.path) && seen.add(p.path)).slice(0, count);
  }

  /** The Markdown twin of a page, or undefined when the build has none. */
  async twin(sitePath: string): Promise<string | undefined> {
    const file = path.join(this.buildDir, `${sitePath === '/' ? '/index' : sitePath}.md`);
    if (!path.resolve(file).startsWith(path.resolve(this.buildDir) + path.sep)) return undefined;
    try {
      return await readFile(file, 'utf8');
    } catch {
      return undefined;
    }
  }

  /** The version's ingestion sources, as its pages show them. */
  integrationsOf(version: VersionEntry): IntegrationsFile {
    if (!version.reference.integrations)
      throw new UserError(`The ${version.name} docs have no ingestion source reference.`);
    let data = this.integrations.get(version.name);
    if (!data) {
      const file = path.join(this.buildDir, MCP_DIR, version.name, INTEGRATIONS_FILE);
      data = JSON.parse(readFileSync(file, 'utf8')) as IntegrationsFile;
      this.integrations.set(version.name, data);
    }
    return data;
  }

  /** The version's GraphQL schema, parsed on first use. */
  schemaOf(version: VersionEntry): GraphQLSchema {
    if (!version.reference.graphql) throw new UserError(`The ${version.name} docs have no GraphQL reference.`);
    let schema = this.schemas.get(version.name);
    if (!schema) {
      schema = buildSchema(readFileSync(path.join(this.buildDir, MCP_DIR, version.name, GRAPHQL_FILE), 'utf8'));
      this.schemas.set(version.name, schema);
    }
    return schema;
  }

  /** A page's address on the site. */
  url(sitePath: string): string {
    return new URL(sitePath, this.manifest.siteUrl).href;
  }
}
