// After the build, writes a plain Markdown twin next to every doc page and Learn post (page URL + .md),
// and /llms.txt and /llms-full.txt for the current docs, so assistants can read the docs without a browser.
//
// Conversion is the expensive part (parsing MDX): twins of unchanged pages come from a cache kept between
// builds (cache.ts), the others are converted in worker threads (pool.ts). A production build starts
// converting the docs as soon as their content is loaded, at low priority, so the workers use the CPU
// that bundling leaves idle instead of adding their time after it. They parse each page once, for its twin
// and for the bundler: with `parsedTrees` (parsedTrees.ts), the MDX loader takes their tree instead of
// parsing the page again on the main thread (its most expensive step).
import path from 'node:path';
import {readdirSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import {aliasedSitePathToRelativePath, type ContentPaths, type SourceToPermalink} from '@docusaurus/utils';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import type {DocMetadata, LoadedContent as DocsContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {linkResolver, type ConvertJob, type LinkContext} from './links';
import {TwinCache} from './cache';
import {codeVersion, lockFilesOf} from 'docusaurus-accelerate/lib/codeVersion';
import {convertPages, defaultPoolSize} from './pool';
import type {LinkEntry, Site} from './llmsTxt';
import {twinPathOf} from './twinPath';
import {localLoaderRule} from 'docusaurus-accelerate/lib/localLoaderRule';
import type {ParsedTrees} from './parsedTrees';
import {BUILT_VERSIONS_CACHE} from '../../../config/site';
import type {Format} from './parse';

export type Options = {
  /** The one-sentence summary of the site that llms.txt quotes under its title. */
  summary: string;
  /** Paragraphs llms.txt shows before its sections. */
  notes: string[];
  /** Section of llms.txt for the docs at the top level of a sidebar, outside any category. */
  topLevelSection: string;
  /** Section of llms.txt for current docs that no sidebar lists. */
  outsideSidebarsSection: string;
  /** Section of llms.txt for Learn posts ("Optional" in llms.txt means "can be skipped"). */
  blogSection: string;
  /** Where the workers leave the trees they parse for the MDX loader; its remarkPlugin must be in the docs options. */
  parsedTrees?: ParsedTrees;
};

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** One page that gets a twin: where it is served, what it is called, and what its Markdown is made from. */
type Page = LinkEntry & {
  permalink: string;
  listed: boolean;
  twin:
    | {kind: 'source'; job: Omit<ConvertJob, 'source'>}
    // Generated category indexes have no source file: their twin lists other pages.
    | {kind: 'listing'; render: () => string};
};
type SourcePage = Page & {twin: {kind: 'source'}};
type PageSection = {title: string; entries: Page[]};

/** The pages of one docs version, and its sidebars' order of them. */
type VersionPages = {
  version: LoadedVersion;
  docs: Map<string, Page>; // by doc id
  categoryIndexes: Map<string, Page>; // by permalink
  /** Pages of sidebar items, depth first, each category's own page before its items. */
  pagesOf: (items: SidebarItem[]) => Page[];
};

/** How Docusaurus reads a source with `markdown.format: 'detect'`: front matter `mdx.format`, else its extension. */
function formatOf(sourcePath: string, frontMatter: Record<string, unknown>): Format {
  const format = (frontMatter.mdx as {format?: unknown} | undefined)?.format;
  if (format === 'md' || format === 'mdx') return format;
  return path.extname(sourcePath) === '.mdx' ? 'mdx' : 'md';
}

/** Below this much source to convert, starting workers (each loads the converter afresh) costs more than it saves. */
const WORKER_MIN_SOURCE_BYTES = 64_000;

/** The plugin, configured: `plugins: [markdownTwins({...})]` keeps the options typed. */
export default function markdownTwins(options: Options): PluginModule {
  return (context) => twinsPlugin(context, options);
}

function twinsPlugin({siteDir, siteConfig, baseUrl}: LoadContext, options: Options): Plugin {
  const {parsedTrees} = options;
  const pageUrl = (permalink: string) => new URL(permalink, siteConfig.url).href;
  const twinUrl = (permalink: string) => new URL(twinPathOf(permalink), siteConfig.url).href;
  // A build of some of the docs versions (src/plugins/version-builds) keeps its own: the cache holds the
  // twins of the last build only, so the builds of other versions would empty it for each other.
  const cacheDir = path.join(
    siteDir,
    'node_modules',
    '.cache',
    'markdown-twins',
    ...(BUILT_VERSIONS_CACHE ? [BUILT_VERSIONS_CACHE] : []),
  );

  const sourcePage = (
    meta: Pick<DocMetadata, 'source' | 'permalink' | 'title' | 'description' | 'unlisted' | 'frontMatter'>,
    {contentPath, contentPathLocalized}: ContentPaths,
  ): SourcePage => {
    const sourceFilePath = path.resolve(siteDir, aliasedSitePathToRelativePath(meta.source));
    const twin = {
      format: formatOf(sourceFilePath, meta.frontMatter),
      pageUrl: pageUrl(meta.permalink),
      fallbackTitle: meta.title,
    } as const;
    return {
      permalink: meta.permalink,
      title: meta.title,
      url: twinUrl(meta.permalink),
      description: meta.description,
      listed: !meta.unlisted,
      // Only the two paths: a docs version passed as ContentPaths carries every doc, and the job is
      // hashed and sent to a worker for each page.
      twin: {kind: 'source', job: {sourceFilePath, contentPaths: {contentPath, contentPathLocalized}, twin}},
    };
  };

  /** The docs' twins converted ahead of postBuild, in this cache; undefined outside production builds. */
  let early: Promise<{cache: TwinCache; converted: number}> | undefined;
  /** The docs' folders, whose trees the workers parse; none outside production builds. */
  let contentDirs: string[] = [];

  return {
    name: 'markdown-twins',

    allContentLoaded({allContent}) {
      if (process.env.NODE_ENV !== 'production') return; // `docusaurus start` writes no twins.
      const versions = (allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined)
        ?.loadedVersions;
      const posts = (allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined)?.blogPosts;
      const docPages = (versions ?? []).flatMap((version) => version.docs.map((doc) => sourcePage(doc, version)));
      const context = {sourceToPermalink: sourceToPermalinkOf(versions ?? [], posts ?? []), siteDir};
      // Before anything is bundled: the MDX loader waits for the trees of these files.
      parsedTrees?.expect(docPages.map((page) => page.twin.job.sourceFilePath));
      contentDirs = (versions ?? []).map((version) => version.contentPath);
      early = openCache(siteDir, cacheDir).then(async (cache) => {
        const {converted} = await convertSources(docPages, context, cache, {lowPriority: true, parsedTrees});
        return {cache, converted};
      });
      // Whatever happens, the MDX loader stops waiting. A failure surfaces in postBuild, which converts
      // those pages again and reports the error there.
      early.finally(() => parsedTrees?.close()).catch(() => {});
    },

    configureWebpack(config) {
      if (!parsedTrees || contentDirs.length === 0) return {};
      // A pre-loader: on the docs' files it runs before the docs plugin's @docusaurus/mdx-loader.
      const loader = path.join(__dirname, 'awaitParsedTree.mjs');
      return localLoaderRule(config, {
        test: /\.mdx?$/i,
        include: contentDirs,
        enforce: 'pre',
        loader,
        options: {trees: parsedTrees},
      });
    },

    async postBuild({plugins, outDir}) {
      const started = performance.now();
      const treeCounts = parsedTrees && {...parsedTrees.counts};
      // Loaded here, while the search index builds, rather than with the config, before the build can start.
      const {indexPage, llmsFullTxt, llmsTxt} = await import('./llmsTxt');
      const docsPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs');
      const blogPlugin = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-blog');
      const versions = (docsPlugin?.content as DocsContent | undefined)?.loadedVersions ?? [];
      const posts = (blogPlugin?.content as BlogContent | undefined)?.blogPosts ?? [];
      const blogPath = path.resolve(siteDir, (blogPlugin?.options as {path: string} | undefined)?.path ?? 'blog');
      const sourceToPermalink = sourceToPermalinkOf(versions, posts);

      const versionPages = versions.map((version): VersionPages => {
        const docs = new Map(version.docs.map((doc) => [doc.id, sourcePage(doc, version)]));
        const categoryIndexes = new Map<string, Page>();
        const pagesOf = (items: SidebarItem[]): Page[] =>
          items.flatMap((item) => {
            if (item.type === 'doc' || item.type === 'ref') return docs.get(item.id) ?? [];
            if (item.type !== 'category') return [];
            const {link} = item;
            const own =
              link?.type === 'doc'
                ? docs.get(link.id)
                : link?.type === 'generated-index'
                  ? categoryIndexes.get(link.permalink)
                  : undefined;
            return [own ?? [], pagesOf(item.items)].flat();
          });
        // Generated category indexes have no source file: their twin lists the pages of the category.
        const collect = (items: SidebarItem[]) => {
          for (const item of items) {
            if (item.type !== 'category') continue;
            if (item.link?.type === 'generated-index') {
              const {permalink, title = item.label, description = ''} = item.link;
              const listing = () => pagesOf(item.items).map((page) => ({...page, url: pageUrl(page.permalink)}));
              categoryIndexes.set(permalink, {
                permalink,
                title,
                description,
                url: twinUrl(permalink),
                listed: true,
                twin: {kind: 'listing', render: () => indexPage(title, description, listing())},
              });
            }
            collect(item.items);
          }
        };
        Object.values(version.sidebars).forEach(collect);
        return {version, docs, categoryIndexes, pagesOf};
      });

      const postPages = posts.map((post) =>
        sourcePage(post.metadata, {contentPath: blogPath, contentPathLocalized: undefined}),
      );

      const pages = [
        ...versionPages.flatMap(({docs, categoryIndexes}) => [...docs.values(), ...categoryIndexes.values()]),
        ...postPages,
      ];
      const sourcePages = pages.filter((page): page is SourcePage => page.twin.kind === 'source');
      parsedTrees?.clear();
      const ahead = await early?.catch(() => undefined);
      const cache = ahead?.cache ?? (await openCache(siteDir, cacheDir));
      const converted = await convertSources(sourcePages, {sourceToPermalink, siteDir}, cache);
      await cache.save();
      const twins = new Map<Page, string>(
        pages.map((page) => [page, page.twin.kind === 'source' ? converted.twins.get(page)! : page.twin.render()]),
      );

      // In page order, a later page wins a shared path, as when the twins were written one by one.
      const files = new Map(
        pages.map((page) => [
          path.join(outDir, twinPathOf(`/${page.permalink.slice(baseUrl.length)}`)),
          twins.get(page)!,
        ]),
      );
      const dirs = new Set([...files.keys()].map((file) => path.dirname(file)));
      await Promise.all([...dirs].map((dir) => mkdir(dir, {recursive: true})));
      await Promise.all([...files].map(([file, markdown]) => writeFile(file, markdown)));

      // llms.txt and llms-full.txt describe the current version only; archived versions have twins but no index.
      const current = versionPages.find(({version}) => version.versionName === 'current');
      if (current) {
        const sections = llmsSections(current, options);
        const site: Site = {title: siteConfig.title, summary: options.summary, notes: options.notes};
        const learn = {title: options.blogSection, entries: postPages.filter((page) => page.listed)};
        await writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site, [...sections, learn]));
        const fullText = sections
          .flatMap(({entries}) => entries)
          .map((page) => ({url: page.url, markdown: twins.get(page)!}));
        await writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site, fullText));
      }
      const aheadConverted = ahead?.converted ?? 0;
      const {workers} = converted;
      console.log(
        `[markdown-twins] wrote ${files.size} twins (${converted.cached - aheadConverted} from the cache, ` +
          `${aheadConverted} converted while bundling, ${converted.converted} after` +
          `${workers ? ` by ${workers} workers` : ''}` +
          (treeCounts
            ? `; the bundler took ${treeCounts.used} pages as parsed for them${mismatched(treeCounts)}`
            : '') +
          `) in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}

const mismatched = ({mismatched}: ParsedTrees['counts']) =>
  mismatched ? ` and parsed ${mismatched} pages again: their text differed` : '';

/** The same source-to-URL table the docs and blog plugins use to resolve `[x](other.md)` links. */
function sourceToPermalinkOf(versions: LoadedVersion[], posts: BlogContent['blogPosts']): SourceToPermalink {
  return new Map([
    ...versions.flatMap((version) => version.docs.map((doc) => [doc.source, doc.permalink] as const)),
    ...posts.map((post) => [post.metadata.source, post.metadata.permalink] as const),
  ]);
}

/** The cache of the current converter: its code files, the installed packages (cache.ts). */
function openCache(siteDir: string, cacheDir: string): Promise<TwinCache> {
  const codeFiles = [
    ...readdirSync(__dirname)
      .filter((file) => /\.(ts|mjs)$/.test(file))
      .map((file) => path.join(__dirname, file)),
    // The header's badges line (toMarkdown.ts) comes from there.
    path.join(__dirname, '..', 'page-badges', 'badges.mjs'),
  ];
  return TwinCache.open(cacheDir, codeVersion(codeFiles, lockFilesOf(siteDir)));
}

type SourceTwins = {twins: Map<Page, string>; cached: number; converted: number; workers: number};

/**
 * The twins of pages with a source file: from the cache when still valid, converted (and cached) otherwise.
 * With `parsedTrees`, the workers also send each page's tree for the MDX loader, which parses the others.
 */
async function convertSources(
  pages: SourcePage[],
  context: LinkContext,
  cache: TwinCache,
  {lowPriority = false, parsedTrees}: {lowPriority?: boolean; parsedTrees?: ParsedTrees} = {},
): Promise<SourceTwins> {
  const sources = await Promise.all(pages.map((page) => readFile(page.twin.job.sourceFilePath, 'utf8')));

  const twins = new Map<Page, string>();
  const misses: {page: SourcePage; job: ConvertJob}[] = [];
  pages.forEach((page, i) => {
    const job: ConvertJob = {...page.twin.job, source: sources[i]};
    const markdown = cache.get(page.permalink, job, linkResolver(job, context));
    if (markdown === undefined) misses.push({page, job});
    else {
      twins.set(page, markdown);
      parsedTrees?.arrive(job.sourceFilePath); // No worker parses it: its MDX loader does.
    }
  });

  const jobs = misses.map(({job}) => job);
  const sourceBytes = jobs.reduce((sum, job) => sum + job.source.length, 0);
  const workers = sourceBytes < WORKER_MIN_SOURCE_BYTES ? 0 : Math.min(defaultPoolSize(), jobs.length);
  const results = await convertPages(jobs, context, {
    size: workers,
    lowPriority,
    warn: (message) => console.warn(`[markdown-twins] ${message}`),
    onParsed: parsedTrees && ((index, tree) => parsedTrees.arrive(jobs[index].sourceFilePath, tree)),
  });
  misses.forEach(({page, job}, i) => {
    twins.set(page, results[i].markdown);
    cache.set(page.permalink, job, results[i]);
  });
  return {twins, cached: pages.length - misses.length, converted: misses.length, workers};
}

/** Sections of llms.txt: one per top-level sidebar category, in sidebar order, then the docs no sidebar lists. */
function llmsSections(current: VersionPages, options: Options): PageSection[] {
  const listed = new Set<Page>();
  const once = (pages: Page[]) =>
    pages.filter((page) => {
      if (!page.listed || listed.has(page)) return false;
      listed.add(page);
      return true;
    });
  const topLevel: PageSection = {title: options.topLevelSection, entries: []};
  const sections = [topLevel];
  for (const item of Object.values(current.version.sidebars).flat()) {
    if (item.type === 'category') sections.push({title: item.label, entries: once(current.pagesOf([item]))});
    else topLevel.entries.push(...once(current.pagesOf([item])));
  }
  sections.push({title: options.outsideSidebarsSection, entries: once([...current.docs.values()])});
  return sections.filter((section) => section.entries.length > 0);
}
