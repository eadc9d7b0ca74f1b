// The site configuration: thin and typed. Constants live in config/, content in docs/ and learn/.
import {existsSync} from 'node:fs';
import type {Config, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {themes as prismThemes} from 'prism-react-renderer';
import {footer} from './config/footer';
import {navbar} from './config/navbar';
import {lightCodeTheme} from './config/prismTheme';
import {GRAPHQL_PLUGIN_OPTIONS} from './config/graphql';
import {redirects} from './config/redirects';
import {algolia, DEV_INDEX_PARENT, LOCAL_INDEX_DIR, SEARCH_MODE} from './config/search';
import {sidebarItemsGenerator} from './config/sidebarItems';
import {FEEDBACK_URL, GOOGLE_PLUGINS} from './config/integrations';
import {accelerate} from 'docusaurus-accelerate';
import {GENERATED} from './src/reference/generate';
import hostConfigPlugin, {type HostConfigOptions} from './src/plugins/host-config';
import integrationsCatalogue from './src/plugins/integrations-catalogue';
import markdownTwins from './src/plugins/markdown-twins';
import recipeChecker from './src/plugins/recipe-checker';
import {ParsedTrees} from './src/plugins/markdown-twins/parsedTrees';
import searchPlugin, {type SearchOptions} from './src/plugins/search';
import docsMcpPlugin from './src/plugins/docs-mcp';
import diagramsPlugin, {remarkDiagrams} from './src/plugins/diagrams';
import imageZoomPlugin from './src/plugins/image-zoom';
import pageBadgesPlugin, {remarkPageBadges} from './src/plugins/page-badges';
import siteIconsPlugin from './src/plugins/site-icons';
import thirdPartyScriptsPlugin from './src/plugins/third-party-scripts';
import versionBuildsPlugin from './src/plugins/version-builds';
import {
  ANNOUNCEMENT,
  ANNOUNCEMENT_CLOSEABLE,
  ARCHIVED_VERSIONS,
  BLOG,
  BUILT_VERSIONS,
  BUILT_VERSIONS_CACHE,
  CURRENT_VERSION_LABEL,
  FAST_PREVIEW,
  IDEAL_IMAGE,
  LLMS_TXT,
  NO_INDEX,
  PRISM_LANGUAGES,
  REPO_URL,
  SITE_URL,
  TAGLINE,
  TITLE,
  TITLE_DELIMITER,
  VERSION_GROUP_BUILD,
  PAGES_OUTSIDE_DOCS_FILE,
} from './config/site';

/** Patches of the build accelerator to leave out, comma-separated (the bench measures each one this way). */
const ACCELERATE_DISABLE = process.env.ACCELERATE_DISABLE?.split(',').filter(Boolean) ?? [];

/** Build and bundle tuners and patches of other packages: packages/docusaurus-accelerate. */
const accelerator = accelerate({
  disable: ACCELERATE_DISABLE,
  siteDir: __dirname,
  referencePages: GENERATED,
  cacheName: BUILT_VERSIONS_CACHE,
});

/** Headers and redirects files: built once, by the main build (scripts/build.ts writes them again after a merge). */
const hostConfig: [PluginModule, HostConfigOptions] = [hostConfigPlugin as PluginModule, {redirects}];
/** What a build of older docs versions alone leaves to the main build: pages and files of the whole site. */
const SITE_WIDE_PLUGINS: unknown[] = [integrationsCatalogue, hostConfig, siteIconsPlugin, docsMcpPlugin];

/** The docs as the twins' workers parsed them, for the MDX loader (src/plugins/markdown-twins/parsedTrees.ts). */
const parsedTrees = new ParsedTrees();

export default {
  title: TITLE,
  tagline: TAGLINE,
  url: SITE_URL,
  baseUrl: '/',
  // Drawn after the build from static/img/favicon.svg (src/plugins/site-icons says why not the SVG itself).
  favicon: 'favicon.ico',
  // `npm start` serves the last production build's search index from here (see config/search.ts).
  staticDirectories: [
    'static',
    ...(process.env.NODE_ENV === 'development' && existsSync(DEV_INDEX_PARENT) ? [DEV_INDEX_PARENT] : []),
  ],
  customFields: {searchMode: SEARCH_MODE, repoUrl: REPO_URL, feedbackUrl: FEEDBACK_URL},
  organizationName: 'datahub-project',
  projectName: 'datahub',
  noIndex: NO_INDEX,
  titleDelimiter: TITLE_DELIMITER,

  // A build of older versions alone (src/plugins/version-builds) has none of the pages their links lead to.
  onBrokenLinks: VERSION_GROUP_BUILD ? 'ignore' : 'throw',
  onBrokenAnchors: VERSION_GROUP_BUILD ? 'ignore' : 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    // .md is CommonMark (forgiving for writers), .mdx is MDX (for pages that need components).
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory'}},
  },

  future: {
    // v4 flags one by one: all but storage namespacing, which would rename the spec's `theme` key.
    v4: {
      removeLegacyPostBuildHeadAttribute: true,
      useCssCascadeLayers: true,
      siteStorageNamespacing: false,
      fasterByDefault: true,
      mdx1CompatDisabledByDefault: false,
    },
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      rspackBundler: true,
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
      mdxCrossCompilerCache: true,
    },
    // No page shows a last-update date (showLastUpdateTime/Author off, sitemap without lastmod), so the
    // build does not read the Git history for them (0.5 s of git at start-up, mostly beside plugin loading).
    experimental_vcs: false,
  },

  // Docusaurus's page template, but the scripts run after the first paint (the accelerator's).
  ssrTemplate: accelerator.ssrTemplate,

  // Chromium paints a page it has only partly parsed when parsing is slow (a loaded CPU), and the navbar's
  // right-hand items then grow leftwards as they arrive: a layout shift. The first paint waits until the
  // navbar is parsed, that is until the main wrapper that follows it starts (`rel=expect`, HTML standard).
  headTags: [
    {tagName: 'link', attributes: {rel: 'expect', href: '#__docusaurus_skipToContent_fallback', blocking: 'render'}},
  ],

  // Inter and JetBrains Mono from @fontsource-variable, declared with font-display: optional;
  // Escape closes the version dropdown.
  clientModules: ['./src/css/fonts.css', './src/client/dropdownEscape.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          sidebarItemsGenerator,
          breadcrumbs: true,
          lastVersion: VERSION_GROUP_BUILD ? BUILT_VERSIONS![0] : 'current',
          onlyIncludeVersions: FAST_PREVIEW ? ['current'] : BUILT_VERSIONS,
          versions: {
            current: {label: CURRENT_VERSION_LABEL, path: ''},
            ...Object.fromEntries(
              ARCHIVED_VERSIONS.map((version) => [version, {label: version, path: version, banner: 'unmaintained'}]),
            ),
          },
          editUrl: `${REPO_URL}/tree/master/docs-website/`,
          // The twins' workers parse each doc once for both: the MDX loader takes their trees (markdown-twins).
          beforeDefaultRemarkPlugins: [parsedTrees.remarkPlugin],
          // ```mermaid blocks drawn at build time into inline SVG (src/plugins/diagrams); the availability and
          // stage badges of a page's front matter under its title (src/plugins/page-badges).
          remarkPlugins: [remarkDiagrams, remarkPageBadges],
          // The GraphQL reference's tables reach React as HTML strings (the accelerator's).
          rehypePlugins: accelerator.rehypePlugins,
        },
        blog: {
          path: 'learn',
          routeBasePath: BLOG.routeBasePath,
          blogTitle: BLOG.title,
          blogDescription: BLOG.description,
          postsPerPage: 'ALL',
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All articles',
          showReadingTime: true,
          feedOptions: {type: 'all', title: BLOG.title, description: BLOG.description},
          onInlineAuthors: 'ignore',
          onUntruncatedBlogPosts: 'ignore',
          remarkPlugins: [remarkDiagrams],
        },
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
        // The main build has every page outside the docs.
        ...(VERSION_GROUP_BUILD ? {blog: false, pages: false} : {}),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-ideal-image',
      {quality: IDEAL_IMAGE.quality, sizes: [...IDEAL_IMAGE.sizes], disableInDev: false},
    ],
    // DocSearch's interface; in local mode (the default) answered from a Pagefind index built after the build.
    [
      searchPlugin as PluginModule,
      {
        mode: SEARCH_MODE,
        indexDir: LOCAL_INDEX_DIR,
        // A build of older versions leaves `npm start` the main build's index.
        devCopyParent: VERSION_GROUP_BUILD ? undefined : DEV_INDEX_PARENT,
        pagesOutsideDocs: PAGES_OUTSIDE_DOCS_FILE
          ? {file: PAGES_OUTSIDE_DOCS_FILE, mode: VERSION_GROUP_BUILD ? 'read' : 'write'}
          : undefined,
      } satisfies SearchOptions,
    ],
    // Adds the `docs:generate:graphql` command, whose generator scripts/generate.ts runs; it adds no routes.
    ['docusaurus-graphql-plugin', GRAPHQL_PLUGIN_OPTIONS],
    integrationsCatalogue,
    // The stylesheet of the diagrams the docs' remark plugin draws (remarkDiagrams above).
    diagramsPlugin,
    // Images and diagrams open larger on click or with their Enlarge button.
    imageZoomPlugin,
    // The stylesheet of the availability and stage badges (remarkPageBadges above).
    pageBadgesPlugin,
    // The option data of each source page's "Check your recipe" panel, as cacheable assets.
    recipeChecker,
    // Markdown twins of docs and Learn posts (page URL + .md), /llms.txt and /llms-full.txt, after the build.
    markdownTwins({...LLMS_TXT, parsedTrees}),
    // Analytics and third-party scripts, each only when its environment variable is set (config/integrations.ts).
    ...GOOGLE_PLUGINS,
    thirdPartyScriptsPlugin,
    // Headers and redirects for nginx, Netlify, Vercel and Cloudflare Pages (config/headers.ts, config/redirects.ts),
    // and a client redirect page per redirect for hosts that read none of their files.
    hostConfig,
    // /favicon.ico and /apple-touch-icon.png, drawn from static/img/favicon.svg after the build.
    siteIconsPlugin,
    // build/mcp/: the docs MCP server for assistants (npm run mcp), and the data it answers from.
    docsMcpPlugin,
    // A build of some docs versions (scripts/build.ts) keeps its own bundler cache.
    versionBuildsPlugin,
    ...accelerator.plugins,
  ].filter((plugin) => !VERSION_GROUP_BUILD || !SITE_WIDE_PLUGINS.includes(plugin)),

  themeConfig: {
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    algolia,
    announcementBar: {
      id: ANNOUNCEMENT.id,
      content: `${ANNOUNCEMENT.text} <a class="announcement-register" href="${ANNOUNCEMENT.registerUrl}">Register</a>`,
      isCloseable: ANNOUNCEMENT_CLOSEABLE,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism: {theme: lightCodeTheme, darkTheme: prismThemes.dracula, additionalLanguages: PRISM_LANGUAGES},
  } satisfies Preset.ThemeConfig,
} satisfies Config;
