// Client-side redirects (static HTML pages with a meta refresh); hosts get real 301s as well.
import {ARCHIVED_VERSIONS, BUILT_VERSIONS, FAST_PREVIEW, MAIN_DOC_ID} from './site';

/** The archived versions this build renders (all, but in a build of some: src/plugins/version-builds). */
const archived = FAST_PREVIEW ? [] : ARCHIVED_VERSIONS.filter((v) => !BUILT_VERSIONS || BUILT_VERSIONS.includes(v));
const versionBases = ['/docs', ...archived.map((v) => `/docs/${v}`)];

export const redirects = [
  // The old remote-ingestion-executor setup page, in every version that has the new one.
  ...versionBases.map((base) => ({
    from: `${base}/managed-datahub/operator-guide/setting-up-remote-ingestion-executor`,
    to: `${base}/managed-datahub/remote-executor/about`,
  })),
  // The version roots are not dead ends: they land on the version's main doc.
  ...versionBases.map((base) => ({from: base, to: `${base}/${MAIN_DOC_ID}`})),
];
