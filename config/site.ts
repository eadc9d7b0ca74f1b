// Site-wide constants (spec §1, §3, §9). Everything a reader can see that is not content lives here.
import versionsJson from '../versions.json';

/** The environment in Node; empty in the browser, where pages import the link constants below. */
const env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env;

/** Public origin of the deployed site; previews and mirrors set their own. */
export const SITE_URL = env.SITE_URL ?? 'https://docs.datahub.com';
/** Mirrors and previews must not be indexed: NO_INDEX=true marks every page noindex, nofollow. */
export const NO_INDEX = env.NO_INDEX === 'true';
/** FAST_PREVIEW=true builds only the current docs version, for quick previews of edits. */
export const FAST_PREVIEW = env.FAST_PREVIEW === 'true';
/** Makes the announcement bar closeable; dismissal is remembered until its id changes. */
export const ANNOUNCEMENT_CLOSEABLE = env.ANNOUNCEMENT_CLOSEABLE === 'true';
/** Host of the static archives of docs versions older than 1.1.0. */
export const ARCHIVE_URL = env.DOCS_ARCHIVE_URL ?? 'https://docs.datahub.com/archive';

export const TITLE = 'DataHub';
export const TAGLINE = 'The #1 open source metadata platform';
export const TITLE_DELIMITER = '|';

export const COMPANY_URL = 'https://datahub.com';
export const REPO_URL = 'https://github.com/datahub-project/datahub';
export const SLACK_URL = 'https://datahub.com/slack';
export const YOUTUBE_URL = 'https://www.youtube.com/@datahubproject';
export const DEMO_URL = 'https://datahub.com/demo';
export const FEATURE_REQUESTS_URL = 'https://feature-requests.datahubproject.io';
/** The customer stories survey lives with the company: the site has no forms of its own. */
export const CUSTOMER_STORIES_SURVEY_URL = 'https://datahub.com/customer-stories-survey';

/** Docs versions: `current` is labelled Next and is the latest; 1.1.0 is the archived one. */
export const CURRENT_VERSION_LABEL = 'Next';
/** Frozen versions, newest first, as written by scripts/cut-version.ts. */
export const ARCHIVED_VERSIONS: string[] = versionsJson;
/** Names the docs versions a build renders when scripts/build.ts spreads them over builds (src/plugins/version-builds). */
export const BUILT_VERSIONS_VARIABLE = 'DOCS_BUILD_VERSIONS';
/** The docs versions this build renders; undefined when it renders them all (a site of two versions). */
export const BUILT_VERSIONS = env[BUILT_VERSIONS_VARIABLE]?.split(',').filter(Boolean);
/** The cache folder of a build of some versions: builds of other versions would evict its caches. */
export const BUILT_VERSIONS_CACHE = BUILT_VERSIONS?.join('+');
/** A build of older archived versions only: their docs, merged afterwards into the main build's folder. */
export const VERSION_GROUP_BUILD = BUILT_VERSIONS !== undefined && !BUILT_VERSIONS.includes('current');
/**
 * Names the file through which the main build gives the builds of older versions its pages outside the
 * docs, which their search bundles hold too (scripts/build.ts sets it when it spreads versions over builds).
 */
export const PAGES_OUTSIDE_DOCS_VARIABLE = 'DOCS_BUILD_PAGES_OUTSIDE_DOCS';
export const PAGES_OUTSIDE_DOCS_FILE = env[PAGES_OUTSIDE_DOCS_VARIABLE];
/** Older versions live on the archive host; the dropdown links out to them. */
export const EXTERNAL_VERSIONS = [
  '1.0.0',
  '0.15.0',
  '0.14.1',
  '0.14.0',
  '0.13.1',
  '0.13.0',
  '0.12.1',
  '0.11.0',
  '0.10.5',
] as const;

export const MAIN_DOC_ID = 'features';
export const MAIN_DOC_LABEL = 'What Is DataHub?';

/** Spec §9 constants. */
export const MOBILE_BREAKPOINT_PX = 996;
export const IDEAL_IMAGE = {quality: 100, sizes: [320, 640, 1280, 1440, 1600]} as const;
/** The spec's four extra Prism languages, then those prism-react-renderer 1 bundled and 2 dropped. */
export const PRISM_LANGUAGES = [
  'ini',
  'java',
  'graphql',
  'shell-session',
  'bash',
  'diff',
  'sql',
  'docker',
  'properties',
  'toml',
  'scala',
  'groovy',
  'hcl',
];

export const BLOG = {
  routeBasePath: 'learn',
  title: 'DataHub Learn',
  description:
    'Guides for data teams on business glossaries, metrics, freshness, data mesh and pipelines, and how a metadata platform helps.',
} as const;

export const ANNOUNCEMENT = {
  id: 'metadata-summit-2026',
  text: 'Join us at the DataHub Metadata Summit 2026',
  registerUrl: 'https://datahub.com/summit',
} as const;

/** What /llms.txt says about the site; the markdown-twins plugin writes it after the build. */
export const LLMS_TXT = {
  summary:
    'DataHub is an open-source metadata platform: it collects metadata from databases, warehouses, BI tools, ' +
    'orchestrators and streaming systems, and lets teams discover, understand, observe and govern their data ' +
    'through its UI, GraphQL and REST APIs, and Python and Java SDKs.',
  notes: [
    'This index covers the current DataHub docs (labelled Next on the site); archived versions are not listed. ' +
      'Every link is the Markdown version of a page: any docs or Learn page URL followed by .md returns its Markdown.',
    `The full text of these docs, page after page, is at ${SITE_URL}/llms-full.txt. The Optional section lists ` +
      'the Learn articles.',
    'To let an assistant search and read these docs itself, offline and for the DataHub version you run, use the ' +
      `docs' MCP server: ${SITE_URL}/docs/docs-for-ai-assistants.md says how to connect it.`,
  ],
  topLevelSection: 'Overview',
  outsideSidebarsSection: 'Other pages',
  blogSection: 'Optional',
};
