// Search: DocSearch's interface in both modes (the theme components in theme/ wrap the Algolia theme's),
// and in local mode, the default, everything that makes it work without Algolia: the Pagefind index built
// from the rendered pages after the build (indexer/) and the client that answers DocSearch's Algolia calls
// from it (client/). README.md says how the parts fit.
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  archivedVersions,
  pagesToIndex,
  readPagesOutsideDocs,
  runIndexer,
  sectionsByPermalink,
  withPagesOutsideDocs,
  writePagesOutsideDocs,
  type DocsContent,
  type IndexJobPage,
  type PagesOutsideDocs,
} from './indexer';

export type SearchOptions = {
  /** `local` builds and answers from the Pagefind index; `algolia` leaves DocSearch's hosted search as it is. */
  mode: 'local' | 'algolia';
  /** Folder of the index inside the build, served at /<indexDir>/. */
  indexDir: string;
  /** Folder (relative to the site) that keeps a copy of the last index for `npm start`; none, no copy. */
  devCopyParent?: string;
  /** In a site built in several builds (src/plugins/version-builds): the main build's pages outside the docs. */
  pagesOutsideDocs?: PagesOutsideDocs;
};

/**
 * Indexes `pages` into `outputPath`, each archived version's bundle into a subfolder named after it (a copy
 * of all goes to `devCopyPath`), in a process of its own.
 */
export async function buildIndex(job: {
  outputPath: string;
  devCopyPath?: string;
  pages: IndexJobPage[];
}): Promise<void> {
  const jobDir = mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  const jobFile = path.join(jobDir, 'job.json');
  writeFileSync(jobFile, JSON.stringify(job));
  try {
    await runIndexer(jobFile);
  } finally {
    rmSync(jobDir, {recursive: true, force: true});
  }
}

export {pagesToIndex};

export default function searchPlugin(context: LoadContext, options: SearchOptions): Plugin {
  const themePath = path.join(__dirname, 'theme');
  if (options.mode !== 'local') return {name: 'search', getThemePath: () => themePath};
  let sections = new Map<string, string>();
  let archived: ReturnType<typeof archivedVersions> = [];
  return {
    name: 'search',
    getThemePath: () => themePath,
    // The /search page's `algoliasearch/lite` import answers from the local index.
    configureWebpack() {
      return {resolve: {alias: {'algoliasearch/lite$': path.join(__dirname, 'client', 'algoliaLiteShim.ts')}}};
    },
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      sections = sectionsByPermalink(docs?.loadedVersions ?? []);
      archived = archivedVersions(docs?.loadedVersions ?? []);
    },
    async postBuild({outDir, routesPaths}) {
      let pages = pagesToIndex(outDir, routesPaths, sections, archived);
      const outside = options.pagesOutsideDocs;
      if (outside?.mode === 'write') writePagesOutsideDocs(outside.file, pages);
      if (outside?.mode === 'read') pages = withPagesOutsideDocs(pages, readPagesOutsideDocs(outside.file), archived);
      await buildIndex({
        outputPath: path.join(outDir, options.indexDir),
        devCopyPath: options.devCopyParent && path.join(context.siteDir, options.devCopyParent, options.indexDir),
        pages,
      });
    },
  };
}
