// The local index: after the production build, the rendered pages are indexed with Pagefind (version and
// language as filters, the top sidebar category as the result group) by build-index.mjs, in a process of
// its own. Each archived docs version gets an index of its own (a "bundle", in a subfolder named after the
// version), so that a reader's first search fetches one version's index whatever the number of versions.
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {spawn} from 'node:child_process';

type SidebarItem = {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: {type: string; id?: string};
};
type LoadedVersion = {
  versionName: string;
  path: string;
  docs: {id: string; permalink: string}[];
  sidebars: Record<string, SidebarItem[]>;
};
export type DocsContent = {loadedVersions: LoadedVersion[]};

export const DEFAULT_SECTION = 'Documentation';
/** Lists of other pages, the search page itself, and the condensed entity variants (duplicates). */
const NOT_INDEXED =
  /^\/(search|404\.html)$|^\/learn(\/(archive|tags|authors|page)(\/.*)?)?$|^\/docs(\/[^/]+)?\/category\/|\/generated\/metamodel\/entities\/[^/]+-datahub$/;

function docIds(item: SidebarItem): string[] {
  const own = item.type === 'doc' || item.type === 'ref' ? [item.id!] : [];
  const link = item.link?.type === 'doc' ? [item.link.id!] : [];
  return [...own, ...link, ...(item.items ?? []).flatMap(docIds)];
}

/** Maps each doc permalink to the label of its top-level sidebar category. */
export function sectionsByPermalink(versions: LoadedVersion[]): Map<string, string> {
  const sections = new Map<string, string>();
  for (const version of versions) {
    const permalinkOf = new Map(version.docs.map((doc) => [doc.id, doc.permalink]));
    for (const items of Object.values(version.sidebars))
      for (const item of items) {
        const label = item.type === 'category' ? item.label! : DEFAULT_SECTION;
        for (const id of docIds(item)) if (permalinkOf.has(id)) sections.set(permalinkOf.get(id)!, label);
      }
  }
  return sections;
}

export const sectionOf = (route: string, sections: Map<string, string>) =>
  sections.get(route) ?? (route.startsWith('/learn') ? 'Learn' : route.startsWith('/docs') ? DEFAULT_SECTION : 'Pages');

/** The main bundle: the current docs and every page outside the docs. */
export const MAIN_BUNDLE = '';

/** The archived docs versions (each gets a bundle of its own), by their docs path (`/docs/1.1.0`). */
export function archivedVersions(versions: LoadedVersion[]): {name: string; path: string}[] {
  return versions.filter((v) => v.versionName !== 'current').map((v) => ({name: v.versionName, path: v.path}));
}

/** Whether a page is outside the docs (Learn, the home page, the integrations): in every version's bundle. */
const isOutsideDocs = (url: string) => url !== '/docs' && !url.startsWith('/docs/');

/**
 * The bundles a page belongs to: an archived version's docs to that version's; the current docs to the
 * main one; a page outside the docs (Learn, the home page) to every bundle, since a docs page of any
 * version searches them beside its own docs (DocSearch's contextual `docusaurus_tag:default`).
 */
export function bundlesOf(route: string, archived: {name: string; path: string}[]): string[] {
  const version = archived.find((v) => route === v.path || route.startsWith(`${v.path}/`));
  if (version) return [version.name];
  if (!isOutsideDocs(route)) return [MAIN_BUNDLE];
  return [MAIN_BUNDLE, ...archived.map((v) => v.name)];
}

export type IndexJobPage = {url: string; file: string; section: string; bundles: string[]};

/** The rendered pages of `routes` that the index covers (the job of build-index.mjs). */
export function pagesToIndex(
  outDir: string,
  routes: string[],
  sections: Map<string, string>,
  archived: {name: string; path: string}[] = [],
): IndexJobPage[] {
  return [...new Set(routes)]
    .sort()
    .filter((route) => !NOT_INDEXED.test(route))
    .flatMap((url) => {
      const file = [path.join(outDir, url, 'index.html'), path.join(outDir, `${url}.html`)].find(existsSync);
      return file ? [{url, file, section: sectionOf(url, sections), bundles: bundlesOf(url, archived)}] : [];
    });
}

/**
 * Pages outside the docs, as the site's main build indexes them, for the builds of older docs versions
 * (src/plugins/version-builds): such a build renders only its versions' docs, yet a reader of those versions
 * searches the pages outside the docs too. The main build writes its list (`writePagesOutsideDocs`), and
 * each build of older versions indexes those pages, from the main build's folder, into its versions'
 * bundles only (`withPagesOutsideDocs`): it has no main bundle to fill.
 */
export type PagesOutsideDocs = {
  /** The list's file, outside any build's output. */
  file: string;
  /** `write`: the main build lists its pages; `read`: a build of older versions indexes them too. */
  mode: 'write' | 'read';
};

export function writePagesOutsideDocs(file: string, pages: IndexJobPage[]): void {
  writeFileSync(file, JSON.stringify(pages.filter((page) => isOutsideDocs(page.url))));
}

/** `pages` and the main build's pages outside the docs, which go into every bundle of `archived`. */
export function withPagesOutsideDocs(
  pages: IndexJobPage[],
  outside: IndexJobPage[],
  archived: {name: string}[],
): IndexJobPage[] {
  const own = new Set(pages.map((page) => page.url));
  const bundles = archived.map((version) => version.name);
  const added = outside.filter((page) => !own.has(page.url));
  return [...pages, ...added.map((page) => ({...page, bundles}))];
}

export function readPagesOutsideDocs(file: string): IndexJobPage[] {
  if (!existsSync(file)) throw new Error(`search-index: no list of the main build's pages at ${file}`);
  return JSON.parse(readFileSync(file, 'utf8')) as IndexJobPage[];
}

/**
 * Runs build-index.mjs without blocking: Docusaurus runs every plugin's postBuild at once, so the other
 * plugins (the Markdown twins above all) work while Pagefind indexes. A failed build stops the indexer too.
 */
export function runIndexer(jobFile: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'build-index.mjs'), jobFile], {stdio: 'inherit'});
    const stop = () => child.kill();
    process.once('exit', stop);
    child.once('error', (error) => {
      process.off('exit', stop);
      reject(new Error(`search-index: could not start the indexer: ${error.message}`));
    });
    child.once('close', (code, signal) => {
      process.off('exit', stop);
      if (code === 0) resolve();
      else reject(new Error(`search-index: building the search index failed (${signal ?? `exit ${code}`})`));
    });
  });
}
